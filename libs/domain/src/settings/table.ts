import {
  OVERSPEED_MIN_SECONDS_RANGE,
  REFRESH_SECONDS_RANGE,
  SPEED_LIMIT_KMH_RANGE,
  SystemSetting,
  type SystemSettingId,
} from '@gps/codes';
import { DEFAULT_TELEMETRY_CONFIG } from '../telemetry/config';

/** The platform overspeed limit's value that switches it off. */
export const SPEED_LIMIT_OFF = 0;

/** The platform overspeed limit out of the box, km/h (Taiwan's highest posted limit). */
export const PLATFORM_SPEED_LIMIT_KMH = 110;

/** The setting ids are a code set of @gps/codes, re-exported for the domain's readers. */
export type { SystemSettingId };

export interface SystemSettingDefinition {
  id: SystemSettingId;
  /** Values are strings on the wire (`{id, value}`), so defaults are too. */
  defaultValue: string;
  kind: 'flag' | 'integer';
  /** Human-readable rule, listed by the API next to the value. */
  rule: string;
  description: string;
  /** The canonical string for an acceptable value, or null if it is not acceptable. */
  normalize(value: unknown): string | null;
}

function flag(value: unknown): string | null {
  if (value === '0' || value === 0 || value === false) return '0';
  if (value === '1' || value === 1 || value === true) return '1';
  return null;
}

/** Leading zeros and number-vs-string are normalised away, so "015" equals 15 equals "15". */
function integerBetween(min: number, max: number) {
  return (value: unknown): string | null => {
    let n: number;
    if (typeof value === 'number') n = value;
    else if (typeof value === 'string' && /^[0-9]{1,16}$/.test(value.trim())) n = Number(value.trim());
    else return null;
    return Number.isSafeInteger(n) && n >= min && n <= max ? String(n) : null;
  };
}

function flagSetting(
  id: SystemSettingId,
  defaultValue: '0' | '1',
  description: string,
): SystemSettingDefinition {
  return { id, defaultValue, kind: 'flag', rule: '0 or 1', description, normalize: flag };
}

function quotaSetting(
  id: SystemSettingId,
  defaultValue: number,
  description: string,
): SystemSettingDefinition {
  return {
    id,
    defaultValue: String(defaultValue),
    kind: 'integer',
    rule: 'integer >= 0',
    description,
    normalize: integerBetween(0, Number.MAX_SAFE_INTEGER),
  };
}

/** Every system setting the platform knows, with its default and its rule. */
export const SYSTEM_SETTINGS: readonly SystemSettingDefinition[] = Object.freeze([
  {
    id: SystemSetting.REFRESH_FREQUENCY,
    defaultValue: '15',
    kind: 'integer',
    rule: `integer seconds from ${REFRESH_SECONDS_RANGE.min} to ${REFRESH_SECONDS_RANGE.max}`,
    description: 'how often clients refresh device data, in seconds',
    normalize: integerBetween(REFRESH_SECONDS_RANGE.min, REFRESH_SECONDS_RANGE.max),
  },
  flagSetting(SystemSetting.SHOW_OVERSPEED, '1', 'show the overspeed statistics'),
  flagSetting(SystemSetting.SHOW_OFFLINE, '1', 'show the offline statistics'),
  flagSetting(SystemSetting.SHOW_COUPON, '0', 'show the coupon screens'),
  flagSetting(SystemSetting.SHOW_ADDRESS_TO_GPS, '1', 'offer address-to-GPS conversion for markers'),
  quotaSetting(SystemSetting.ADDRESS_QUOTA_DAILY, 100_000, 'address conversions per day'),
  quotaSetting(SystemSetting.ADDRESS_QUOTA_MONTHLY, 3_000_000, 'address conversions per month'),
  quotaSetting(SystemSetting.VIP_ADDRESS_QUOTA_DAILY, 100_000, 'address conversions per day for VIP devices'),
  quotaSetting(
    SystemSetting.VIP_ADDRESS_QUOTA_MONTHLY,
    3_000_000,
    'address conversions per month for VIP devices',
  ),
  {
    id: SystemSetting.OVERSPEED_LIMIT_KMH,
    // The highest posted limit in Taiwan (national freeways): nothing legal is warned about until a
    // fleet or device sets its own. See docs/decisions/overspeed-limit.md.
    defaultValue: String(PLATFORM_SPEED_LIMIT_KMH),
    kind: 'integer',
    rule: `0 (off) or integer km/h from ${SPEED_LIMIT_KMH_RANGE.min} to ${SPEED_LIMIT_KMH_RANGE.max}`,
    description: 'the overspeed limit of devices whose device and fleet set none, in km/h (0: off)',
    // Off (0) sits right below the range's 1 km/h, so one interval holds both.
    normalize: integerBetween(SPEED_LIMIT_OFF, SPEED_LIMIT_KMH_RANGE.max),
  },
  {
    id: SystemSetting.OVERSPEED_MIN_SECONDS,
    defaultValue: String(DEFAULT_TELEMETRY_CONFIG.overspeedMinSeconds),
    kind: 'integer',
    rule: `integer seconds from ${OVERSPEED_MIN_SECONDS_RANGE.min} to ${OVERSPEED_MIN_SECONDS_RANGE.max}`,
    description: 'how long a vehicle stays above its limit before an overspeed warning, in seconds',
    normalize: integerBetween(OVERSPEED_MIN_SECONDS_RANGE.min, OVERSPEED_MIN_SECONDS_RANGE.max),
  },
]);

export const SYSTEM_SETTING_IDS: readonly SystemSettingId[] = SYSTEM_SETTINGS.map((s) => s.id);

export function findSystemSetting(id: string): SystemSettingDefinition | undefined {
  return SYSTEM_SETTINGS.find((s) => s.id === id);
}

export function defaultSystemSettings(): Record<SystemSettingId, string> {
  return Object.fromEntries(SYSTEM_SETTINGS.map((s) => [s.id, s.defaultValue])) as Record<
    SystemSettingId,
    string
  >;
}
