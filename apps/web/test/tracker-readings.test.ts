import { describe, expect, it } from '@jest/globals';
import { trackerReadingsOf } from '../src/features/monitor/trackerReadings';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';

describe("the vehicle card's tracker readings", () => {
  it("shows the vehicle's supply voltage and the tracker's own odometer, in the reader's language", () => {
    const device = { powerVoltage: 13.856, deviceOdometerMeters: 81_234_567 };
    expect(trackerReadingsOf(device, 'en-US')).toEqual([
      { labelKey: 'device.fields.powerVoltage', value: '13.86 V' },
      { labelKey: 'device.fields.deviceOdometer', value: '81,234.6 km' },
    ]);
    expect(trackerReadingsOf(device, 'zh-TW').map((r) => r.value)).toEqual(['13.86 V', '81,234.6 km']);
  });

  it('shows neither when the tracker never sent them, and each alone when it sent only that', () => {
    expect(trackerReadingsOf({ powerVoltage: null, deviceOdometerMeters: null }, 'en-US')).toEqual([]);
    expect(trackerReadingsOf({ powerVoltage: 0, deviceOdometerMeters: null }, 'en-US')).toEqual([
      { labelKey: 'device.fields.powerVoltage', value: '0 V' },
    ]);
  });

  it('labels both readings in zh-TW and en-US', () => {
    expect(zhTW.device.fields).toMatchObject({ powerVoltage: '車輛電源', deviceOdometer: '設備總里程' });
    expect(enUS.device.fields).toMatchObject({
      powerVoltage: 'Vehicle supply',
      deviceOdometer: 'Tracker odometer',
    });
  });
});
