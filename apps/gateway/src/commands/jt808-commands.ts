import { encodeJt808RemoteCommand, type RemoteCommand } from '@gps/protocols';
import type { PendingCommand } from '../ingest-port';
import type { Jt808Terminal } from '../tcp/jt808-terminal';
import { jt808Reference } from './command-ledger';
import type { CommandEncoder, CommandEncoding } from './command-encoder';

/**
 * 0x8103 / 0x8201 / 0x8300 frames as the codec maps the keys, each with the connection's next
 * platform serial, which the terminal's 0x0001 (or 0x0201) answer echoes as its reply serial.
 */
export class Jt808CommandEncoder implements CommandEncoder {
  constructor(private readonly terminal: Jt808Terminal) {}

  encode(pending: PendingCommand): CommandEncoding {
    const target = this.terminal.nextTarget();
    if (!target) {
      // Commands start only after a stored frame, so the terminal has always spoken by then.
      return {
        ok: false,
        error: {
          code: 'invalid_target',
          protocol: 'jt808',
          key: pending.command.key,
          message: 'the JT808 terminal has sent no frame on this connection yet',
        },
      };
    }
    const encoded = encodeJt808RemoteCommand(pending.command, target);
    if (!encoded.ok) return encoded;
    return {
      ok: true,
      command: {
        frame: encoded.frame,
        text: commandText(encoded.messageId, pending.command),
        reference: jt808Reference(target.serial),
      },
    };
  }
}

/** What the outbox shows: the message id, then the text (0x8300) or the key and its value. */
function commandText(messageId: number, command: RemoteCommand): string {
  const id = `0x${messageId.toString(16).padStart(4, '0')}`;
  if ('text' in command) return `${id} ${command.text}`;
  if ('value' in command) return `${id} ${command.key},${String(command.value)}`;
  return `${id} ${command.key}`;
}
