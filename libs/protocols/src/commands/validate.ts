import {
  DEVICE_PASSWORD_PATTERN,
  FREQ_SECONDS,
  PHONE_NUMBER_PATTERN,
  VIBL_RANGE,
  type FreqSeconds,
} from '@gps/codes';
import { COMMAND_KEYS, type CommandKey, type RemoteCommand } from './types';

/**
 * Checks a command whose shape may come straight from an untyped request, and reduces it to the
 * value the encoders print. Both protocols share it so a value valid for one is valid for the other.
 */
export type NormalizedCommand =
  | { key: 'PSW' | 'PHONE' | 'USER'; value: string }
  | { key: 'FREQ'; seconds: FreqSeconds }
  | { key: 'VIB' | 'LBVON' | 'POF' | 'SLEEP'; on: boolean }
  | { key: 'VIBL'; level: number }
  | { key: 'GPS' | 'VBAT' | 'ENGINE_STOP' | 'ENGINE_RESUME' | 'LOCATE' }
  | { key: 'CUSTOM'; text: string };

export type Normalized =
  { ok: true; command: NormalizedCommand } | { ok: false; key: string; message: string };

const CUSTOM_TEXT = /^[\x20-\x7e]{1,200}$/;

export function normalizeCommand(input: RemoteCommand): Normalized {
  const raw = input as unknown as Record<string, unknown> | null;
  const key = typeof raw?.key === 'string' ? raw.key : '';
  if (!raw || !(COMMAND_KEYS as readonly string[]).includes(key)) {
    return { ok: false, key, message: `unknown command key "${key}"` };
  }
  const bad = (message: string): Normalized => ({ ok: false, key, message });
  const value = raw.value;
  switch (key as CommandKey) {
    case 'PSW':
      return typeof value === 'string' && DEVICE_PASSWORD_PATTERN.test(value)
        ? { ok: true, command: { key: 'PSW', value } }
        : bad('PSW must be 1..16 letters or digits');
    case 'PHONE':
    case 'USER':
      return typeof value === 'string' && PHONE_NUMBER_PATTERN.test(value)
        ? { ok: true, command: { key: key as 'PHONE' | 'USER', value } }
        : bad(`${key} must be a phone number: optional +, then 3..20 digits`);
    case 'FREQ': {
      const seconds = value === 'normal' || value === 'fast' ? FREQ_SECONDS[value] : value;
      return seconds === FREQ_SECONDS.fast || seconds === FREQ_SECONDS.normal
        ? { ok: true, command: { key: 'FREQ', seconds } }
        : bad('FREQ must be "normal" (30 s), "fast" (15 s), 30 or 15');
    }
    case 'VIB':
    case 'LBVON':
    case 'POF':
    case 'SLEEP': {
      const on = value === true || value === 1 ? true : value === false || value === 0 ? false : undefined;
      return on === undefined
        ? bad(`${key} must be on or off (true/false or 1/0)`)
        : { ok: true, command: { key: key as 'VIB' | 'LBVON' | 'POF' | 'SLEEP', on } };
    }
    case 'VIBL':
      return typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= VIBL_RANGE.min &&
        value <= VIBL_RANGE.max
        ? { ok: true, command: { key: 'VIBL', level: value } }
        : bad(`VIBL must be an integer ${VIBL_RANGE.min}..${VIBL_RANGE.max}`);
    case 'CUSTOM': {
      const text = raw.text;
      return typeof text === 'string' && CUSTOM_TEXT.test(text)
        ? { ok: true, command: { key: 'CUSTOM', text } }
        : bad('CUSTOM text must be 1..200 printable ASCII characters');
    }
    case 'GPS':
    case 'VBAT':
    case 'ENGINE_STOP':
    case 'ENGINE_RESUME':
    case 'LOCATE':
      return {
        ok: true,
        command: { key: key as 'GPS' | 'VBAT' | 'ENGINE_STOP' | 'ENGINE_RESUME' | 'LOCATE' },
      };
  }
}
