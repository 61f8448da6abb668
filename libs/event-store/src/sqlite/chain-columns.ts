import type Database from 'better-sqlite3';
import { chainHashOfStored } from '../chain/chain-link';
import { GENESIS_HASH } from '../chain/chain-hash';

/**
 * The hash chain's columns of es_events (docs/decisions/audit-chain.md): `hash`, the event's link,
 * and `previous_hash`, the link of the event before it in the whole log, kept beside it so that
 * every read (a stream's events, a subscription's batch) has both without looking another row up.
 * Nullable only so that a store written before the chain can gain the columns with ALTER TABLE;
 * the migration fills them at open, and every append fills them in its transaction.
 */
export const CHAIN_COLUMNS_DDL = 'hash TEXT, previous_hash TEXT';

/** Rows hashed per read of the backfill (a statement cannot run while another one iterates). */
const BACKFILL_PAGE = 10_000;

interface UnhashedRow {
  position: number;
  stream_id: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string | null;
  recorded_at: string;
}

function hasChainColumns(db: Database.Database): boolean {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(es_events)').all();
  return columns.some((c) => c.name === 'hash') && columns.some((c) => c.name === 'previous_hash');
}

/**
 * Brings a store written before the chain up to it: adds the columns if missing, then links every
 * row without a hash, in position order, from the last hashed row before it (or the genesis), in
 * one IMMEDIATE transaction so that no append of another connection interleaves. Returns how many
 * rows it linked (0 on a store already chained: one indexed look-up).
 */
export function migrateChain(db: Database.Database): number {
  return db
    .transaction(() => {
      if (!hasChainColumns(db)) {
        db.exec('ALTER TABLE es_events ADD COLUMN hash TEXT');
        db.exec('ALTER TABLE es_events ADD COLUMN previous_hash TEXT');
      }
      return backfill(db);
    })
    .immediate();
}

/**
 * Links the rows without hash; to be run inside a write transaction. Appends and the backfill both
 * link in position order, so a chained store's newest row has a hash: that one look-up answers
 * every open but the first, which scans for where the unlinked rows start.
 */
export function backfill(db: Database.Database): number {
  const newest = db
    .prepare<[], { hash: string | null }>('SELECT hash FROM es_events ORDER BY position DESC LIMIT 1')
    .get();
  if (!newest || newest.hash !== null) return 0;
  const firstUnhashed = db
    .prepare<[], { position: number }>(
      'SELECT position FROM es_events WHERE hash IS NULL ORDER BY position LIMIT 1',
    )
    .get();
  if (!firstUnhashed) return 0;
  const before = db
    .prepare<[number], { hash: string | null }>(
      'SELECT hash FROM es_events WHERE position < ? ORDER BY position DESC LIMIT 1',
    )
    .get(firstUnhashed.position);
  let previous = before?.hash ?? GENESIS_HASH;
  const page = db.prepare<[number, number], UnhashedRow>(
    `SELECT position, stream_id, revision, id, type, data, metadata, recorded_at
     FROM es_events WHERE position >= ? ORDER BY position LIMIT ?`,
  );
  const link = db.prepare<[string, string, number]>(
    'UPDATE es_events SET hash = ?, previous_hash = ? WHERE position = ?',
  );
  let from = firstUnhashed.position;
  let linked = 0;
  for (;;) {
    const rows = page.all(from, BACKFILL_PAGE);
    for (const row of rows) {
      const hash = chainHashOfStored(previous, {
        position: row.position,
        streamId: row.stream_id,
        revision: row.revision,
        id: row.id,
        type: row.type,
        data: row.data,
        metadata: row.metadata,
        recordedAt: row.recorded_at,
      });
      link.run(hash, previous, row.position);
      previous = hash;
    }
    linked += rows.length;
    if (rows.length < BACKFILL_PAGE) return linked;
    from = rows[rows.length - 1].position + 1;
  }
}
