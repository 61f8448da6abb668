import type { CommandError, DeviceMessage, Protocol, RemoteCommand } from '@gps/protocols';
import type {
  CommandOutbox,
  CommandReply,
  DeviceIngest,
  KnownDevice,
  PendingCommand,
  SentCommand,
} from '../../src';

export interface Recorded {
  serial: string;
  message: DeviceMessage;
  receivedAt: number;
}

/**
 * In-memory ingest. `hook` runs inside every record before it becomes durable: make it wait to
 * hold an append, or throw to make it fail. Tracks concurrency per serial to prove serialisation.
 */
export class FakeIngest implements DeviceIngest {
  readonly known = new Set<string>();
  /** Models of known devices, by serial; a known device without one decodes generically. */
  readonly models = new Map<string, string>();
  /** Durable records, in the order they became durable. */
  readonly records: Recorded[] = [];
  readonly replies: { serial: string; reply: CommandReply; receivedAt: number }[] = [];
  /** Every call, durable or not. */
  readonly calls: Recorded[] = [];
  readonly events: string[] = [];
  readonly lookups: string[] = [];
  hook: ((serial: string, message: DeviceMessage) => Promise<void> | void) | undefined;
  lookupHook: ((serial: string) => Promise<void> | void) | undefined;
  private readonly inFlight = new Map<string, number>();
  /** The most records ever in flight at once for one serial. */
  maxInFlightPerSerial = 0;

  constructor(...known: string[]) {
    for (const serial of known) this.known.add(serial);
  }

  async identify(serial: string): Promise<KnownDevice | undefined> {
    this.lookups.push(serial);
    await this.lookupHook?.(serial);
    if (!this.known.has(serial)) return undefined;
    const model = this.models.get(serial);
    return model === undefined ? {} : { model };
  }

  async record(serial: string, message: DeviceMessage, receivedAt: number): Promise<void> {
    const entry = { serial, message, receivedAt };
    this.calls.push(entry);
    const now = (this.inFlight.get(serial) ?? 0) + 1;
    this.inFlight.set(serial, now);
    this.maxInFlightPerSerial = Math.max(this.maxInFlightPerSerial, now);
    try {
      await this.hook?.(serial, message);
      this.records.push(entry);
    } finally {
      this.inFlight.set(serial, (this.inFlight.get(serial) ?? 1) - 1);
    }
  }

  async recordReply(serial: string, reply: CommandReply, receivedAt: number): Promise<void> {
    this.replies.push({ serial, reply, receivedAt });
  }

  connected(serial: string, protocol: Protocol): void {
    this.events.push(`connected:${serial}:${protocol}`);
  }

  disconnected(serial: string): void {
    this.events.push(`disconnected:${serial}`);
  }

  of(serial: string, type?: DeviceMessage['type']): DeviceMessage[] {
    return this.records
      .filter((r) => r.serial === serial && (type === undefined || r.message.type === type))
      .map((r) => r.message);
  }
}

/** A FakeIngest that can record a burst in one call, all or nothing; `batches` are their sizes. */
export class BatchingFakeIngest extends FakeIngest {
  readonly batches: number[] = [];

  async recordAll(serial: string, messages: DeviceMessage[], receivedAt: number): Promise<void> {
    this.batches.push(messages.length);
    const entries = messages.map((message) => ({ serial, message, receivedAt }));
    this.calls.push(...entries);
    for (const entry of entries) await this.hook?.(serial, entry.message);
    this.records.push(...entries);
  }
}

/** In-memory outbox: `add` queues silently (delivered at connect), `request` also notifies. */
export class FakeOutbox implements CommandOutbox {
  readonly sent: { serial: string; sent: SentCommand }[] = [];
  readonly failed: { serial: string; commandId: string; error: CommandError }[] = [];
  private readonly queued = new Map<string, PendingCommand[]>();
  private readonly listeners = new Set<(serial: string) => void>();
  private nextId = 1;

  add(serial: string, command: RemoteCommand, requestNumber = this.nextId): PendingCommand {
    const pending = { commandId: `cmd-${this.nextId++}`, command, requestNumber };
    this.queued.set(serial, [...(this.queued.get(serial) ?? []), pending]);
    return pending;
  }

  request(serial: string, command: RemoteCommand, requestNumber?: number): PendingCommand {
    const pending = this.add(serial, command, requestNumber);
    for (const listener of this.listeners) listener(serial);
    return pending;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  async pending(serial: string): Promise<PendingCommand[]> {
    return [...(this.queued.get(serial) ?? [])];
  }

  async markSent(serial: string, sent: SentCommand): Promise<void> {
    this.remove(serial, sent.commandId);
    this.sent.push({ serial, sent });
  }

  async markFailed(serial: string, commandId: string, error: CommandError): Promise<void> {
    this.remove(serial, commandId);
    this.failed.push({ serial, commandId, error });
  }

  onRequested(listener: (serial: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private remove(serial: string, commandId: string): void {
    this.queued.set(
      serial,
      (this.queued.get(serial) ?? []).filter((c) => c.commandId !== commandId),
    );
  }
}
