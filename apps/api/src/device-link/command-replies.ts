import { randomUUID } from 'node:crypto';
import { DomainError, remoteCommandDecider, streams } from '@gps/domain';
import type { CommandReply } from '@gps/gateway';
import { Collections, ownerTimeKeyRange } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { CommandHandler } from '../application/command-handler';
import type { Logger } from '../infrastructure/logger';

export type ReplyOutcome = 'recorded' | 'unmatched' | 'too_late';

/**
 * Records a device's answer on the command it answers. The gateway matches replies to what it sent
 * since it started; after a restart the read model still matches a GT06 reply by the server flag it
 * echoes, and an H02 confirmation by being the device's latest command awaiting a reply.
 */
export class CommandReplies {
  constructor(
    private readonly read: ReadStore,
    private readonly commands: CommandHandler,
    private readonly logger: Logger,
  ) {}

  async record(serial: string, reply: CommandReply, receivedAt: number): Promise<ReplyOutcome> {
    const commandId = reply.commandId ?? (await this.match(serial, reply));
    if (!commandId) {
      // A device also sends text nobody asked for (SMS-style notices); nothing to attach it to.
      this.logger.warn('device reply matches no command', { serial, text: reply.text.slice(0, 200) });
      return 'unmatched';
    }
    try {
      await this.commands.handle(
        remoteCommandDecider,
        streams.remoteCommand(commandId),
        { type: 'RecordDeviceReply', commandId, at: receivedAt, text: reply.text },
        { commandId: randomUUID(), actor: { kind: 'device', id: serial } },
      );
      return 'recorded';
    } catch (error) {
      // Expired or failed before the answer came: the device is still acknowledged (it did answer).
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.logger.warn('device reply came too late', { serial, commandId, reason: error.message });
        return 'too_late';
      }
      throw error;
    }
  }

  private async match(serial: string, reply: CommandReply): Promise<string | undefined> {
    if (reply.requestNumber !== undefined) {
      const found = await this.read.find(Collections.remoteCommands, {
        filters: [
          { field: 'deviceSerialNumber', op: 'eq', value: serial },
          { field: 'requestNumber', op: 'eq', value: reply.requestNumber },
        ],
        sort: [{ field: 'requestTimestamp', direction: 'desc' }],
        page: { index: 0, rows: 1 },
      });
      return found.rows[0]?.id;
    }
    const newestFirst = ownerTimeKeyRange('deviceTimeKey', serial);
    const found = await this.read.find(Collections.remoteCommands, {
      filters: [...newestFirst.filters, { field: 'status', op: 'eq', value: 'sent' }],
      sort: newestFirst.sort,
      page: { index: 0, rows: 1 },
    });
    return found.rows[0]?.id;
  }
}
