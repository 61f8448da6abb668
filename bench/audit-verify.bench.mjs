// How fast the log is verified and the read models rebuilt, in events per second, on the embedded
// store: a log of mostly telemetry (as in life) is written straight through the event store, then
//   (a) `npm run rebuild`'s work (every projection dropped and replayed from the log),
//   (b) the chain walk of `npm run audit -- verify` alone,
//   (c) the whole verification (chain, replay into a scratch store, comparison with the live read
//       models).
//
//   npm run bench:audit-verify [-- --devices 1000 --rounds 200 --only rebuild,chain,verify]
//                              [-- --split directory/history/statistics]
//
// --split: the rebuild is also measured in parts, each named projection (or group joined by +)
// rebuilt alone and then all the others together, each part reading the whole log: what each costs,
// and what rebuilding the parts side by side on separate cores could reach at best.
//
// Figures: bench/README.md ("Log verification and rebuild").
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_SIGN_IN, callApi, imeis } from './support/api.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, progress } from './support/output.mjs';
import { createPlatform, quietLogger, servePlatform } from './support/platform.mjs';
import { gridFix, RECEIPT_DELAY_MS } from './support/grid-fixes.mjs';

const require = createRequire(import.meta.url);
const { TelemetryIngest, silentLogger } = require('../apps/gateway/dist/index.js');
const { rebuildProjections } = require('../apps/api/dist/cli/rebuild-projections.js');

const { devices, rounds, only, split } = readOptions({
  devices: 1000,
  rounds: 200,
  only: 'rebuild,chain,verify',
  split: '',
});
const measured = new Set(only.split(','));
const SECOND = 1000;
/** A fix every ten seconds (a typical tracker). */
const FIX_EVERY_MS = 10 * SECOND;

/** The platform's own calls make the devices, a fleet and a sub-fleet (their events, as in life). */
async function setUp(dir) {
  const { platform } = await createPlatform({ dir, settings: { GATEWAY: 'off' }, logger: quietLogger });
  const { server, stop } = await servePlatform(platform);
  const admin = (await callApi(server.url, 'loginAccount', ADMIN_SIGN_IN)).token;
  const serials = imeis(867_000_000_000_000, devices);
  await callApi(server.url, 'addDevices', { deviceSerialNumbers: serials }, admin);
  const fleet = await callApi(
    server.url,
    'createFleet',
    { account: 'verify-fleet', password: 'verify-fleet-pass', alias: 'Verify fleet' },
    admin,
  );
  const sub = await callApi(
    server.url,
    'createSubFleet',
    { parentFleetId: fleet.id, account: 'verify-sub', password: 'verify-sub-pass', alias: 'Verify sub' },
    admin,
  );
  await callApi(server.url, 'allocationDevice', { deviceSerialNumbers: serials, fleetId: sub.id }, admin);
  await stop();
  return serials;
}

/** The telemetry, straight through the event store while no projection runs (the fast way). */
async function record(platform, serials) {
  const ingest = new TelemetryIngest({ events: platform.events, logger: silentLogger });
  const start = Date.now() + SECOND;
  for (let round = 0; round < rounds; round++) {
    const fixTime = start + round * FIX_EVERY_MS;
    await Promise.all(
      serials.map((serial, index) =>
        ingest.recordAll(serial, [gridFix(serial, index, round, fixTime)], fixTime + RECEIPT_DELAY_MS),
      ),
    );
    if (round % 20 === 0) progress(`recorded round ${round} of ${rounds}`);
  }
}

/** AUDIT_VERIFY_CPU_PROF=<dir> writes a V8 CPU profile of each measured step there. */
const profiles = process.env.AUDIT_VERIFY_CPU_PROF;
const session = profiles ? new inspector.Session() : undefined;
session?.connect();

/** Runs `work`, writes its rate over `events` and returns it. */
async function timed(label, events, work) {
  if (session) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const began = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const result = await work();
  const wallMs = Number(process.hrtime.bigint() - began) / 1e6;
  const used = process.cpuUsage(cpu);
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(profiles, `${label.replace(/[^\w+]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  }
  out(
    `  ${label}: ${fmt(wallMs)} ms wall, ${fmt((used.user + used.system) / 1000)} ms CPU: ` +
      `${fmt((events * 1000) / wallMs)} events/s`,
  );
  return result;
}

const dir = mkdtempSync(join(tmpdir(), 'audit-verify-bench-'));
try {
  out(`log verification and rebuild: ${machine()}`);
  const serials = await setUp(dir);
  const { platform } = await createPlatform({ dir, settings: { GATEWAY: 'off' }, logger: quietLogger });
  await record(platform, serials);
  const events = Number((await platform.events.headPosition()) ?? 0n);
  out(
    `log: ${fmt(events)} events, ${fmt(devices * rounds)} of them positions (load average ${loadAverage()})`,
  );

  if (measured.has('rebuild')) {
    const silent = { progress() {}, finished() {} };
    await timed('rebuild (every projection)', events, () => rebuildProjections(platform, [], silent));
    if (split !== '') {
      const parts = split.split('/').map((part) => part.split('+'));
      const others = platform.runner.names().filter((name) => !parts.flat().includes(name));
      for (const names of [...parts, others]) {
        const label =
          names === others ? `rebuild of the ${others.length} others` : `rebuild of ${names.join('+')}`;
        await timed(label, events, () => rebuildProjections(platform, names, silent));
      }
    }
  }
  let verification;
  if (measured.has('chain') || measured.has('verify')) {
    verification = require('../apps/api/dist/audit/verification/index.js');
  }
  if (measured.has('chain')) {
    await timed('chain walk', events, () => verification.walkChain(platform.storedEvents, () => undefined));
  }
  if (measured.has('verify')) {
    // The live read models must be there to compare with: rebuilt above, or caught up here.
    await platform.start();
    await platform.runner.waitFor(BigInt(events), 600_000);
    const outcome = await timed('whole verification', events, () =>
      verification.verifyLog(verification.verificationSourcesOf(platform), () => undefined),
    );
    out(
      `  outcome: ${outcome.state}${outcome.problem ? ` (${outcome.problem} ${outcome.problemDetail})` : ''}`,
    );
  }
  out(`load average at the end ${loadAverage()}`);
  await platform.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
