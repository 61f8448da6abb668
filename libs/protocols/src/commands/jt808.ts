import { Jt808Id } from '../jt808/constants';
import { encodeJt808Frame, type Jt808Target } from '../jt808/encode';
import { commandError, type CommandResult, type RemoteCommand } from './types';
import { normalizeCommand, type NormalizedCommand } from './validate';

/** 0x8103 parameter 0x0029: default time reporting interval in seconds (JT/T 808-2013 table 12). */
const PARAM_REPORT_INTERVAL = 0x0029;
const DWORD_BYTES = 4;
/** 0x8300 text flag: bit 0 "emergency", the one every edition shows at once. */
const TEXT_FLAG_EMERGENCY = 0x01;
/** 2019 adds a text type byte after the flag: 1 = notice. */
const TEXT_TYPE_NOTICE = 0x01;

export interface Jt808Command {
  messageId: number;
  body: Buffer;
}

/**
 * Only what the standard defines: the report interval (0x8103, parameter 0x0029), a position
 * query (0x8201) and free text (0x8300). The relay has no standard message (vendors use 0x8500
 * or 0x8105 words of their own), so it and the other settings are refused rather than guessed.
 */
function message(command: NormalizedCommand, edition: 2013 | 2019): Jt808Command | undefined {
  switch (command.key) {
    case 'FREQ': {
      const body = Buffer.alloc(1 + DWORD_BYTES + 1 + DWORD_BYTES);
      body[0] = 1; // parameter count
      body.writeUInt32BE(PARAM_REPORT_INTERVAL, 1);
      body[1 + DWORD_BYTES] = DWORD_BYTES;
      body.writeUInt32BE(command.seconds, 2 + DWORD_BYTES);
      return { messageId: Jt808Id.SET_PARAMETERS, body };
    }
    case 'LOCATE':
      return { messageId: Jt808Id.LOCATION_QUERY, body: Buffer.alloc(0) };
    case 'CUSTOM': {
      const head = edition === 2019 ? [TEXT_FLAG_EMERGENCY, TEXT_TYPE_NOTICE] : [TEXT_FLAG_EMERGENCY];
      // Printable ASCII is the same bytes in GBK, the standard's text encoding.
      return {
        messageId: Jt808Id.TEXT_MESSAGE,
        body: Buffer.concat([Buffer.from(head), Buffer.from(command.text, 'latin1')]),
      };
    }
    default:
      return undefined;
  }
}

/** The message id and body for a key, or an 'unsupported_command' error. */
export function jt808CommandMessage(
  command: RemoteCommand,
  edition: 2013 | 2019 = 2013,
): CommandResult<{ message: Jt808Command }> {
  const normalized = normalizeCommand(command);
  if (!normalized.ok) return commandError('invalid_value', 'jt808', normalized.key, normalized.message);
  const mapped = message(normalized.command, edition);
  if (!mapped) {
    return commandError(
      'unsupported_command',
      'jt808',
      command.key,
      `JT808 has no command for ${command.key}`,
    );
  }
  return { ok: true, message: mapped };
}

/**
 * The complete frame; target.serial is the request id: the terminal's 0x0001 answer (or 0x0201
 * for LOCATE) echoes it as the reply serial.
 */
export function encodeJt808RemoteCommand(
  command: RemoteCommand,
  target: Jt808Target,
): CommandResult<{ messageId: number; frame: Buffer }> {
  const mapped = jt808CommandMessage(command, target.edition ?? 2013);
  if (!mapped.ok) return mapped;
  const encoded = encodeJt808Frame(mapped.message.messageId, mapped.message.body, target);
  if (!encoded.ok) {
    const code = encoded.error.code === 'too_large' ? 'invalid_value' : 'invalid_target';
    return commandError(code, 'jt808', command.key, encoded.error.message);
  }
  return { ok: true, messageId: mapped.message.messageId, frame: encoded.frame };
}
