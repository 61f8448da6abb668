// What each read model costs per position: the log of many devices' positions, interleaved as a
// gateway records them, replayed into each projection alone (a rebuild) while this process's CPU time
// is measured. One process, no sockets, no other work: the figure is the projection's own cost (its
// unit of work, the read-store writes and commits, and reading the log's events from the file, which
// a live projection shares with the others).
//
//   npm run bench:projection-cost [-- --devices 1000 --rounds 100 --fix-seconds 1 --projections directory,history,statistics]
//
// --fix-seconds is the device time between a device's fixes: 1 fills a history chunk with 60 points,
// 10 (a typical tracker) with 6. The devices are in a sub-fleet, so each position with a distance
// adds to the statistics rows of four scopes (device, sub-fleet, its parent, platform). PROJECTION_COST_CPU_PROF=<dir> writes a V8 CPU profile per projection.
// Figures: bench/README.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_SIGN_IN, callApi, imeis } from './support/api.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, progress } from './support/output.mjs';
import { quietLogger, startPlatform } from './support/platform.mjs';
import { gridFix, RECEIPT_DELAY_MS } from './support/grid-fixes.mjs';

const require = createRequire(import.meta.url);
const { TelemetryIngest, silentLogger } = require('../apps/gateway/dist/index.js');

const {
  devices,
  rounds,
  'fix-seconds': fixSeconds,
  projections,
} = readOptions({
  devices: 1000,
  rounds: 100,
  'fix-seconds': 1,
  projections: 'directory,history,statistics',
});
const SECOND = 1000;

const dir = mkdtempSync(join(tmpdir(), 'projection-cost-'));
try {
  out(`projection cost: ${machine()}`);
  out(`${fmt(devices)} devices x ${fmt(rounds)} rounds, a fix every ${fixSeconds} s of device time\n`);
  const { platform, server, stop } = await startPlatform({
    dir,
    settings: { GATEWAY: 'off' },
    logger: quietLogger,
  });
  const admin = (await callApi(server.url, 'loginAccount', ADMIN_SIGN_IN)).token;
  const serials = imeis(866_000_000_000_000, devices);
  await callApi(server.url, 'addDevices', { deviceSerialNumbers: serials }, admin);
  const fleet = await callApi(
    server.url,
    'createFleet',
    { account: 'cost-fleet', password: 'cost-fleet-pass', alias: 'Cost fleet' },
    admin,
  );
  const sub = await callApi(
    server.url,
    'createSubFleet',
    { parentFleetId: fleet.id, account: 'cost-sub', password: 'cost-sub-pass', alias: 'Cost sub-fleet' },
    admin,
  );
  await callApi(server.url, 'allocationDevice', { deviceSerialNumbers: serials, fleetId: sub.id }, admin);

  // Every device's fix of a round before the next round's, as a gateway records a fleet's positions.
  const ingest = new TelemetryIngest({ events: platform.events, logger: silentLogger });
  // After the allocation (the platform's clock): every fix counts for the sub-fleet it is in.
  const start = Date.now() + SECOND;
  for (let round = 0; round < rounds; round++) {
    const fixTime = start + round * fixSeconds * SECOND;
    await Promise.all(
      serials.map((serial, index) =>
        ingest.recordAll(serial, [gridFix(serial, index, round, fixTime)], fixTime + RECEIPT_DELAY_MS),
      ),
    );
    if (round % 10 === 0) progress(`recorded round ${round} of ${rounds}`);
  }
  const head = await platform.events.headPosition();
  await platform.runner.waitFor(head, 600_000);
  const positions = devices * rounds;
  out(`log: ${fmt(Number(head))} events, ${fmt(positions)} positions (load average ${loadAverage()})`);

  const profiles = process.env.PROJECTION_COST_CPU_PROF;
  const session = profiles ? new inspector.Session() : undefined;
  session?.connect();
  for (const name of projections.split(',')) {
    if (session) {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    const began = process.hrtime.bigint();
    await platform.runner.rebuild(name);
    const wallMs = Number(process.hrtime.bigint() - began) / 1e6;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(profiles, `${name}.cpuprofile`), JSON.stringify(profile));
    }
    out(
      `  ${name}: CPU ${fmt(cpuMs)} ms, wall ${fmt(wallMs)} ms: ` +
        `${fmt((cpuMs * 1000) / positions, 1)} µs of CPU per position`,
    );
  }
  out(`load average at the end ${loadAverage()}`);
  await stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
