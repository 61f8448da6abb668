import { describe, expect, it } from '@jest/globals';
import { hasVipDevice } from '../src/shared/vehicles/vipDevices';

describe('a VIP device for the client tabs', () => {
  it('is a device with value-added services on; new devices (off) make none', () => {
    expect(hasVipDevice([])).toBe(false);
    expect(hasVipDevice([{ isValueAddedVisible: 0 }, { isValueAddedVisible: null }])).toBe(false);
    expect(hasVipDevice([{ isValueAddedVisible: 0 }, { isValueAddedVisible: 1 }])).toBe(true);
  });
});
