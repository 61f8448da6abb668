import { randomUUID } from 'node:crypto';
import {
  remoteCommandDecider,
  streams,
  type RemoteCommandCommand,
  type RemoteCommandRequestedData,
} from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { CommandOutbox, PendingCommand, SentCommand } from '@gps/gateway';
import { Collections, type RemoteCommandDoc } from '@gps/projections';
import type { CommandError } from '@gps/protocols';
import type { ReadStore } from '@gps/read-store';
import type { CommandHandler } from '../commands/command-handler';
import type { EventTap } from './event-tap';
import { pendingOf, type QueuedCommand } from './pending-command';

const SETTLING_EVENTS = new Set([
  'RemoteCommandSent',
  'RemoteCommandFailed',
  'DeviceReplied',
  'RemoteCommandExpired',
]);

/** Every event type the outbox reacts to: a tap that serves only the outbox can skip the rest. */
export const OUTBOX_EVENT_TYPES: readonly string[] = ['RemoteCommandRequested', ...SETTLING_EVENTS];

/** How long a settled command id is remembered, to cover the read model's lag behind the log. */
const SETTLED_MEMORY_MS = 10 * 60_000;

export interface CommandOutboxOptions {
  read: ReadStore;
  commands: CommandHandler;
  tap: EventTap;
  /** Epoch ms. */
  clock: () => number;
}

/**
 * The gateway's outbox over the event log. Queued commands come from the read model, merged with
 * what the live tap has seen since (the read model may lag the log, and in the production stack it
 * is written by another process), minus what the tap or this process has seen settled.
 */
export class EventLogCommandOutbox implements CommandOutbox {
  /** Requested since start and not yet seen settled, by command id. */
  private readonly recent = new Map<string, QueuedCommand>();
  /** Command id -> when it was seen settled. */
  private readonly settled = new Map<string, number>();
  private readonly listeners = new Set<(serial: string) => void>();
  private readonly untap: () => void;

  constructor(private readonly options: CommandOutboxOptions) {
    this.untap = options.tap.listen((batch) => this.observe(batch));
  }

  async pending(serial: string): Promise<PendingCommand[]> {
    const now = this.options.clock();
    const stored = await this.options.read.find(Collections.remoteCommands, {
      filters: [{ field: 'queuedSerial', op: 'eq', value: serial }],
    });
    const queued = new Map<string, QueuedCommand>();
    for (const doc of stored.rows) queued.set(doc.id, queuedOf(doc));
    for (const command of this.recent.values()) {
      if (command.serialNumber === serial) queued.set(command.commandId, command);
    }
    return [...queued.values()]
      .filter((c) => !this.settled.has(c.commandId) && c.expiresAt > now)
      .sort((a, b) => a.requestedAt - b.requestedAt || a.commandId.localeCompare(b.commandId))
      .map(pendingOf);
  }

  async markSent(_serial: string, sent: SentCommand): Promise<void> {
    await this.run(sent.commandId, {
      type: 'MarkCommandSent',
      commandId: sent.commandId,
      at: sent.at,
      protocol: sent.protocol,
      text: sent.text,
    });
  }

  async markFailed(_serial: string, commandId: string, error: CommandError, at: number): Promise<void> {
    await this.run(commandId, {
      type: 'MarkCommandFailed',
      commandId,
      at,
      failure: error.code,
      reason: `the device's protocol cannot carry it: ${error.message}`,
    });
  }

  onRequested(listener: (serial: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.untap();
    this.listeners.clear();
  }

  private async run(commandId: string, command: RemoteCommandCommand): Promise<void> {
    await this.options.commands.handle(remoteCommandDecider, streams.remoteCommand(commandId), command, {
      commandId: randomUUID(),
      actor: { kind: 'gateway', id: 'gateway' },
    });
    this.remember(commandId);
  }

  private observe(batch: RecordedEvent[]): void {
    const requested = new Set<string>();
    for (const event of batch) {
      if (event.type === 'RemoteCommandRequested') {
        const d = event.data as unknown as RemoteCommandRequestedData;
        this.recent.set(d.commandId, {
          commandId: d.commandId,
          serialNumber: d.serialNumber,
          key: d.key,
          value: d.value,
          requestNumber: d.requestNumber,
          requestedAt: d.at,
          expiresAt: d.expiresAt,
        });
        requested.add(d.serialNumber);
      } else if (SETTLING_EVENTS.has(event.type)) {
        this.remember(event.streamId.slice(event.streamId.indexOf('-') + 1));
      }
    }
    for (const serial of requested) for (const listener of this.listeners) listener(serial);
  }

  private remember(commandId: string): void {
    const now = this.options.clock();
    this.recent.delete(commandId);
    this.settled.set(commandId, now);
    // Insertion order is time order: drop from the front while old.
    for (const [id, at] of this.settled) {
      if (now - at < SETTLED_MEMORY_MS) break;
      this.settled.delete(id);
    }
  }
}

function queuedOf(doc: RemoteCommandDoc): QueuedCommand {
  return {
    commandId: doc.id,
    serialNumber: doc.deviceSerialNumber,
    key: doc.key as QueuedCommand['key'],
    value: doc.value,
    requestNumber: doc.requestNumber,
    requestedAt: Math.floor(doc.requestTimestamp / 1000),
    expiresAt: Math.floor(doc.expiresTimestamp / 1000),
  };
}
