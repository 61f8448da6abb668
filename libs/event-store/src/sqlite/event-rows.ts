import type Database from 'better-sqlite3';
import type { RecordedEvent, StoredLink } from '../event-store.port';
import type { StoredAt } from '../idempotency';
import type { LogRead } from './polling-source';
import { EVENT_COLUMNS, RowEvent, type EventRow } from './row-event';

interface LocationRow {
  stream_id: string;
  revision: number;
  position: number;
}

export interface EventInsert {
  streamId: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string | null;
  recordedAt: string;
  position: number;
  hash: string;
  previousHash: string;
}

/** Where the log's chain ends: the next position to hand out, and the link to continue from. */
export interface ChainTail {
  nextPosition: number;
  hash: string | null;
}

const toStoredLink = ([
  position,
  streamId,
  revision,
  id,
  type,
  data,
  metadata,
  recordedAt,
  hash,
  previousHash,
]: EventRow): StoredLink => ({
  position: BigInt(position),
  streamId,
  revision,
  id,
  type,
  data,
  metadata,
  recordedAt,
  hash,
  previousHash,
});

/**
 * The prepared statements of the es_events table. Positions fit a JS number for any realistic log
 * (2^53 events), so rows are read as numbers and positions widened to bigint at the edge.
 */
export class EventRows {
  private readonly byId: Database.Statement<[string], LocationRow>;
  private readonly lastRevision: Database.Statement<[string], { revision: number }>;
  private readonly insertRow: Database.Statement<[EventInsert]>;
  private readonly streamRange: Database.Statement<[string, number, number], EventRow>;
  private readonly allAfter: Database.Statement<[bigint, number], EventRow>;
  private readonly typedAfter: Database.Statement<[bigint, number, string, number], EventRow>;
  private readonly lastPosition: Database.Statement<[], { position: number }>;
  private readonly lastLink: Database.Statement<[], { position: number; hash: string | null }>;
  private readonly sequence: Database.Statement<[], { seq: number }>;

  constructor(db: Database.Database) {
    this.byId = db.prepare('SELECT stream_id, revision, position FROM es_events WHERE id = ?');
    this.lastRevision = db.prepare(
      'SELECT revision FROM es_events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    );
    this.insertRow = db.prepare(
      `INSERT INTO es_events
         (position, stream_id, revision, id, type, data, metadata, recorded_at, hash, previous_hash)
       VALUES (@position, @streamId, @revision, @id, @type, @data, @metadata, @recordedAt, @hash,
         @previousHash)`,
    );
    this.streamRange = db
      .prepare<[string, number, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      )
      .raw(true);
    this.allAfter = db
      .prepare<[bigint, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw(true);
    // No index on type: the scan is of the positions since the last read, in SQLite's C, and what
    // it skips never becomes a JS object.
    this.typedAfter = db
      .prepare<[bigint, number, string, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > ? AND position <= ?
       AND type IN (SELECT value FROM json_each(?)) ORDER BY position LIMIT ?`,
      )
      .raw(true);
    this.lastPosition = db.prepare('SELECT position FROM es_events ORDER BY position DESC LIMIT 1');
    this.lastLink = db.prepare('SELECT position, hash FROM es_events ORDER BY position DESC LIMIT 1');
    // AUTOINCREMENT's high-water mark: a position is never handed out twice, even after a removal.
    this.sequence = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'es_events'");
  }

  /**
   * The chain's tail, read inside the write transaction: another connection (the gateway's thread,
   * another process) may have appended since this one last did, so it is never cached across
   * transactions. The position is the one AUTOINCREMENT would give, handed out explicitly because
   * the link covers it and must be computed before the row is written.
   */
  /** AUTOINCREMENT's high-water mark: the last position handed out by any writer, 0 for none. */
  lastHandedOut(): number {
    return this.sequence.get()?.seq ?? 0;
  }

  chainTail(): ChainTail {
    const last = this.lastLink.get();
    const seq = this.sequence.get()?.seq ?? 0;
    return { nextPosition: Math.max(seq, last?.position ?? 0) + 1, hash: last ? last.hash : null };
  }

  locate(id: string): StoredAt | undefined {
    const row = this.byId.get(id);
    return row && { streamId: row.stream_id, revision: row.revision, position: BigInt(row.position) };
  }

  /** Revision of the stream's last event, -1 when it has none. */
  head(streamId: string): number {
    return this.lastRevision.get(streamId)?.revision ?? -1;
  }

  insert(row: EventInsert): void {
    this.insertRow.run(row);
  }

  /** `limit` < 0 means no limit (SQLite's LIMIT -1). */
  readStream(streamId: string, fromRevision: number, limit: number): RecordedEvent[] {
    return this.streamRange.all(streamId, fromRevision, limit).map((row) => new RowEvent(row, false));
  }

  /** `shared`: the events are frozen, for subscribers that share them. */
  readAll(after: bigint, limit: number, shared = false): RecordedEvent[] {
    return this.allAfter.all(after, limit).map((row) => new RowEvent(row, shared));
  }

  /** The stored text and links of the events after `after`, in position order. */
  readLinks(after: bigint, limit: number): StoredLink[] {
    return this.allAfter.all(after, limit).map(toStoredLink);
  }

  /**
   * The events of `types` after `after`, and how far the log was looked at: up to the head read
   * first, or to the last event returned when `limit` cut the read short. Every position up to a
   * head already read is committed (writers are serialised and allocate positions in order), so a
   * later read can never find an event below `through`.
   */
  readTypes(after: bigint, limit: number, types: readonly string[]): LogRead {
    const head = this.headPosition() ?? 0n;
    if (head <= after) return { events: [], through: after };
    const rows = this.typedAfter.all(after, Number(head), JSON.stringify(types), limit);
    const events = rows.map((row) => new RowEvent(row, false));
    return { events, through: events.length === limit ? events[events.length - 1].position : head };
  }

  headPosition(): bigint | undefined {
    const row = this.lastPosition.get();
    return row && BigInt(row.position);
  }
}
