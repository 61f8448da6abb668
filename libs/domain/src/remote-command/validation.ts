import { COMMAND_FAILURES, type CommandFailure } from '@gps/codes';
import { identifier } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { charLength, requiredText } from '../validation/text';
import { replaceUnsafeCharacters } from '../validation/text-characters';
import { integerInRange, oneOf } from '../validation/numbers';
import {
  FREQ_SECONDS,
  REMOTE_COMMAND_KEYS,
  REMOTE_COMMAND_LIMITS,
  REQUESTER_KINDS,
  VIBL_RANGE,
  type RemoteCommandKey,
  type RemoteCommandValue,
  type Requester,
} from './keys';

export function remoteCommandKey(value: unknown): RemoteCommandKey {
  return oneOf('key', value, REMOTE_COMMAND_KEYS);
}

/** Validates the value for `key` and returns it in its recorded form (see RemoteCommandValue). */
export function remoteCommandValue(key: RemoteCommandKey, value: unknown): RemoteCommandValue {
  switch (key) {
    case 'PSW':
      if (typeof value !== 'string' || !REMOTE_COMMAND_LIMITS.password.test(value)) {
        invalid('value', 'PSW must be 1..16 letters or digits');
      }
      return value;
    case 'PHONE':
    case 'USER':
      if (typeof value !== 'string' || !REMOTE_COMMAND_LIMITS.phone.test(value)) {
        invalid('value', `${key} must be a phone number: optional +, then 3..20 digits`);
      }
      return value;
    case 'FREQ': {
      const seconds = value === 'normal' || value === 'fast' ? FREQ_SECONDS[value] : value;
      if (seconds !== 15 && seconds !== 30) {
        invalid('value', 'FREQ must be "normal" (30 s), "fast" (15 s), 30 or 15');
      }
      return seconds;
    }
    case 'VIBL':
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < VIBL_RANGE.min ||
        value > VIBL_RANGE.max
      ) {
        invalid('value', `VIBL must be an integer ${VIBL_RANGE.min}..${VIBL_RANGE.max}`);
      }
      return value;
    case 'VIB':
    case 'LBVON':
    case 'POF':
    case 'SLEEP':
      if (value === true || value === 1) return 1;
      if (value === false || value === 0) return 0;
      return invalid('value', `${key} must be on or off (1/0 or true/false)`);
    case 'GPS':
    case 'VBAT':
      if (value !== undefined && value !== null) invalid('value', `${key} takes no value`);
      return null;
  }
}

export function requestNumber(value: unknown): number {
  return integerInRange('requestNumber', value, 0, REMOTE_COMMAND_LIMITS.requestNumberMax);
}

export function requester(value: unknown): Requester {
  const r = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { kind: oneOf('requestedBy.kind', r.kind, REQUESTER_KINDS), id: identifier('requestedBy.id', r.id) };
}

/**
 * Device text (command written, reply read) is kept as the device wrote it, untrimmed and with its
 * line breaks, under a length cap. Only what no stored text may hold (other controls, lone
 * surrogates, direction overrides, ...) is replaced by U+FFFD: a device cannot be asked to send its
 * reply again, so it is recorded rather than refused.
 */
export function deviceText(field: string, value: unknown, max: number, allowEmpty: boolean): string {
  if (typeof value !== 'string') invalid(field, `${field} must be text`);
  const text = replaceUnsafeCharacters(value, { multiLine: true });
  if (!allowEmpty && text.length === 0) invalid(field, `${field} must not be empty`);
  if (charLength(text) > max) invalid(field, `${field} must be at most ${max} characters`);
  return text;
}

export function failureCode(value: unknown): CommandFailure {
  return oneOf('failure', value, COMMAND_FAILURES);
}

export function failureReason(value: unknown): string {
  return requiredText('reason', value, REMOTE_COMMAND_LIMITS.failureReasonMax);
}
