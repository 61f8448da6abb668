import type { CommandReplyMessage } from '@gps/protocols';
import type { CommandReply } from '../ingest-port';
import { gt06Reference, h02Reference, TELTONIKA_IN_FLIGHT, type CommandLedger } from './command-ledger';

/** The ingest's view of a decoded reply, with the command it answers when this gateway sent it. */
export function commandReplyOf(message: CommandReplyMessage, ledger: CommandLedger): CommandReply {
  const reply: CommandReply = { protocol: message.protocol, text: message.text };
  if (message.serverFlag !== undefined) reply.requestNumber = message.serverFlag;
  if (message.command !== undefined) reply.command = message.command;
  if (message.commandTime !== undefined) reply.commandTime = message.commandTime;
  if (message.position !== undefined) reply.position = message.position;
  const commandId =
    message.serverFlag !== undefined
      ? ledger.match(gt06Reference(message.serverFlag))
      : message.commandTime
        ? ledger.match(h02Reference(message.commandTime))
        : message.protocol === 'teltonika'
          ? ledger.take(TELTONIKA_IN_FLIGHT)
          : undefined;
  if (commandId !== undefined) reply.commandId = commandId;
  return reply;
}
