import { DEFAULT_REFRESH_SECONDS } from '@gps/contracts/constants';

/** System setting ids the web app reads (values are strings; flags are "1" on / "0" off). */
export const SettingId = {
  REFRESH_FREQUENCY: 'refreshFrequency',
  SHOW_OVERSPEED: 'showOverspeed',
  SHOW_OFFLINE: 'showOffline',
  SHOW_COUPON: 'showCoupon',
  SHOW_ADDRESS_TO_GPS: 'showAddressToGps',
} as const;

export type SettingFlag = 'showOverspeed' | 'showOffline' | 'showCoupon' | 'showAddressToGps';

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
