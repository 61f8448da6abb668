import { SYSTEM_SETTINGS, type SystemSettingId } from '@gps/domain';
import { Collections } from '@gps/projections';
import type { ReadModels } from './read-models';

/** The system settings as they stand now: each setting's stored value, or its default. */
export async function settingsNow(read: Pick<ReadModels, 'find'>): Promise<(id: SystemSettingId) => string> {
  const stored = new Map((await read.find(Collections.settings, {})).rows.map((s) => [s.id, s.value]));
  const defaults = new Map(SYSTEM_SETTINGS.map((s) => [s.id, s.defaultValue]));
  return (id) => stored.get(id) ?? defaults.get(id) ?? '';
}
