import type Database from 'better-sqlite3';
import type { RecordedEvent } from '../event-store.port';
import type { StoredAt } from '../idempotency';

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string | null;
  recorded_at: string;
}

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
}

const COLUMNS = 'position, stream_id, revision, id, type, data, metadata, recorded_at';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream_id,
    type: row.type,
    data: JSON.parse(row.data) as Record<string, unknown>,
    metadata: row.metadata === null ? {} : (JSON.parse(row.metadata) as Record<string, unknown>),
    revision: row.revision,
    position: BigInt(row.position),
    recordedAt: row.recorded_at,
  };
}

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
  private readonly lastPosition: Database.Statement<[], { position: number }>;

  constructor(db: Database.Database) {
    this.byId = db.prepare('SELECT stream_id, revision, position FROM es_events WHERE id = ?');
    this.lastRevision = db.prepare(
      'SELECT revision FROM es_events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    );
    this.insertRow = db.prepare(
      `INSERT INTO es_events (stream_id, revision, id, type, data, metadata, recorded_at)
       VALUES (@streamId, @revision, @id, @type, @data, @metadata, @recordedAt)`,
    );
    this.streamRange = db.prepare(
      `SELECT ${COLUMNS} FROM es_events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    );
    this.allAfter = db.prepare(
      `SELECT ${COLUMNS} FROM es_events WHERE position > ? ORDER BY position LIMIT ?`,
    );
    this.lastPosition = db.prepare('SELECT position FROM es_events ORDER BY position DESC LIMIT 1');
  }

  locate(id: string): StoredAt | undefined {
    const row = this.byId.get(id);
    return row && { streamId: row.stream_id, revision: row.revision, position: BigInt(row.position) };
  }

  /** Revision of the stream's last event, -1 when it has none. */
  head(streamId: string): number {
    return this.lastRevision.get(streamId)?.revision ?? -1;
  }

  insert(row: EventInsert): bigint {
    return BigInt(this.insertRow.run(row).lastInsertRowid);
  }

  /** `limit` < 0 means no limit (SQLite's LIMIT -1). */
  readStream(streamId: string, fromRevision: number, limit: number): RecordedEvent[] {
    return this.streamRange.all(streamId, fromRevision, limit).map(toRecorded);
  }

  readAll(after: bigint, limit: number): RecordedEvent[] {
    return this.allAfter.all(after, limit).map(toRecorded);
  }

  headPosition(): bigint | undefined {
    const row = this.lastPosition.get();
    return row && BigInt(row.position);
  }
}
