// The auditors' reads of a long history: a device whose stream holds 10,000 events (its creation
// and then manual service adjustments, as the device decider writes them), read through the
// Dispatcher in this process (session, access, validation, the operation, the system log entry
// every audit read writes):
//   - getAuditHistory, first page and last page (50 rows: the last needs the whole stream folded);
//   - getAuditState as of a moment in the middle of the stream, and with compareAt at the start.
// The first read of each (folding from the start or the nearest checkpoint), then the median and
// worst of --runs runs, wall time (and this process's CPU time: on a shared machine, the cost);
// targets < 100 ms (history) and < 50 ms (state). Then the last page from cold --runs times (no
// state kept from an earlier read: the whole stream read and folded each time).
//
//   npm run bench:audit-history [-- --events 10000 --runs 15]
//
// The stream is written through the event store in batches (the decider's own events, with the
// metadata the command handler gives), not by 10,000 calls. Figures: bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ADMIN_SIGN_IN, callApi, imeis } from './support/api.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, percentile, progress } from './support/output.mjs';
import { createPlatform, servePlatform } from './support/platform.mjs';

const require = createRequire(import.meta.url);
const { deviceDecider, streams } = require('@gps/domain');
const { auditOperations } = require('../apps/api/dist/operations/audit.operations.js');

const { events: eventCount, runs } = readOptions({ events: 10_000, runs: 15 });

const DAY_MS = 86_400_000;
/** Events appended at once: a batch per append keeps the store's transactions reasonable. */
const BATCH = 500;
const LOOPBACK = '127.0.0.1';
const TARGETS = { history: 100, state: 50 };
const µs = (ms) => ms * 1000;

const dir = mkdtempSync(join(tmpdir(), 'audit-history-bench-'));
const { platform } = await createPlatform({ dir });
const { server, stop } = await servePlatform(platform);
try {
  const admin = (await callApi(server.url, 'loginAccount', ADMIN_SIGN_IN)).token;
  const [serial] = imeis(876_900_000_000_000, 1);
  await callApi(server.url, 'addDevices', { deviceSerialNumbers: [serial] }, admin);
  const stream = streams.device(serial);
  const middle = await writeAdjustments(stream, serial, eventCount - 1);

  const dispatch = async (call, input) =>
    server.dispatcher.dispatch(call, input, { token: admin, ip: LOOPBACK });
  const lastPage = Math.ceil(eventCount / 50) - 1;
  const cases = [
    ['getAuditHistory first page', 'history', 'getAuditHistory', { entityType: 'device', key: serial }],
    [
      `getAuditHistory last page (${lastPage})`,
      'history',
      'getAuditHistory',
      { entityType: 'device', key: serial, pageIndex: lastPage },
    ],
    [
      'getAuditState as of the middle',
      'state',
      'getAuditState',
      { entityType: 'device', key: serial, at: middle },
    ],
    [
      'getAuditState middle, compared with the start',
      'state',
      'getAuditState',
      { entityType: 'device', key: serial, at: middle, compareAt: 0 },
    ],
  ];
  out(
    `audit history: a device stream of ${fmt(eventCount)} events, ${runs} runs each, through the Dispatcher`,
  );
  out(`machine: ${machine()}; load average ${loadAverage()}`);
  for (const [name, target, call, input] of cases) {
    // The first read of a moment folds from the start (or the nearest checkpoint an earlier case
    // left); the runs after it fold from the checkpoints it left.
    const cold = performance.now();
    check(call, await dispatch(call, input));
    const first = performance.now() - cold;
    const times = [];
    const cpu = [];
    for (let run = 0; run < runs; run++) {
      progress(`${name}: run ${run + 1}/${runs}`);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await dispatch(call, input);
      const used = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const verdict = median < TARGETS[target] ? 'within' : 'OVER';
    out(
      `  ${name}: first ${fmt(first, 1)} ms, then median ${fmt(median, 1)} ms (CPU ${fmt(percentile(cpu, 50), 1)} ms), ` +
        `worst ${fmt(times[times.length - 1], 1)} ms ` +
        `(target < ${TARGETS[target]} ms: ${verdict})`,
    );
  }
  await coldLastPage(serial, lastPage);
} finally {
  await stop();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The last page from cold, --runs times: each read with no kept state (a fresh FoldCheckpoints, as
 * after a restart), so the whole stream is read and folded every time; the operation's own work,
 * without the Dispatcher's session and system log.
 */
async function coldLastPage(serial, lastPage) {
  const times = [];
  const cpu = [];
  for (let run = 0; run < runs; run++) {
    progress(`cold last page: run ${run + 1}/${runs}`);
    const [operation] = auditOperations({ read: platform.read, events: platform.events });
    const input = { entityType: 'device', key: serial, pageIndex: lastPage };
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const page = await operation.run({}, input);
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    if (page.rows.length === 0) throw new Error('the cold read gave no rows');
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const median = percentile(times, 50);
  out(
    `  getAuditHistory last page from cold (no kept state, ${fmt(eventCount)} events folded): ` +
      `median ${fmt(median, 1)} ms (CPU ${fmt(percentile(cpu, 50), 1)} ms), worst ${fmt(times[times.length - 1], 1)} ms ` +
      `(target < ${TARGETS.history} ms: ${median < TARGETS.history ? 'within' : 'OVER'})`,
  );
}

/**
 * Appends `count` service adjustments to the device's stream, decided by the device decider on the
 * state folded so far, with the metadata an administrator's call gives them; answers a moment (µs)
 * between the middle two batches.
 */
async function writeAdjustments(stream, serial, count) {
  let state = (await platform.events.readStream(stream)).reduce(
    (s, e) => deviceDecider.evolve(s, { type: e.type, version: 1, data: e.data }),
    deviceDecider.initialState,
  );
  let revision = 0;
  let middle = 0;
  const at = Date.now();
  for (let written = 0; written < count;) {
    const batch = [];
    for (; batch.length < BATCH && written < count; written++) {
      const [event] = deviceDecider.decide(
        {
          type: 'AdjustService',
          serialNumber: serial,
          serviceExpiredAt: at + (written + 1) * DAY_MS,
          reason: `adjustment ${written + 1}`,
          at,
          by: 'administrator',
          byAccount: 'admin',
        },
        state,
      );
      state = deviceDecider.evolve(state, event);
      const commandId = randomUUID();
      batch.push({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          version: event.version,
          commandId,
          actor: { kind: 'admin', id: 'administrator' },
          call: 'manualAdjustService',
          ip: LOOPBACK,
        },
      });
    }
    const result = await platform.events.append(stream, batch, revision);
    revision = result.nextRevision;
    progress(`writing the stream: ${fmt(written)} of ${fmt(count)}`);
    if (middle === 0 && written >= count / 2) {
      // A moment after this batch and before the next: the store records to the millisecond.
      await new Promise((resolve) => setTimeout(resolve, 2));
      middle = µs(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  await platform.runner.waitFor(await platform.events.headPosition());
  return middle;
}

function check(call, answer) {
  const rows = call === 'getAuditHistory' ? answer.rows.length : answer.fields.length;
  if (rows === 0) throw new Error(`${call} answered nothing`);
}
