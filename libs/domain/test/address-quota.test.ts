import { SystemSetting, type SystemSettingId } from '@gps/codes';
import {
  PLATFORM_FREE_CONVERSIONS_A_DAY,
  addressQuotaReached,
  addressPlanAllowance,
  deviceAddressCaps,
  quotaPeriodAt,
} from '@gps/domain';

const TAIPEI = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute);

describe('quota periods: a day from 09:00 to 09:00 in Taipei, a month of quota days', () => {
  test('08:59 belongs to the day before, 09:00 starts a new one', () => {
    expect(quotaPeriodAt(TAIPEI(25, 8, 59)).day).toBe('2026-11-24');
    expect(quotaPeriodAt(TAIPEI(25, 9, 0)).day).toBe('2026-11-25');
    expect(quotaPeriodAt(TAIPEI(25, 23, 59)).day).toBe('2026-11-25');
    expect(quotaPeriodAt(TAIPEI(26, 0, 30)).day).toBe('2026-11-25');
  });

  test('the day resets at the next 09:00 Taipei (01:00 UTC)', () => {
    expect(quotaPeriodAt(TAIPEI(25, 16)).dayResetsAt).toBe(TAIPEI(26, 9));
    expect(quotaPeriodAt(TAIPEI(26, 8, 59)).dayResetsAt).toBe(TAIPEI(26, 9));
    expect(new Date(TAIPEI(26, 9)).toISOString()).toBe('2026-11-26T01:00:00.000Z');
  });

  test('the month turns with the quota day that starts at 09:00 on the 1st', () => {
    expect(quotaPeriodAt(Date.UTC(2026, 11, 1, 0, 59)).month).toBe('2026-11');
    expect(quotaPeriodAt(Date.UTC(2026, 11, 1, 1, 0)).month).toBe('2026-12');
  });
});

describe("a device's caps", () => {
  const settings: Partial<Record<SystemSettingId, number>> = {
    [SystemSetting.ADDRESS_QUOTA_DAILY]: 10,
    [SystemSetting.ADDRESS_QUOTA_MONTHLY]: 100,
    [SystemSetting.VIP_ADDRESS_QUOTA_DAILY]: 50,
    [SystemSetting.VIP_ADDRESS_QUOTA_MONTHLY]: 500,
  };
  const setting = (id: SystemSettingId) => settings[id] ?? 0;

  test('the map settings, the VIP pair for a VIP device, raised by an address plan', () => {
    expect(deviceAddressCaps(setting, { vip: false, addressPlan: null })).toEqual({
      daily: 10,
      monthly: 100,
    });
    expect(deviceAddressCaps(setting, { vip: true, addressPlan: null })).toEqual({ daily: 50, monthly: 500 });
    expect(
      deviceAddressCaps(setting, { vip: false, addressPlan: { extraDaily: 5, extraMonthly: 20 } }),
    ).toEqual({ daily: 15, monthly: 120 });
  });

  test('a running address plan adds the VIP pair, on top of a VIP device too', () => {
    const addressPlan = addressPlanAllowance(setting);
    expect(deviceAddressCaps(setting, { vip: false, addressPlan })).toEqual({ daily: 60, monthly: 600 });
    expect(deviceAddressCaps(setting, { vip: true, addressPlan })).toEqual({ daily: 100, monthly: 1000 });
  });

  test('the platform cap first, then the device day, then its month', () => {
    const caps = { daily: 10, monthly: 100 };
    expect(addressQuotaReached({ platformDay: 0, deviceDay: 9, deviceMonth: 99 }, caps)).toBeNull();
    expect(addressQuotaReached({ platformDay: 0, deviceDay: 10, deviceMonth: 10 }, caps)).toBe(
      'device_daily',
    );
    expect(addressQuotaReached({ platformDay: 0, deviceDay: 0, deviceMonth: 100 }, caps)).toBe(
      'device_monthly',
    );
    expect(
      addressQuotaReached(
        { platformDay: PLATFORM_FREE_CONVERSIONS_A_DAY, deviceDay: 0, deviceMonth: 0 },
        caps,
      ),
    ).toBe('platform_daily');
    expect(
      addressQuotaReached(
        { platformDay: PLATFORM_FREE_CONVERSIONS_A_DAY - 1, deviceDay: 0, deviceMonth: 0 },
        caps,
      ),
    ).toBeNull();
  });
});
