import type { RecordedEvent } from '../event-store.port';

/**
 * An event row as an array, in the order of `EVENT_COLUMNS`: better-sqlite3's raw rows, a fifth
 * cheaper to read than objects (a row of ten columns costs about 5 µs here, the most of a cold
 * history read).
 */
export type EventRow = [
  number,
  string,
  number,
  string,
  string,
  string,
  string | null,
  string,
  string | null,
  string | null,
];

export const EVENT_COLUMNS =
  'position, stream_id, revision, id, type, data, metadata, recorded_at, hash, previous_hash';

/**
 * A row as an event whose data and metadata are parsed when first read, once: most readers of the
 * log only look at the type or the stream (a projection skips what it does not handle, the
 * gateway's tap everything but commands). A `shared` event is frozen, its data deeply, because
 * subscribers share it (RecentEvents); its private fields still take the parsed values.
 *
 * A class, not an object literal with getters: such a literal costs about 6 µs to make here, this
 * under 1 µs (bench/README.md, "Reading events"). Its data and metadata are getters of the class,
 * so spreading an event does not copy them: a changed copy is made with `withData`.
 */
export class RowEvent implements RecordedEvent {
  readonly position: bigint;
  readonly streamId: string;
  readonly revision: number;
  readonly id: string;
  readonly type: string;
  readonly recordedAt: string;
  readonly hash: string | undefined;
  readonly previousHash: string | undefined;
  readonly #dataJson: string;
  readonly #metadataJson: string | null;
  readonly #shared: boolean;
  #data: Record<string, unknown> | undefined;
  #metadata: Record<string, unknown> | undefined;

  constructor(row: EventRow, shared: boolean) {
    this.position = BigInt(row[0]);
    this.streamId = row[1];
    this.revision = row[2];
    this.id = row[3];
    this.type = row[4];
    this.#dataJson = row[5];
    this.#metadataJson = row[6];
    this.recordedAt = row[7];
    this.hash = row[8] ?? undefined;
    this.previousHash = row[9] ?? undefined;
    this.#shared = shared;
    if (shared) Object.freeze(this);
  }

  get data(): Record<string, unknown> {
    return (this.#data ??= this.parsed(this.#dataJson));
  }

  get metadata(): Record<string, unknown> {
    return (this.#metadata ??= this.parsed(this.#metadataJson));
  }

  private parsed(json: string | null): Record<string, unknown> {
    const value = json === null ? {} : (JSON.parse(json) as Record<string, unknown>);
    if (this.#shared) deepFreeze(value);
    return value;
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}
