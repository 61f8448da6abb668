import {
  OVERSPEED_MIN_SECONDS_RANGE,
  REFRESH_SECONDS_RANGE,
  SPEED_LIMIT_KMH_RANGE,
  SystemSetting,
} from '@gps/codes';

/** How the settings page shows each known system setting (unknown ids get a plain text field). */
export type SettingKind = 'flag' | 'seconds' | 'integer';

export interface SettingField {
  id: string;
  kind: SettingKind;
  min?: number;
  max?: number;
}

export interface SettingGroup {
  key: string;
  titleKey: string;
  fields: SettingField[];
}

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    key: 'monitoring',
    titleKey: 'settings.groups.monitoring',
    fields: [
      { id: SystemSetting.REFRESH_FREQUENCY, kind: 'seconds', ...REFRESH_SECONDS_RANGE },
      { id: SystemSetting.SHOW_OVERSPEED, kind: 'flag' },
      { id: SystemSetting.SHOW_OFFLINE, kind: 'flag' },
      // 0 switches the platform limit off, right below the range's 1 km/h.
      { id: SystemSetting.OVERSPEED_LIMIT_KMH, kind: 'integer', min: 0, max: SPEED_LIMIT_KMH_RANGE.max },
      { id: SystemSetting.OVERSPEED_MIN_SECONDS, kind: 'seconds', ...OVERSPEED_MIN_SECONDS_RANGE },
    ],
  },
  {
    key: 'features',
    titleKey: 'settings.groups.features',
    fields: [
      { id: SystemSetting.SHOW_COUPON, kind: 'flag' },
      { id: SystemSetting.SHOW_ADDRESS_TO_GPS, kind: 'flag' },
    ],
  },
  {
    key: 'quotas',
    titleKey: 'settings.groups.quotas',
    fields: [
      { id: SystemSetting.ADDRESS_QUOTA_DAILY, kind: 'integer', min: 0 },
      { id: SystemSetting.ADDRESS_QUOTA_MONTHLY, kind: 'integer', min: 0 },
      { id: SystemSetting.VIP_ADDRESS_QUOTA_DAILY, kind: 'integer', min: 0 },
      { id: SystemSetting.VIP_ADDRESS_QUOTA_MONTHLY, kind: 'integer', min: 0 },
    ],
  },
];

export const KNOWN_SETTING_IDS: ReadonlySet<string> = new Set(
  SETTING_GROUPS.flatMap((g) => g.fields.map((f) => f.id)),
);
