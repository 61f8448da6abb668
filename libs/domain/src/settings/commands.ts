export interface SettingValue {
  id: string;
  /** Strings on the wire; numbers and booleans are accepted and normalised. */
  value: string | number | boolean;
}

export interface ChangeSystemSetting extends SettingValue {
  type: 'ChangeSystemSetting';
  at: number;
}

/** A settings form saved at once: all values are checked before any is changed. */
export interface ChangeSystemSettings {
  type: 'ChangeSystemSettings';
  settings: readonly SettingValue[];
  at: number;
}

export type SystemSettingsCommand = ChangeSystemSetting | ChangeSystemSettings;
