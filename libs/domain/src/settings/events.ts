import type { DomainEvent } from '../decider';
import type { SystemSettingId } from './table';

export type SystemSettingChanged = DomainEvent<
  'SystemSettingChanged',
  { id: SystemSettingId; value: string; at: number }
>;

export type SystemSettingsEvent = SystemSettingChanged;

export const SYSTEM_SETTINGS_EVENT_TYPES = [
  'SystemSettingChanged',
] as const satisfies readonly SystemSettingsEvent['type'][];
