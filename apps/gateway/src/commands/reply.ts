import type { CommandReplyMessage } from '@gps/protocols';
import type { CommandReply } from '../ingest-port';
import {
  gt06Reference,
  h02Reference,
  jt808Reference,
  TELTONIKA_IN_FLIGHT,
  type CommandLedger,
} from './command-ledger';

/** The ingest's view of a decoded reply, with the command it answers when this gateway sent it. */
export function commandReplyOf(message: CommandReplyMessage, ledger: CommandLedger): CommandReply {
  const reply: CommandReply = { protocol: message.protocol, text: message.text };
  // A JT808 reply serial is this connection's 16-bit counter, not the platform's request number.
  if (message.serverFlag !== undefined && message.protocol !== 'jt808') {
    reply.requestNumber = message.serverFlag;
  }
  if (message.command !== undefined) reply.command = message.command;
  if (message.commandTime !== undefined) reply.commandTime = message.commandTime;
  if (message.position !== undefined) reply.position = message.position;
  const commandId =
    message.protocol === 'teltonika' ? ledger.take(TELTONIKA_IN_FLIGHT) : matchOf(message, ledger);
  if (commandId !== undefined) reply.commandId = commandId;
  return reply;
}

/** The command the reply echoes (GT06 server flag, JT808 reply serial, H02 time), as the ledger remembered it. */
function matchOf(message: CommandReplyMessage, ledger: CommandLedger): string | undefined {
  if (message.serverFlag !== undefined) {
    return ledger.match(
      message.protocol === 'jt808' ? jt808Reference(message.serverFlag) : gt06Reference(message.serverFlag),
    );
  }
  return message.commandTime ? ledger.match(h02Reference(message.commandTime)) : undefined;
}
