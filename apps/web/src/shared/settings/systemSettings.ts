import { SystemSetting as SettingId, type FlagSettingId } from '@gps/codes';
import { DEFAULT_REFRESH_SECONDS } from '@gps/contracts/constants';

/** The system settings the web app reads (values are strings; flags are "1" on / "0" off). */
export type SettingFlag = FlagSettingId;

export interface SystemSettings {
  loaded: boolean;
  /** Device refresh interval in seconds (default 15; used as seconds x 1000 ms). */
  refreshSeconds: number;
  flags: Record<SettingFlag, boolean>;
  raw: ReadonlyMap<string, string>;
}

export function isOn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

export function parseSystemSettings(
  rows: readonly { id: string; value: string }[] | undefined,
): SystemSettings {
  const raw = new Map((rows ?? []).map((r) => [r.id, r.value] as const));
  const refresh = Number(raw.get(SettingId.REFRESH_FREQUENCY));
  return {
    loaded: rows !== undefined,
    refreshSeconds: Number.isFinite(refresh) && refresh > 0 ? refresh : DEFAULT_REFRESH_SECONDS,
    flags: {
      showOverspeed: isOn(raw.get(SettingId.SHOW_OVERSPEED)),
      showOffline: isOn(raw.get(SettingId.SHOW_OFFLINE)),
      showCoupon: isOn(raw.get(SettingId.SHOW_COUPON)),
      showAddressToGps: isOn(raw.get(SettingId.SHOW_ADDRESS_TO_GPS)),
    },
    raw,
  };
}
