import { SystemSetting, type SystemSettingId } from '@gps/codes';

/**
 * The platform's free address conversions a day (the spec's 100,000, reset at 09:00 Taipei): what
 * all devices together may convert; it is the platform's allowance with its provider, not a setting.
 */
export const PLATFORM_FREE_CONVERSIONS_A_DAY = 100_000;

/** How many conversions a device may make a quota day and a quota month. */
export interface DeviceAddressCaps {
  daily: number;
  monthly: number;
}

/**
 * What an address plan adds to a device's caps while it runs (the spec's VIP plan item with flag
 * 2, "address plan"; docs/decisions/billing.md).
 */
export interface AddressPlanAllowance {
  extraDaily: number;
  extraMonthly: number;
}

/**
 * A running address plan adds the VIP pair of caps on top of the device's own, so buying one always
 * raises the caps (a VIP device with a plan has twice the VIP pair).
 */
export function addressPlanAllowance(setting: (id: SystemSettingId) => number): AddressPlanAllowance {
  return {
    extraDaily: setting(SystemSetting.VIP_ADDRESS_QUOTA_DAILY),
    extraMonthly: setting(SystemSetting.VIP_ADDRESS_QUOTA_MONTHLY),
  };
}

/**
 * A device's caps: the map settings' daily and monthly caps, the VIP pair for a device whose
 * value-added (VIP) service runs, raised by its address plan when it has one.
 */
export function deviceAddressCaps(
  setting: (id: SystemSettingId) => number,
  device: { vip: boolean; addressPlan: AddressPlanAllowance | null },
): DeviceAddressCaps {
  const daily = setting(
    device.vip ? SystemSetting.VIP_ADDRESS_QUOTA_DAILY : SystemSetting.ADDRESS_QUOTA_DAILY,
  );
  const monthly = setting(
    device.vip ? SystemSetting.VIP_ADDRESS_QUOTA_MONTHLY : SystemSetting.ADDRESS_QUOTA_MONTHLY,
  );
  return {
    daily: daily + (device.addressPlan?.extraDaily ?? 0),
    monthly: monthly + (device.addressPlan?.extraMonthly ?? 0),
  };
}

/** Conversions already made in the current periods. */
export interface AddressConversionCounts {
  platformDay: number;
  deviceDay: number;
  deviceMonth: number;
}

/** Which cap one more conversion would pass, the platform's first; null when it may go ahead. */
export type AddressQuotaReached = 'platform_daily' | 'device_daily' | 'device_monthly';

export function addressQuotaReached(
  counts: AddressConversionCounts,
  caps: DeviceAddressCaps,
): AddressQuotaReached | null {
  if (counts.platformDay >= PLATFORM_FREE_CONVERSIONS_A_DAY) return 'platform_daily';
  if (counts.deviceDay >= caps.daily) return 'device_daily';
  if (counts.deviceMonth >= caps.monthly) return 'device_monthly';
  return null;
}
