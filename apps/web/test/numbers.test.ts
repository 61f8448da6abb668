import { describe, expect, it } from '@jest/globals';
import { VOICE_MAX_BYTES } from '../src/features/remote/voiceFiles';
import {
  formatCoordinates,
  formatCourse,
  formatDistance,
  formatFileSize,
  formatSpeed,
  formatVolts,
} from '../src/shared/numbers';

describe('numbers as the app shows them', () => {
  it('shows a speed to a tenth of a km/h, in the reader’s language, and a dash when none was sent', () => {
    expect(formatSpeed(22.779600000000002, 'zh-TW')).toBe('22.8 km/h');
    expect(formatSpeed(22.779600000000002, 'en-US')).toBe('22.8 km/h');
    expect(formatSpeed(60, 'zh-TW')).toBe('60 km/h');
    expect(formatSpeed(0, 'en-US')).toBe('0 km/h');
    expect(formatSpeed(1234.56, 'en-US')).toBe('1,234.6 km/h');
    expect(formatSpeed(12.34, 'de-DE')).toBe('12,3 km/h');
    expect(formatSpeed(null, 'zh-TW')).toBe('—');
    expect(formatSpeed(undefined, 'en-US')).toBe('—');
    expect(formatSpeed(Number.NaN, 'en-US')).toBe('—');
  });

  it('shows coordinates to five decimals (about a metre), always five, never grouped', () => {
    expect(formatCoordinates(25.033964123456, 121.5644722, 'zh-TW')).toBe('25.03396, 121.56447');
    expect(formatCoordinates(-33.8688, 151.2, 'en-US')).toBe('-33.86880, 151.20000');
  });

  it('shows volts to hundredths and a course in whole degrees, a dash when none was sent', () => {
    expect(formatVolts(4.1000000000000005, 'en-US')).toBe('4.1 V');
    expect(formatVolts(12.346, 'de-DE')).toBe('12,35 V');
    expect(formatVolts(undefined, 'zh-TW')).toBe('—');
    expect(formatCourse(126.53, 'zh-TW')).toBe('127°');
    expect(formatCourse(null, 'en-US')).toBe('—');
  });

  it('shows a distance in whole metres under a kilometre, else to a tenth of a km', () => {
    expect(formatDistance(0, 'en-US')).toBe('0 m');
    expect(formatDistance(987.6543, 'zh-TW')).toBe('988 m');
    expect(formatDistance(12_345.678, 'zh-TW')).toBe('12.3 km');
    expect(formatDistance(1_234_567.8, 'en-US')).toBe('1,234.6 km');
    expect(formatDistance(12_345.678, 'de-DE')).toBe('12,3 km');
    expect(formatDistance(null, 'en-US')).toBe('—');
  });

  it('writes file sizes as people read them, in the reader’s language', () => {
    expect(formatFileSize(812, 'en-US')).toBe('812 B');
    expect(formatFileSize(12_700, 'en-US')).toBe('12.4 KB');
    expect(formatFileSize(12_700, 'de-DE')).toBe('12,4 KB');
    expect(formatFileSize(VOICE_MAX_BYTES, 'zh-TW')).toBe('5.0 MB');
  });
});
