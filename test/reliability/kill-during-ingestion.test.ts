import { imeiOf } from '@gps/codes';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLITE_FILE_NAME, SqliteEventStore } from '@gps/event-store';
import { allProjections } from '@gps/projections';
import { loadConfig } from '../../apps/api/src/config';
import { Platform } from '../../apps/api/src/platform/platform';
import { rebuildProjections } from '../../apps/api/src/cli/rebuild-projections';
import type { Fix } from '../../apps/simulator/src/types';
import { sha } from '../support/app-harness';
import { AckingTracker } from '../support/acking-tracker';
import { fixAt } from '../support/raw-tracker';
import { buildServer, ServerProcess } from '../support/server-process';

/**
 * `kill -9` during ingestion. The real server, as `npm start` runs it (built code, the gateway on its
 * own thread, SQLite in a temp DATA_DIR, loopback on free ports), takes GT06 trackers streaming
 * positions with a few in flight each; it is killed with SIGKILL at different moments (the first
 * ACK, mid-stream, soon after a restart while its projections catch up), and restarted on the same
 * data each time. Then:
 * - every position the gateway acknowledged is in the event store, in its device's
 *   `telemetry-<serial>-<day>` streams (read with the SQLite adapter once the server stopped);
 * - through /api, each device's last fix is at least its newest acknowledged one;
 * - the read models the restarts caught up are exactly what a rebuild from the log gives.
 */

jest.setTimeout(180_000);

const ADMIN_PASSWORD = 'kill-nine-admin-password';
const FIRST_SERIAL = 867_100_000_000_000;
const DEVICES = 8;
/** Positions in flight per tracker: the gateway acknowledges each once it is durable. */
const WINDOW = 4;
/** When each kill comes, in acknowledgements since the (re)start. */
const KILLS = [
  { at: 1, moment: 'at the first ACK' },
  { at: 600, moment: 'mid-stream' },
  { at: 40, moment: 'soon after a restart, while the projections catch up' },
];
/** Fixes start this long ago, one second apart: all in the past, none too old for the filters. */
const HISTORY_MS = 60 * 60_000;
/** Guards the wait for the read models to catch up after the last restart; nothing is timed. */
const CATCH_UP_LIMIT_MS = 30_000;
const TELEMETRY_TYPES = new Set(['PositionRecorded', 'PositionRejected']);

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const serials = Array.from({ length: DEVICES }, (_, i) => imeiOf(String(Math.floor(FIRST_SERIAL / 10) + i)));
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  buildServer();
  dataDir = mkdtempSync(join(tmpdir(), 'gps-kill9-'));
});

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api<T = any>(call: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${server!.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { ...body, userToken: token } : body),
  });
  const answer = (await res.json()) as { code: number; message: string; data: T };
  if (answer.code !== 0) throw new Error(`${call} answered ${answer.code}: ${answer.message}`);
  return answer.data;
}

const adminToken = async () =>
  (await api<{ token: string }>('loginAccount', { account: 'admin', password: sha(ADMIN_PASSWORD) })).token;

const start = () => ServerProcess.start(dataDir, { ADMIN_PASSWORD });

/** Every position of every device, read from the event store with the SQLite adapter. */
async function storedFixTimes(): Promise<Map<string, Set<number>>> {
  const store = new SqliteEventStore({ file: join(dataDir, SQLITE_FILE_NAME) });
  const found = new Map(serials.map((s) => [s, new Set<number>()]));
  try {
    for (let after: bigint | undefined; ;) {
      const batch = await store.readAll({ after, limit: 1000 });
      if (batch.length === 0) break;
      for (const event of batch) {
        const serial = /^telemetry-(\d+)-\d{8}$/.exec(event.streamId)?.[1];
        if (serial && TELEMETRY_TYPES.has(event.type)) found.get(serial)?.add(event.data.fixTime as number);
      }
      after = batch[batch.length - 1].position;
    }
  } finally {
    await store.close();
  }
  return found;
}

/** Every collection of every projection. */
async function readModels(platform: Platform): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const projection of allProjections())
    for (const collection of projection.collections)
      dump[`${projection.name}/${collection.name}`] = await platform.read.dump(collection);
  return dump;
}

test('every acknowledged position survives kill -9 and restarts, and the read models agree with a rebuild', async () => {
  server = await start();
  const admin = await adminToken();
  const fleet = await api(
    'createFleet',
    { account: 'killnine', password: 'fleet-password', alias: 'Kill nine' },
    admin,
  );
  await api('addDevices', { deviceSerialNumbers: serials }, admin);
  await api('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);

  // Each device's fixes go on across connections and restarts, one second apart.
  const base = wholeSecond(Date.now() - HISTORY_MS);
  const counters = new Map(serials.map((s) => [s, 0]));
  const nextFix = (serial: string) => (): Fix => {
    const i = counters.get(serial)!;
    counters.set(serial, i + 1);
    return fixAt(base, i);
  };
  const acked = new Map(serials.map((s) => [s, [] as number[]]));
  let sent = 0;

  for (const kill of KILLS) {
    server ??= await start();
    let acks = 0;
    let reached: () => void = () => undefined;
    const killTime = new Promise<void>((resolve) => (reached = resolve));
    const onAck = () => {
      acks += 1;
      if (acks >= kill.at) reached();
    };
    const trackers = await Promise.all(
      serials.map((serial) => AckingTracker.connect(server!.gt06Port, serial, nextFix(serial), onAck)),
    );
    for (const tracker of trackers) tracker.stream(WINDOW);
    await killTime;
    await server.kill();
    server = undefined;
    for (const tracker of trackers) {
      tracker.close();
      acked.get(tracker.serial)!.push(...tracker.acked);
      sent += tracker.sent;
    }
    console.log(`kill -9 ${kill.moment}: ${acks} positions acknowledged since the start`);
  }

  server = await start();
  // Through /api: each device's last fix is at least its newest acknowledged one, once caught up.
  const token = await adminToken();
  const newest = new Map(serials.map((s) => [s, Math.max(...acked.get(s)!)]));
  const behind = async () => {
    const page = await api<{ rows: { deviceSerialNumber: string; lastFixTimestamp: number | null }[] }>(
      'getDevices',
      { deviceSerialNumbers: serials },
      token,
    );
    return page.rows.filter((d) => (d.lastFixTimestamp ?? 0) < newest.get(d.deviceSerialNumber)! * 1000);
  };
  for (const deadline = Date.now() + CATCH_UP_LIMIT_MS; (await behind()).length > 0 && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await behind()).toEqual([]);
  await server.stop();
  server = undefined;

  // In the event store: every acknowledged position.
  const stored = await storedFixTimes();
  const lost = serials.flatMap((s) =>
    acked
      .get(s)!
      .filter((t) => !stored.get(s)!.has(t))
      .map((t) => `${s}@${new Date(t).toISOString()}`),
  );
  const ackedCount = serials.reduce((n, s) => n + acked.get(s)!.length, 0);
  const storedCount = serials.reduce((n, s) => n + stored.get(s)!.size, 0);
  console.log(
    `positions: ${sent} sent, ${ackedCount} acknowledged, ${ackedCount - lost.length} of them found after ` +
      `${KILLS.length} kills (${storedCount} stored in all: some sent but unacknowledged made it too)`,
  );
  expect(lost).toEqual([]);

  // The read models as the restarts left them and caught up, against a rebuild from the log.
  const platform = await Platform.create(
    loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'silent', GATEWAY: 'off' }),
    { logger: silent },
  );
  try {
    await platform.start();
    const head = await platform.events.headPosition();
    if (head !== undefined) await platform.runner.waitFor(head);
    const caughtUp = await readModels(platform);
    await rebuildProjections(platform, [], { progress: () => undefined, finished: () => undefined });
    expect(await readModels(platform)).toEqual(caughtUp);
  } finally {
    await platform.stop();
  }
});
