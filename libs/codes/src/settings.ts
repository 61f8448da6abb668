import { codesOf, isOneOf, type CodeOf } from './code-set';

/** The system settings (`{id, value}` rows, values strings): their ids. */
export const SystemSetting = Object.freeze({
  REFRESH_FREQUENCY: 'refreshFrequency',
  SHOW_OVERSPEED: 'showOverspeed',
  SHOW_OFFLINE: 'showOffline',
  SHOW_COUPON: 'showCoupon',
  SHOW_ADDRESS_TO_GPS: 'showAddressToGps',
  ADDRESS_QUOTA_DAILY: 'addressQuotaDaily',
  ADDRESS_QUOTA_MONTHLY: 'addressQuotaMonthly',
  VIP_ADDRESS_QUOTA_DAILY: 'vipAddressQuotaDaily',
  VIP_ADDRESS_QUOTA_MONTHLY: 'vipAddressQuotaMonthly',
} as const);
export type SystemSettingId = CodeOf<typeof SystemSetting>;
export const SYSTEM_SETTING_IDS = codesOf(SystemSetting);
export const isSystemSettingId = isOneOf(SYSTEM_SETTING_IDS);

/** The settings that are on/off switches ("1" on, "0" off): what the web app shows or hides. */
export const FLAG_SETTINGS = Object.freeze([
  SystemSetting.SHOW_OVERSPEED,
  SystemSetting.SHOW_OFFLINE,
  SystemSetting.SHOW_COUPON,
  SystemSetting.SHOW_ADDRESS_TO_GPS,
] as const);
export type FlagSettingId = (typeof FLAG_SETTINGS)[number];

/** refreshFrequency, how often clients refresh device data: whole seconds in this range. */
export const REFRESH_SECONDS_RANGE = Object.freeze({ min: 5, max: 3600 } as const);
