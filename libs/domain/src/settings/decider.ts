import type { Decider } from '../decider';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { everyCheck } from '../validation/every-field';
import { invalid } from '../validation/invalid';
import { timestamp } from '../validation/numbers';
import type { SettingValue, SystemSettingsCommand } from './commands';
import type { SystemSettingChanged, SystemSettingsEvent } from './events';
import { defaultSystemSettings, findSystemSetting, type SystemSettingId } from './table';

/** The singleton settings aggregate starts with the defaults, so it never needs creating. */
export interface SystemSettingsState {
  values: Record<SystemSettingId, string>;
}

function normalized(setting: SettingValue): { id: SystemSettingId; value: string } {
  if (typeof setting !== 'object' || setting === null)
    invalid('settings', 'each setting must be {id, value}');
  const definition = findSystemSetting(setting.id);
  if (definition === undefined) invalid('id', `id must name a known system setting, not ${setting.id}`);
  const value = definition.normalize(setting.value);
  if (value === null) invalid(definition.id, `${definition.id} must be ${definition.rule}`);
  return { id: definition.id, value };
}

function change(
  settings: readonly SettingValue[],
  at: number,
  state: SystemSettingsState,
): SystemSettingsEvent[] {
  // Validate everything first: a form with one bad value changes nothing, and hears of every bad one.
  const wanted = everyCheck(settings.map((setting) => () => normalized(setting)));
  const values = { ...state.values };
  const events: SystemSettingsEvent[] = [];
  for (const { id, value } of wanted) {
    if (values[id] === value) continue;
    values[id] = value;
    events.push(event<SystemSettingChanged>('SystemSettingChanged', { id, value, at }));
  }
  return events;
}

function decide(command: SystemSettingsCommand, state: SystemSettingsState): SystemSettingsEvent[] {
  switch (command.type) {
    case 'ChangeSystemSetting':
      return change([{ id: command.id, value: command.value }], timestamp('at', command.at), state);
    case 'ChangeSystemSettings':
      if (!Array.isArray(command.settings)) invalid('settings', 'settings must be a list of {id, value}');
      return change(command.settings, timestamp('at', command.at), state);
    default:
      return unknownCommand(command);
  }
}

/** System settings, stream `settings-system`. */
export const systemSettingsDecider: Decider<SystemSettingsCommand, SystemSettingsEvent, SystemSettingsState> =
  {
    initialState: { values: defaultSystemSettings() },
    evolve(state, e) {
      return e.type === 'SystemSettingChanged'
        ? { values: { ...state.values, [e.data.id]: e.data.value } }
        : state;
    },
    decide,
  };

/** Short alias of systemSettingsDecider. */
export const settingsDecider = systemSettingsDecider;
