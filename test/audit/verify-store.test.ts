import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { TelemetryIngest, silentLogger } from '@gps/gateway';
import { SQLITE_FILE_NAME } from '@gps/read-store';
import { loadConfig } from '../../apps/api/src/config';
import { Platform } from '../../apps/api/src/platform/platform';
import {
  verificationSourcesOf,
  verifyLog,
  type VerificationOutcome,
} from '../../apps/api/src/audit/verification';
import { TestApp } from '../support/app-harness';
import { gt06Fix } from '../support/gt06-fix';
import { Tenants } from '../support/tenants';

/**
 * The log verification on copies of one store (docs/decisions/audit-verification.md): built through
 * a varied journey (administrators, fleets and a sub-fleet, devices allocated and edited, settings,
 * sign-ins, a device's positions), then each copy tampered with straight in its SQLite file, as
 * someone with the file and no key to the chain would. Each is found, first, at its place.
 */

jest.setTimeout(120_000);

const MINUTE = 60_000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const POSITIONS = 30;

interface Row {
  position: number;
  stream_id: string;
  revision: number;
  hash: string;
}

let source: string;
const copies: string[] = [];

/** A varied history through the calls, and a device's positions through the gateway's ingest. */
async function journey(app: TestApp): Promise<void> {
  const tenants = new Tenants(() => app, 868_000_000_000_000);
  const admin = await app.adminToken();
  const group = await app.ok(
    'createPermission',
    { name: tenants.name('auditors'), rights: [{ functionId: 12, flags: '0001' }] },
    admin,
  );
  await app.ok(
    'createAccount',
    { account: tenants.name('auditor'), password: 'auditor-pass', alias: 'Auditor', permissionId: group.id },
    admin,
  );
  const fleet = await tenants.fleet(admin);
  const sub = await tenants.subFleet(admin, fleet.id);
  const serials = await tenants.devices(admin, 3, sub.id);
  await app.ok('editFleet', { id: fleet.id, alias: 'Renamed fleet' }, admin);
  await app.ok('editSystemSetting', { id: 'refreshFrequency', value: '30' }, admin);
  await tenants.signIn(fleet);
  app.clock.advance(5 * MINUTE);
  const ingest = new TelemetryIngest({ events: app.platform.events, logger: silentLogger });
  const start = app.clock.now();
  for (let i = 0; i < POSITIONS; i++) {
    const fixTime = start + i * 10_000;
    await ingest.recordAll(
      serials[0],
      [gt06Fix(serials[0], { fixTime, latitude: 25 + i / 1000, longitude: 121.5, speedKmh: 40 })],
      fixTime + 500,
    );
  }
  await app.ok('editDevice', { deviceSerialNumber: serials[1], carName: 'Edited car' }, admin);
  const head = await app.platform.events.headPosition();
  if (head !== undefined) await app.platform.runner.waitFor(head);
}

/** A copy of the journey's store in a directory of its own, changed by `tamper` in its file. */
function copyOf(tamper: (db: Database.Database) => void = () => undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'verify-store-'));
  copies.push(dir);
  const file = join(dir, SQLITE_FILE_NAME);
  copyFileSync(source, file);
  const db = new Database(file);
  try {
    tamper(db);
  } finally {
    db.close();
  }
  return dir;
}

/** `npm run audit -- verify`'s work on a copy: its platform created, not started. */
async function verify(dir: string): Promise<VerificationOutcome> {
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: join(dir, 'no-web') });
  const platform = await Platform.create(config, { logger: silent });
  try {
    return await verifyLog(verificationSourcesOf(platform), () => undefined);
  } finally {
    await platform.stop();
  }
}

const rowsOf = (db: Database.Database): Row[] =>
  db.prepare('SELECT position, stream_id, revision, hash FROM es_events ORDER BY position').all() as Row[];
/** An event in the middle of the log that is not a position (a call's event). */
const middleOf = (db: Database.Database): Row =>
  db
    .prepare(
      `SELECT position, stream_id, revision, hash FROM es_events
       WHERE stream_id NOT LIKE 'telemetry%' ORDER BY position LIMIT 1 OFFSET
       (SELECT COUNT(*) / 2 FROM es_events WHERE stream_id NOT LIKE 'telemetry%')`,
    )
    .get() as Row;
const where = (row: Row) => `stream ${row.stream_id} revision ${row.revision}`;

beforeAll(async () => {
  const app = await TestApp.start();
  let running = true;
  try {
    await journey(app);
    await app.shutdown();
    running = false;
    const dir = mkdtempSync(join(tmpdir(), 'verify-store-source-'));
    copies.push(dir);
    source = join(dir, SQLITE_FILE_NAME);
    // One self-contained file, whatever the write-ahead log still held.
    const db = new Database(join(app.dataDir, SQLITE_FILE_NAME), { readonly: true });
    await db.backup(source);
    db.close();
  } finally {
    if (running) await app.shutdown();
    rmSync(app.dataDir, { recursive: true, force: true });
  }
});
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the log verification on a copy of a store', () => {
  it('finds the untouched store intact, up to its newest event and that event’s hash', async () => {
    let newest: Row | undefined;
    const dir = copyOf((db) => (newest = rowsOf(db).at(-1)));
    expect(existsSync(join(dir, SQLITE_FILE_NAME))).toBe(true);
    expect(rowsOf(new Database(source, { readonly: true })).length).toBeGreaterThan(POSITIONS + 10);
    expect(await verify(dir)).toEqual({
      state: 'intact',
      headPosition: BigInt(newest!.position),
      headHash: newest!.hash,
    });
  });

  it('finds an event whose data was altered: a hash mismatch at that event', async () => {
    let altered: Row | undefined;
    const dir = copyOf((db) => {
      altered = middleOf(db);
      db.prepare(`UPDATE es_events SET data = json_set(data, '$.forged', 1) WHERE position = ?`).run(
        altered.position,
      );
    });
    expect(await verify(dir)).toEqual({
      state: 'broken',
      problem: 'hash_mismatch',
      position: BigInt(altered!.position),
      detail: where(altered!),
    });
  });

  it('finds a deleted event: a broken link at the event after it', async () => {
    let next: Row | undefined;
    const dir = copyOf((db) => {
      const deleted = middleOf(db);
      next = rowsOf(db).find((row) => row.position > deleted.position);
      db.prepare('DELETE FROM es_events WHERE position = ?').run(deleted.position);
    });
    expect(await verify(dir)).toEqual({
      state: 'broken',
      problem: 'broken_link',
      position: BigInt(next!.position),
      detail: where(next!),
    });
  });

  it('finds a reordered pair (two events’ contents swapped): a hash mismatch at the first of them', async () => {
    let second: Row | undefined;
    let first: Row | undefined;
    const dir = copyOf((db) => {
      first = middleOf(db);
      second = rowsOf(db).find((row) => row.position > first!.position);
      const content = db.prepare(
        `SELECT stream_id, revision, id, type, data, metadata, recorded_at, hash, previous_hash
         FROM es_events WHERE position = ?`,
      );
      const [a, b] = [first!.position, second!.position].map((p) => content.get(p) as object);
      const put = db.prepare(
        `UPDATE es_events SET stream_id = @stream_id, revision = @revision, id = @id, type = @type,
           data = @data, metadata = @metadata, recorded_at = @recorded_at, hash = @hash,
           previous_hash = @previous_hash WHERE position = @position`,
      );
      db.transaction(() => {
        // Out of the way first: (stream, revision) and id are unique.
        db.prepare(`UPDATE es_events SET stream_id = 'moved', id = 'moved' WHERE position = ?`).run(
          second!.position,
        );
        put.run({ ...b, position: first!.position });
        put.run({ ...a, position: second!.position });
      })();
    });
    expect(await verify(dir)).toEqual({
      state: 'broken',
      problem: 'hash_mismatch',
      position: BigInt(first!.position),
      detail: where(second!),
    });
  });

  it('finds a hash emptied: a missing hash at that event', async () => {
    let emptied: Row | undefined;
    const dir = copyOf((db) => {
      emptied = middleOf(db);
      db.prepare('UPDATE es_events SET hash = NULL WHERE position = ?').run(emptied.position);
    });
    expect(await verify(dir)).toEqual({
      state: 'broken',
      problem: 'missing_hash',
      position: BigInt(emptied!.position),
      detail: where(emptied!),
    });
  });

  it('finds a live read model document altered: the read model differs, at that document', async () => {
    let fleetId = '';
    let head = 0;
    const dir = copyOf((db) => {
      head = rowsOf(db).at(-1)!.position;
      fleetId = (db.prepare(`SELECT id FROM "rm_fleets" ORDER BY id LIMIT 1`).get() as { id: string }).id;
      db.prepare(`UPDATE "rm_fleets" SET doc = json_set(doc, '$.alias', 'Forged') WHERE id = ?`).run(fleetId);
    });
    expect(await verify(dir)).toEqual({
      state: 'broken',
      problem: 'read_model_differs',
      position: BigInt(head),
      detail: `fleets ${fleetId}`,
    });
  });
});
