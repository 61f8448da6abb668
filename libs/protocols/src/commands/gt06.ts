import { encodeGt06ServerCommand, type Gt06CommandFrameOptions } from '../gt06/encode';
import { commandError, type CommandResult, type RemoteCommand } from './types';
import { normalizeCommand, type NormalizedCommand } from './validate';

const flag = (on: boolean): string => (on ? '1' : '0');

/**
 * Settings use the `KEY,value#` syntax of the trackers these key codes come from (G900L family,
 * which also speaks GT06); relay and locate use the Concox texts from the reference vectors.
 */
function text(command: NormalizedCommand): string {
  switch (command.key) {
    case 'PSW':
    case 'PHONE':
    case 'USER':
      return `${command.key},${command.value}#`;
    case 'FREQ':
      return `FREQ,${command.seconds}#`;
    case 'VIB':
    case 'LBVON':
    case 'POF':
    case 'SLEEP':
      return `${command.key},${flag(command.on)}#`;
    case 'VIBL':
      return `VIBL,${command.level}#`;
    case 'GPS':
    case 'VBAT':
      return `${command.key}#`;
    case 'ENGINE_STOP':
      return 'RELAY,1#';
    case 'ENGINE_RESUME':
      return 'RELAY,0#';
    case 'LOCATE':
      return 'WHERE#';
    case 'CUSTOM':
      return command.text;
  }
}

/** The ASCII text a GT06 device receives inside a 0x80 frame, e.g. `RELAY,1#`. */
export function gt06CommandText(command: RemoteCommand): CommandResult<{ text: string }> {
  const normalized = normalizeCommand(command);
  if (!normalized.ok) return commandError('invalid_value', 'gt06', normalized.key, normalized.message);
  return { ok: true, text: text(normalized.command) };
}

/** The complete 0x80 frame for a command; the server flag is the request id the reply echoes. */
export function encodeGt06RemoteCommand(
  command: RemoteCommand,
  options: Gt06CommandFrameOptions,
): CommandResult<{ text: string; frame: Buffer }> {
  const mapped = gt06CommandText(command);
  if (!mapped.ok) return mapped;
  const encoded = encodeGt06ServerCommand(mapped.text, options);
  if (!encoded.ok) {
    const code = encoded.error.code === 'too_large' ? 'invalid_value' : 'invalid_target';
    return commandError(code, 'gt06', command.key, encoded.error.message);
  }
  return { ok: true, text: mapped.text, frame: encoded.frame };
}
