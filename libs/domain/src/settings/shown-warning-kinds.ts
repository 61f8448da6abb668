import { SystemSetting, type SystemSettingId, type WarningKind } from '@gps/codes';
import { findSystemSetting } from './table';

/** The warning kinds a platform setting can hide, each with the flag that shows it. */
const SWITCHED_KINDS: readonly { kind: WarningKind; setting: SystemSettingId }[] = [
  { kind: 'overspeed', setting: SystemSetting.SHOW_OVERSPEED },
  { kind: 'offline', setting: SystemSetting.SHOW_OFFLINE },
];

/**
 * The warning kinds the platform's settings hide (`showOverspeed`, `showOffline` at "0"): lists
 * leave them out and live pushes skip them. `stored` answers a setting's stored value, undefined
 * for one never changed (its default then applies).
 */
export function hiddenWarningKinds(stored: (id: SystemSettingId) => string | undefined): WarningKind[] {
  return SWITCHED_KINDS.filter(({ setting }) => {
    const value = stored(setting) ?? findSystemSetting(setting)?.defaultValue;
    return value !== '1';
  }).map(({ kind }) => kind);
}
