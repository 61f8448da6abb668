import type { CommandReplyMessage } from '@gps/protocols';
import type { CommandReply } from '../ingest-port';
import { gt06Reference, h02Reference, type CommandLedger } from './command-ledger';

/** The ingest's view of a decoded reply, with the command it answers when this gateway sent it. */
export function commandReplyOf(message: CommandReplyMessage, ledger: CommandLedger): CommandReply {
  const reply: CommandReply = { protocol: message.protocol, text: message.text };
  if (message.serverFlag !== undefined) reply.requestNumber = message.serverFlag;
  if (message.command !== undefined) reply.command = message.command;
  if (message.commandTime !== undefined) reply.commandTime = message.commandTime;
  if (message.position !== undefined) reply.position = message.position;
  const reference =
    message.serverFlag !== undefined
      ? gt06Reference(message.serverFlag)
      : message.commandTime
        ? h02Reference(message.commandTime)
        : undefined;
  const commandId = reference === undefined ? undefined : ledger.match(reference);
  if (commandId !== undefined) reply.commandId = commandId;
  return reply;
}
