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
      { id: 'refreshFrequency', kind: 'seconds', min: 5, max: 3600 },
      { id: 'showOverspeed', kind: 'flag' },
      { id: 'showOffline', kind: 'flag' },
    ],
  },
  {
    key: 'features',
    titleKey: 'settings.groups.features',
    fields: [
      { id: 'showCoupon', kind: 'flag' },
      { id: 'showAddressToGps', kind: 'flag' },
    ],
  },
  {
    key: 'quotas',
    titleKey: 'settings.groups.quotas',
    fields: [
      { id: 'addressQuotaDaily', kind: 'integer', min: 0 },
      { id: 'addressQuotaMonthly', kind: 'integer', min: 0 },
      { id: 'vipAddressQuotaDaily', kind: 'integer', min: 0 },
      { id: 'vipAddressQuotaMonthly', kind: 'integer', min: 0 },
    ],
  },
];

export const KNOWN_SETTING_IDS: ReadonlySet<string> = new Set(
  SETTING_GROUPS.flatMap((g) => g.fields.map((f) => f.id)),
);
