import { REMOTE_COMMAND_KEYS, type FreqChoice, type FreqSeconds } from '@gps/codes';

/**
 * Remote commands by our own key codes (spec: PSW, PHONE, USER, FREQ, VIB, VIBL, LBVON, POF, GPS,
 * VBAT, SLEEP) plus the relay, locate and free-text commands the remote-control tab needs.
 */

/** 1/0 are accepted beside booleans because the legacy /api sends switches as numbers. */
export type OnOff = boolean | 0 | 1;

/** The report interval by name or in seconds (@gps/codes' FREQ_SECONDS). */
export type FrequencySetting = FreqChoice | FreqSeconds;

export type RemoteCommand =
  /** Set the device password. */
  | { key: 'PSW'; value: string }
  /** Set the device's own SIM number. */
  | { key: 'PHONE'; value: string }
  /** Set the owner's (authorised) phone number. */
  | { key: 'USER'; value: string }
  /** GPS report interval. */
  | { key: 'FREQ'; value: FrequencySetting }
  /** Vibration alarm on/off. */
  | { key: 'VIB'; value: OnOff }
  /** Vibration sensitivity 0..15. */
  | { key: 'VIBL'; value: number }
  /** Low-battery-voltage alarm on/off. */
  | { key: 'LBVON'; value: OnOff }
  /** Power-cut and low-battery alarm on/off. */
  | { key: 'POF'; value: OnOff }
  /** Power-saving sleep on/off. */
  | { key: 'SLEEP'; value: OnOff }
  /** Query satellites in view and their signal. */
  | { key: 'GPS' }
  /** Query battery and charger voltage. */
  | { key: 'VBAT' }
  /** Cut fuel/power through the relay. */
  | { key: 'ENGINE_STOP' }
  /** Restore fuel/power. */
  | { key: 'ENGINE_RESUME' }
  /** Ask for the current position. */
  | { key: 'LOCATE' }
  /** Operator-typed text, sent as is (GT06) or as `<CMD>,<params>` (H02). */
  | { key: 'CUSTOM'; text: string };

export type CommandKey = RemoteCommand['key'];

/** The spec's remote keys (@gps/codes) and the relay, locate and free-text commands beside them. */
export const COMMAND_KEYS: readonly CommandKey[] = [
  ...REMOTE_COMMAND_KEYS,
  'ENGINE_STOP',
  'ENGINE_RESUME',
  'LOCATE',
  'CUSTOM',
];

export type CommandProtocol = 'gt06' | 'h02' | 'teltonika' | 'jt808';

export type CommandErrorCode =
  /** The protocol has no command for this key. */
  | 'unsupported_command'
  /** The key is unknown or its value is out of range / malformed. */
  | 'invalid_value'
  /** Frame parameters (device id, serial, server flag, time) are unusable. */
  | 'invalid_target';

export interface CommandError {
  code: CommandErrorCode;
  protocol: CommandProtocol;
  key: string;
  message: string;
}

export type CommandResult<T> = ({ ok: true } & T) | { ok: false; error: CommandError };

export function commandError(
  code: CommandErrorCode,
  protocol: CommandProtocol,
  key: string,
  message: string,
): { ok: false; error: CommandError } {
  return { ok: false, error: { code, protocol, key, message } };
}
