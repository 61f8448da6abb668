import { encodeTeltonikaCommand } from '../teltonika/encode';
import { commandError, type CommandResult, type RemoteCommand } from './types';
import { normalizeCommand, type NormalizedCommand } from './validate';

/**
 * Teltonika's SMS/GPRS command texts (FMB series) carried in a Codec 12 frame. Only keys with a
 * model-independent command are mapped: settings such as the report interval are `setparam <id>`
 * with parameter ids that differ between models and configurations, so they are refused rather
 * than guessed (CUSTOM sends any text, e.g. `setparam 10050:60`).
 */
function text(command: NormalizedCommand): string | undefined {
  switch (command.key) {
    case 'ENGINE_STOP':
      return 'setdigout 1';
    case 'ENGINE_RESUME':
      return 'setdigout 0';
    case 'LOCATE':
    case 'GPS':
      return 'getgps';
    case 'VBAT':
      return 'getio';
    case 'CUSTOM':
      return command.text;
    default:
      return undefined;
  }
}

/** The command text for a key, or an 'unsupported_command' error. */
export function teltonikaCommandText(command: RemoteCommand): CommandResult<{ text: string }> {
  const normalized = normalizeCommand(command);
  if (!normalized.ok) return commandError('invalid_value', 'teltonika', normalized.key, normalized.message);
  const mapped = text(normalized.command);
  if (mapped === undefined) {
    return commandError(
      'unsupported_command',
      'teltonika',
      command.key,
      `Teltonika has no command for ${command.key}`,
    );
  }
  return { ok: true, text: mapped };
}

/** The Codec 12 frame for a key; the device answers with a Codec 12 response (a command_reply). */
export function encodeTeltonikaRemoteCommand(
  command: RemoteCommand,
): CommandResult<{ text: string; frame: Buffer }> {
  const mapped = teltonikaCommandText(command);
  if (!mapped.ok) return mapped;
  const encoded = encodeTeltonikaCommand(mapped.text);
  if (!encoded.ok) return commandError('invalid_value', 'teltonika', command.key, encoded.error.message);
  return { ok: true, text: mapped.text, frame: encoded.frame };
}
