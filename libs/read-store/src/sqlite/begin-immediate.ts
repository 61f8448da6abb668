import type Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUSY_TIMEOUT_MS } from './sqlite-connection';

/**
 * `BEGIN IMMEDIATE` without sleeping the thread. SQLite waits for a busy write lock by sleeping
 * inside the call, and this thread is the api's event loop: while the gateway thread commits,
 * GraphQL, live updates and sign-ins would stand still. Here an attempt never waits, and a timer
 * retries it every millisecond, up to the connection's busy timeout.
 */
export async function beginImmediate(db: Database.Database, timeoutMs = BUSY_TIMEOUT_MS): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const busy = tryBegin(db);
    if (busy === undefined) return;
    if (performance.now() >= deadline) throw busy;
    await sleep(1);
  }
}

/** Undefined once the transaction is open; the SQLITE_BUSY error when the lock is taken. */
function tryBegin(db: Database.Database): Error | undefined {
  db.pragma('busy_timeout = 0');
  try {
    db.exec('BEGIN IMMEDIATE');
    return undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return error as Error;
    throw error;
  } finally {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}
