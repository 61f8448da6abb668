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
  OVERSPEED_LIMIT_KMH: 'overspeedLimitKmh',
  OVERSPEED_MIN_SECONDS: 'overspeedMinSeconds',
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

/**
 * A speed limit for overspeed warnings (a device's, a fleet's, the platform's), whole km/h: from a
 * school zone's walking pace to well above any road's limit; beyond is a typo, not a limit.
 */
export const SPEED_LIMIT_KMH_RANGE = Object.freeze({ min: 1, max: 300 } as const);

/** overspeedMinSeconds, how long above the limit before an episode: whole seconds in this range. */
export const OVERSPEED_MIN_SECONDS_RANGE = Object.freeze({ min: 0, max: 600 } as const);
