import { ERASED_PERSONAL_DATA, PERSONAL_FIELDS, type PersonalFields } from '@gps/domain';
import type {
  AppendResult,
  BatchHandler,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port';
import { withData } from '../event-store.port';
import { envelopeHeader, open, seal } from './envelope';
import { valueAt, withValueAt } from './field-paths';
import { KeyCache } from './key-cache';
import type { Destruction, KeyStore } from './key-store.port';

/** The event that announces an erasure (libs/domain/src/personal-data/events.ts). */
export const ERASURE_EVENT_TYPE = 'PersonalDataErased';

export interface PersonalDataOptions {
  keys: KeyStore;
  /** The personal fields by event type; default: the platform's (PERSONAL_FIELDS). */
  declarations?: Readonly<Record<string, PersonalFields>>;
}

interface Declared {
  paths: string[][];
  subject: PersonalFields['subject'];
}

/** Nothing to hide: no value, or an empty text (the same on both sides of an erasure). */
const holdsNothing = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * An EventStore in front of any adapter that keeps the declared personal fields encrypted with
 * their subject's key (docs/decisions/personal-data.md): the adapter, its hash chain and its
 * exports see envelopes only; every read path opens them, and a field whose key was destroyed
 * reads ERASED_PERSONAL_DATA. Events of undeclared types (telemetry: most of the log) pass through
 * untouched after one Map lookup.
 */
export class PersonalDataEventStore implements EventStore {
  private readonly declared: ReadonlyMap<string, Declared>;
  private readonly cache: KeyCache;
  private readonly keys: KeyStore;

  constructor(
    /** The adapter: the stored form, envelopes and all. */
    readonly stored: EventStore,
    options: PersonalDataOptions,
  ) {
    this.keys = options.keys;
    this.cache = new KeyCache(options.keys);
    this.declared = new Map(
      Object.entries(options.declarations ?? PERSONAL_FIELDS).map(([type, d]) => [
        type,
        { paths: d.fields.map((f) => f.split('.')), subject: d.subject },
      ]),
    );
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (!events.some((e) => this.declared.has(e.type))) return this.stored.append(streamId, events, expected);
    const sealed: NewEvent[] = [];
    for (const event of events) sealed.push(await this.seal(streamId, event));
    return this.stored.append(streamId, sealed, expected);
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.openAll(await this.stored.readStream(streamId, options));
  }

  streamRevision(streamId: string): Promise<number | 'no_stream'> {
    return this.stored.streamRevision(streamId);
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.openAll(await this.stored.readAll(options));
  }

  subscribeAll(
    handler: BatchHandler,
    options: SubscribeOptions & { onError?: (error: unknown) => void } = {},
  ): Subscription {
    const wanted = options.types;
    // A subscriber of a few types still hears of erasures, so its cache forgets destroyed keys.
    const extra = wanted !== undefined && !wanted.includes(ERASURE_EVENT_TYPE);
    return this.stored.subscribeAll(
      async (batch) => {
        const opened = await this.openAll(batch);
        const delivered = extra ? opened.filter((e) => e.type !== ERASURE_EVENT_TYPE) : opened;
        if (delivered.length > 0) await handler(delivered);
      },
      { ...options, types: extra ? [...wanted, ERASURE_EVENT_TYPE] : wanted },
    );
  }

  headPosition(): Promise<bigint | undefined> {
    return this.stored.headPosition();
  }

  async close(): Promise<void> {
    await this.stored.close();
    await this.keys.close();
  }

  /**
   * Destroys the subject's live key (for good) and forgets it here; the caller records the erasure
   * in the log, which tells every other process to forget it too.
   */
  async erase(subject: string, at: number): Promise<Destruction> {
    const destruction = await this.keys.destroy(subject, at);
    this.cache.evict(subject);
    return destruction;
  }

  private async seal(streamId: string, event: NewEvent): Promise<NewEvent> {
    const declared = this.declared.get(event.type);
    if (!declared) return event;
    const subject = declared.subject({ streamId, data: event.data });
    if (subject === undefined) return event;
    let data = event.data;
    for (const path of declared.paths) {
      const value = valueAt(data, path);
      if (holdsNothing(value)) continue;
      const { generation, key } = await this.cache.current(subject);
      data = withValueAt(data, path, seal(value, subject, generation, key));
    }
    return data === event.data ? event : { ...event, data };
  }

  /** The events as readers see them; the same array when none needed opening. */
  private async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    let opened: RecordedEvent[] | undefined;
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      if (event.type === ERASURE_EVENT_TYPE) this.forget(event);
      const declared = this.declared.get(event.type);
      if (!declared) continue;
      const readable = await this.open(event, declared);
      if (readable === event) continue;
      opened ??= events.slice();
      opened[i] = readable;
    }
    return opened ?? events;
  }

  private async open(event: RecordedEvent, declared: Declared): Promise<RecordedEvent> {
    let data = event.data;
    for (const path of declared.paths) {
      const value = valueAt(data, path);
      if (holdsNothing(value)) continue;
      const readable = await this.readable(event, declared, value);
      if (readable !== value) data = withValueAt(data, path, readable);
    }
    return data === event.data ? event : withData(event, data);
  }

  private async readable(event: RecordedEvent, declared: Declared, value: unknown): Promise<unknown> {
    const header = envelopeHeader(value);
    if (header) {
      const key = await this.cache.key(header.subject, header.generation);
      return key ? open(value as string, key) : ERASED_PERSONAL_DATA;
    }
    // Plaintext, stored before encryption (upcast on read): erased once its subject is.
    const subject = declared.subject(event);
    if (subject !== undefined && (await this.cache.erasedGeneration(subject)) > 0)
      return ERASED_PERSONAL_DATA;
    return value;
  }

  private forget(event: RecordedEvent): void {
    const { subject, generation } = event.data;
    if (typeof subject === 'string') {
      this.cache.evict(subject, typeof generation === 'number' ? generation : undefined);
    }
  }
}
