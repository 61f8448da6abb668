import { encodeH02CommandFrame, type H02CommandFrameOptions } from '../h02/encode';
import { commandError, type CommandResult, type RemoteCommand } from './types';
import { normalizeCommand, type NormalizedCommand } from './validate';

export interface H02CommandParts {
  /** Command code, e.g. S20. */
  code: string;
  /** Parameters after the HHMMSS field. */
  params: string[];
}

/**
 * H02 has commands only for the relay (S20), reporting interval (S71,22,<s>) and arming (SCF).
 * VIB maps to arming because arming is what turns the vibration alarm on for these devices;
 * the other settings have no H02 command and are refused rather than guessed.
 */
function parts(command: NormalizedCommand): H02CommandParts | undefined {
  switch (command.key) {
    case 'ENGINE_STOP':
      return { code: 'S20', params: ['1', '1'] };
    case 'ENGINE_RESUME':
      return { code: 'S20', params: ['1', '0'] };
    case 'FREQ':
      return { code: 'S71', params: ['22', String(command.seconds)] };
    case 'VIB':
      return command.on ? { code: 'SCF', params: ['0', '0'] } : { code: 'SCF', params: ['1', '1'] };
    case 'CUSTOM': {
      const [code, ...params] = command.text.replace(/#$/, '').split(',');
      return { code: code.trim().toUpperCase(), params };
    }
    default:
      return undefined;
  }
}

/** Command code and parameters for a key, or an 'unsupported_command' error. */
export function h02CommandParts(command: RemoteCommand): CommandResult<{ parts: H02CommandParts }> {
  const normalized = normalizeCommand(command);
  if (!normalized.ok) return commandError('invalid_value', 'h02', normalized.key, normalized.message);
  const mapped = parts(normalized.command);
  if (!mapped) {
    return commandError('unsupported_command', 'h02', command.key, `H02 has no command for ${command.key}`);
  }
  return { ok: true, parts: mapped };
}

export interface H02RemoteCommandOptions extends H02CommandFrameOptions {
  /** The id the device reports in its sentences (10-digit serial or IMEI). */
  deviceId: string;
}

/** The full sentence `*HQ,<id>,<CMD>,<HHMMSS>,<params>#`; HHMMSS comes back in the V4 reply. */
export function h02CommandText(
  command: RemoteCommand,
  options: H02RemoteCommandOptions,
): CommandResult<{ text: string; frame: Buffer }> {
  const mapped = h02CommandParts(command);
  if (!mapped.ok) return mapped;
  if (typeof options.deviceId !== 'string' || !/^\d{1,20}$/.test(options.deviceId)) {
    return commandError('invalid_target', 'h02', command.key, 'H02 device id must be 1..20 digits');
  }
  if (!(options.time instanceof Date) || Number.isNaN(options.time.getTime())) {
    return commandError('invalid_target', 'h02', command.key, 'command time is not a valid date');
  }
  const { code, params } = mapped.parts;
  const encoded = encodeH02CommandFrame(options.deviceId, code, params, options);
  // Target fields were checked above, so what remains is operator text that H02 cannot carry.
  if (!encoded.ok) return commandError('invalid_value', 'h02', command.key, encoded.error.message);
  return { ok: true, text: encoded.text, frame: encoded.frame };
}

/** Alias with the GT06 naming, for callers that treat both protocols alike. */
export const encodeH02RemoteCommand = h02CommandText;
