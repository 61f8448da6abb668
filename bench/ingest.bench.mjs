// Ingestion end to end, through the api process as `npm start` runs it (the gateway on its own
// thread, embedded SQLite stores with synchronous=FULL): device frames over real TCP -> durable
// append -> ACK -> projections -> live feed -> one graphql-ws subscriber.
//
// Two processes, so that the load generator's memory and CPU are never counted as the server's:
//   - the server (this file, started again with BENCH_ROLE=server by bench/support/server-process.mjs):
//     Platform + startServer + startConfiguredGateway on a temp DATA_DIR; it samples its own memory
//     and event-loop delay and answers the parent's questions over IPC (stats, gc, stop);
//   - the client (this process): provisions the devices as the administrator through /api
//     (`addDevices`, 1,000 serials a call), subscribes to `devicesUpdated` over graphql-ws, and drives
//     devices of one protocol (--protocol, GT06 by default) with the simulator's frame encoders, as
//     bench/support/wire/<protocol>.mjs speaks it (GT06: login 0x01, position 0x22; JT808: registration,
//     authentication, position 0x0200; Teltonika: the IMEI handshake, one Codec 8 packet of one record
//     per position).
// The subscriber lives in the client so that "frame written" and "row received" are read on one clock.
//
// A position counts as NOTIFIED when the subscriber receives a row of its device whose
// lastFixTimestamp is at or after the position's fix time. Every position of a device has its own fix
// time (one second of device time apart), and positions of one device are recorded in order, so such
// a row proves the read model included that position (the live feed publishes only after
// `runner.waitFor`). The feed publishes a device's latest row once per batch, so one row can notify
// several positions; latency is measured per position all the same.
//
// Phases:
//   (a) sustained: --devices connections, each with up to --window frames in flight (the gateway
//       handles one frame per connection at a time and ACKs it only once durable), as fast as the
//       ACKs allow, for --duration seconds after a --warmup; then the sending stops and the rest
//       drains. Rates: acked/s and notified/s over the measured window.
//   (b) latency: --rate positions/s spread evenly over the same devices for --rate-seconds after a
//       warm-up; frame written -> ACK read, and frame written -> row received; p50/p90/p99/max.
//   (c) the server's peak RSS and heap, sampled every 50 ms through (a) and (b).
//   (d) --idle connections (fresh devices) log in and stay idle; the server's RSS and heap after a
//       full GC, before and after, per connection; then they disconnect and what remains is shown.
//
// Usage: npm run bench:ingest [-- --protocol gt06 --devices 1000 --window 8 --duration 20 --rate 2000 --idle 10000]
//   [--fix-seconds 1 (device time between a device's fixes; 10 for a typical tracker)]
//   [--warmup 3 --rate-seconds 20]
//   [--fences 20 --fence-vertices 50 (each load device gets that many polygons through /api addFence
//    before it logs in, strung along its road: it enters and leaves every other one)]
// INGEST_BENCH_CPU_PROF=<dir> writes V8 CPU profiles of the server process there, one per phase.
// INGEST_BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" passes Node flags to the server
// process (that one profiles every thread, the gateway's included, over the whole run).
// INGEST_BENCH_GATEWAY=inline runs the gateway on the api's event loop instead of its own thread.
// Figures and definitions: bench/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { connect } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_SIGN_IN, callApi, imeis } from './support/api.mjs';
import { DRIVING_STATUS, drivingFix } from './support/driving.mjs';
import { fencesAlongRoad } from './support/fences.mjs';
import { readOptions } from './support/options.mjs';
import {
  fmt,
  kb,
  loadAverage,
  machine,
  mb,
  out,
  percentile,
  progress as progressOnTerminal,
} from './support/output.mjs';
import { SERVER_NODE_FLAGS, startServerProcess } from './support/server-process.mjs';
import { answerClient, collectGarbage, isServerRole, startApi } from './support/server-role.mjs';

const FIRST_SERIAL = 860_100_000_000_000;
/** The protocols a benchmark device can speak: bench/support/wire/<protocol>.mjs. */
const WIRES = ['gt06', 'jt808', 'teltonika'];

/** How a device speaks the protocol: the interface is in bench/support/wire/gt06.mjs's opening comment. */
async function loadWire(protocol) {
  return (await import(`./support/wire/${protocol}.mjs`)).load();
}

if (isServerRole()) await runServer();
else await runClient();

// ---------------------------------------------------------------------------------------------
// The server process: the api process as `npm start` runs it, minus the web app.

async function runServer() {
  // Nest's own logger too (server.ts reads it from the environment).
  process.env.LOG_LEVEL = 'silent';
  const logger = {
    info() {},
    warn: (m, f) => console.error('server warn:', m, f ?? ''),
    error: (m, e) => console.error('server error:', m, e),
  };
  const { config, platform, server, gateway, stopAndExit } = await startApi({
    settings: {
      // As `npm start` runs it (its own thread) unless INGEST_BENCH_GATEWAY says `inline`.
      GATEWAY: process.env.INGEST_BENCH_GATEWAY ?? 'on',
      // Every protocol a benchmark device speaks on a free port; the others off.
      ...Object.fromEntries(
        await Promise.all(WIRES.map(async (w) => [(await loadWire(w)).portSetting, '0'])),
      ),
      H02_PORT: 'off',
      OSMAND_PORT: 'off',
      GATEWAY_HOST: '127.0.0.1',
      // The run may outlast the default 15 idle minutes of the subscriber's session.
      SESSION_IDLE_SECONDS: '7200',
    },
    logger,
    gateway: true,
  });
  const threaded = config.devices.mode === 'thread';

  const peak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0 };
  const samplePeak = () => {
    const m = process.memoryUsage();
    for (const k of Object.keys(peak)) peak[k] = Math.max(peak[k], m[k]);
  };
  const sampler = setInterval(samplePeak, 50);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();

  const handlers = {
    async stats() {
      samplePeak();
      const report = await gateway.report();
      const status = report.gateway;
      const head = await platform.events.headPosition();
      const checkpoints = {};
      for (const name of platform.runner.names()) {
        checkpoints[name] = Number((await platform.read.checkpoint(name)) ?? 0n);
      }
      return {
        memory: process.memoryUsage(),
        peak: { ...peak },
        loop: {
          p50: loop.percentile(50) / 1e6,
          p99: loop.percentile(99) / 1e6,
          max: loop.max / 1e6,
        },
        cpu: process.cpuUsage(),
        writtenBytes: bytesWritten(),
        gateway: { ...status.totals, sessions: status.sessions, queueHighWater: status.queueHighWater },
        ingest: report.ingest,
        // The gateway thread's own heap; in inline mode it is the same heap as memory.heapUsed.
        gatewayHeapUsed: threaded ? report.heapUsed : 0,
        head: Number(head ?? 0n),
        checkpoints,
      };
    },
    async reset() {
      for (const k of Object.keys(peak)) peak[k] = 0;
      loop.reset();
      samplePeak();
      return {};
    },
    // Both threads' heaps after full GCs: heapUsed is their sum.
    async gc() {
      const report = await collectGarbage(gateway);
      const memory = process.memoryUsage();
      return { memory: { ...memory, heapUsed: memory.heapUsed + (threaded ? report.heapUsed : 0) } };
    },
    // A V8 CPU profile of this process for one phase, when INGEST_BENCH_CPU_PROF names a directory.
    async profileStart() {
      if (!profiler) {
        profiler = new inspector.Session();
        profiler.connect();
        await post('Profiler.enable');
      }
      await post('Profiler.start');
      return {};
    },
    async profileStop(name) {
      const { profile } = await post('Profiler.stop');
      const file = join(process.env.INGEST_BENCH_CPU_PROF, `${name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      return { file };
    },
    async stop() {
      clearInterval(sampler);
      return stopAndExit();
    },
  };
  let profiler;
  const post = (method) =>
    new Promise((resolve, reject) =>
      profiler.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  answerClient(handlers, { url: server.url, ports: gateway.ports });
}

/** Bytes this process has caused to be written to storage (Linux); null elsewhere. */
function bytesWritten() {
  try {
    return Number(/^write_bytes: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))[1]);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The client process: provisioning, the subscriber, the devices, the phases.

async function runClient() {
  const opts = readOptions({
    devices: 1000,
    window: 8,
    warmup: 3,
    duration: 20,
    rate: 2000,
    'rate-seconds': 20,
    idle: 10000,
    protocol: 'gt06',
    // Device time between a device's fixes: 1 s is a tracker at its fastest rate; 10 s a typical one.
    'fix-seconds': 1,
    fences: 0,
    'fence-vertices': 50,
  });
  if (!WIRES.includes(opts.protocol)) throw new Error(`--protocol: one of ${WIRES.join(', ')}`);
  const wire = await loadWire(opts.protocol);
  const { createClient } = await import('graphql-ws');
  const { default: WebSocket } = await import('ws');
  const { default: Database } = await import('better-sqlite3');

  const sqliteVersion = new Database(':memory:').prepare('select sqlite_version()').pluck().get();
  out(`Machine: ${machine()}, SQLite ${sqliteVersion}; load average ${loadAverage()}`);
  out(
    `Options: ${opts.protocol} devices: ${opts.devices}, window ${opts.window}, ${opts.duration} s sustained after ${opts.warmup} s, ` +
      `${opts.rate}/s for ${opts['rate-seconds']} s, ${opts.idle} idle connections, ` +
      `${opts.fences} fences of ${opts['fence-vertices']} vertices per load device\n`,
  );

  // -- the server ------------------------------------------------------------------------------
  const server = await startServerProcess(import.meta.url, {
    name: 'ingest-bench',
    nodeFlags: [
      ...SERVER_NODE_FLAGS,
      ...(process.env.INGEST_BENCH_SERVER_FLAGS ? process.env.INGEST_BENCH_SERVER_FLAGS.split(' ') : []),
    ],
  });
  const { ask } = server;
  const profiling = process.env.INGEST_BENCH_CPU_PROF;
  const profileStart = () => (profiling ? ask('profileStart') : undefined);
  const profileStop = async (name) => {
    if (profiling) out(`  CPU profile of the server: ${(await ask('profileStop', name)).file}`);
  };
  const api = (call, body, token) => callApi(server.url, call, body, token);

  // -- provisioning ----------------------------------------------------------------------------
  const { token } = await api('loginAccount', ADMIN_SIGN_IN);
  const total = opts.devices + opts.idle;
  const serials = imeis(FIRST_SERIAL, total);
  let started = performance.now();
  for (let i = 0; i < serials.length; i += 1000) {
    const { added } = await api('addDevices', { deviceSerialNumbers: serials.slice(i, i + 1000) }, token);
    if (added.length !== Math.min(1000, serials.length - i)) throw new Error('a device was not added');
    progress(`provisioned ${i + added.length} / ${total}`);
  }
  const provisionMs = performance.now() - started;
  out(
    `Provisioning: ${fmt(total)} devices through /api addDevices in ${fmt(provisionMs / 1000, 1)} s ` +
      `(${fmt(total / (provisionMs / 1000))} devices/s, one command and one read-your-writes wait each)`,
  );

  // -- the subscriber --------------------------------------------------------------------------
  const bySerial = new Map();
  let rowsReceived = 0;
  let closing = false;
  const gql = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
  });
  const connected = new Promise((resolve) => gql.on('connected', resolve));
  let messagesReceived = 0;
  // As the web app's map and lists subscribe: one message per batch with the changed rows.
  gql.subscribe(
    { query: 'subscription { devicesUpdated { deviceSerialNumber lastFixTimestamp updatedTimestamp } }' },
    {
      next: ({ data, errors }) => {
        if (errors) throw new Error(`subscription error: ${JSON.stringify(errors)}`);
        messagesReceived++;
        for (const row of data.devicesUpdated) {
          rowsReceived++;
          if (row.lastFixTimestamp !== null)
            bySerial.get(row.deviceSerialNumber)?.notifiedUpTo(row.lastFixTimestamp);
        }
      },
      error: (error) => {
        console.error('subscription failed:', error);
        process.exit(1);
      },
      complete: () => closing || console.error('subscription completed unexpectedly'),
    },
  );
  await connected;

  // -- the devices -----------------------------------------------------------------------------
  const counters = { sent: 0, acked: 0, notified: 0 };
  /** Where latencies go while a phase measures them; null outside. */
  let measuring = null;
  // Fix times --fix-seconds of device time apart, starting three hours (per second of step) ago: far
  // inside the domain's 7-day "too old" bound and never in its future, whatever the phases send.
  const fixBase = Math.floor(Date.now() / 1000) * 1000 - 3 * 3_600_000 * opts['fix-seconds'];

  class Device {
    constructor(serial, index) {
      this.serial = serial;
      this.seq = 0;
      this.inflight = 0;
      this.window = opts.window;
      /** Positions written, not yet ACKed: write times, in order. */
      this.unacked = [];
      /** Positions written, not yet seen by the subscriber: { fixMs, at, measure }, in order. */
      this.unseen = [];
      this.lat0 = 23.6 + (index % 100) * 0.008;
      this.lon0 = 120.6 + Math.floor(index / 100) * 0.008;
      this.onLogin = undefined;
      this.onAck = undefined;
      this.closed = false;
      bySerial.set(serial, this);
    }

    async connect(port) {
      const socket = connect({ host: '127.0.0.1', port });
      socket.setNoDelay(true);
      this.socket = socket;
      const session = wire.session(this.serial);
      this.session = session;
      socket.on('data', (chunk) => {
        for (const frame of session.framer.push(chunk).frames) this.onFrame(frame);
      });
      socket.on('error', (error) => {
        if (!this.closed) console.error(`device ${this.serial}: ${error.message}`);
      });
      socket.on('close', () => (this.closed = true));
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      const loggedIn = new Promise((resolve) => (this.onLogin = resolve));
      socket.write(session.hello());
      await loggedIn;
    }

    onFrame(frame) {
      const read = this.session.onFrame(frame);
      if (Buffer.isBuffer(read)) {
        this.socket.write(read);
      } else if (read === 'ready') {
        this.onLogin?.();
        this.onLogin = undefined;
      } else if (read === 'ack') {
        const at = this.unacked.shift();
        this.inflight--;
        counters.acked++;
        if (measuring && at >= measuring.from) measuring.ack.push(performance.now() - at);
        this.onAck?.();
      }
    }

    /** Writes one position frame; false when the window is full. */
    send() {
      if (this.inflight >= this.window || this.closed) return false;
      const seq = this.seq++;
      const fixMs = fixBase + seq * opts['fix-seconds'] * 1000;
      const fix = drivingFix(fixBase, seq, this.lat0, this.lon0, opts['fix-seconds']);
      const at = performance.now();
      this.socket.write(this.session.position(fix, DRIVING_STATUS));
      this.inflight++;
      this.unacked.push(at);
      this.unseen.push({ fixMs, at });
      counters.sent++;
      return true;
    }

    notifiedUpTo(lastFixMicros) {
      const upTo = lastFixMicros / 1000;
      const now = performance.now();
      let n = 0;
      while (n < this.unseen.length && this.unseen[n].fixMs <= upTo) {
        const p = this.unseen[n++];
        if (measuring && p.at >= measuring.from) measuring.notify.push(now - p.at);
      }
      if (n > 0) {
        this.unseen.splice(0, n);
        counters.notified += n;
      }
    }

    close() {
      this.closed = true;
      this.socket?.destroy();
    }
  }

  /**
   * Each device's fences through /api addFence, a few devices at a time and one call at a time per
   * device (two writes to one device's places stream at once would race for its revision).
   */
  async function addFences(devices) {
    const DEVICES_IN_FLIGHT = 8;
    const begun = performance.now();
    let next = 0;
    let added = 0;
    await Promise.all(
      Array.from({ length: DEVICES_IN_FLIGHT }, async () => {
        while (next < devices.length) {
          const d = devices[next++];
          for (const input of fencesAlongRoad(
            d.serial,
            d.lat0,
            d.lon0,
            opts.fences,
            opts['fence-vertices'],
          )) {
            await api('addFence', input, token);
            if (++added % 1000 === 0) progress(`added ${added} fences`);
          }
        }
      }),
    );
    out(
      `Fences: ${fmt(added)} polygons of ${opts['fence-vertices']} vertices through /api addFence in ` +
        `${fmt((performance.now() - begun) / 1000, 1)} s`,
    );
  }

  async function openAll(devices, concurrency) {
    let next = 0;
    let done = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < devices.length) {
          await devices[next++].connect(server.ports[opts.protocol]);
          if (++done % 1000 === 0) progress(`logged in ${done} / ${devices.length}`);
        }
      }),
    );
  }

  async function settle(label, timeoutMs = 120_000) {
    const until = performance.now() + timeoutMs;
    while (counters.acked < counters.sent || counters.notified < counters.sent) {
      if (performance.now() > until) {
        out(`  ! ${label}: not settled after ${timeoutMs / 1000} s: ${JSON.stringify(counters)}`);
        return false;
      }
      await sleep(5);
    }
    return true;
  }

  const loadDevices = serials.slice(0, opts.devices).map((s, i) => new Device(s, i));
  if (opts.fences > 0) await addFences(loadDevices);
  started = performance.now();
  await openAll(loadDevices, 200);
  out(`Logged in ${fmt(opts.devices)} load devices in ${fmt((performance.now() - started) / 1000, 1)} s`);
  // Warm-up: a few positions each (JIT, caches), until the subscriber has seen them all.
  for (let round = 0; round < 5; round++) {
    for (const d of loadDevices) d.send();
    await settle('warm-up');
  }
  await ask('reset');

  // -- (a) sustained -----------------------------------------------------------------------------
  out('\n(a) Sustained throughput: every device as fast as its ACKs allow');
  let running = true;
  const pump = (d) => {
    while (running && d.send());
  };
  for (const d of loadDevices) d.onAck = () => pump(d);
  const cpuClient0 = process.cpuUsage();
  const s0 = await ask('stats');
  const sentA0 = counters.sent;
  const phaseStart = performance.now();
  for (const d of loadDevices) pump(d);
  await sleep(opts.warmup * 1000);
  const w0 = { ...counters, at: performance.now(), stats: await ask('stats') };
  await profileStart();
  const timeline = [];
  for (let s = 0; s < opts.duration; s++) {
    const before = { ...counters };
    await sleep(1000);
    const st = await ask('stats');
    timeline.push({
      acked: counters.acked - before.acked,
      notified: counters.notified - before.notified,
      lag: st.head - st.checkpoints.directory,
      rss: st.memory.rss,
    });
    progress(
      `  ${s + 1}s: acked ${fmt(timeline.at(-1).acked)}/s, notified ${fmt(timeline.at(-1).notified)}/s, ` +
        `projection lag ${fmt(timeline.at(-1).lag)} events`,
    );
  }
  const w1 = { ...counters, at: performance.now(), stats: await ask('stats') };
  running = false;
  await profileStop('sustained');
  const stopSending = performance.now();
  await settle('sustained');
  const drainedAt = performance.now();
  const s1 = await ask('stats');
  const cpuClient = process.cpuUsage(cpuClient0);
  const windowSec = (w1.at - w0.at) / 1000;
  const ackedRate = (w1.acked - w0.acked) / windowSec;
  const notifiedRate = (w1.notified - w0.notified) / windowSec;
  const sentA = counters.sent - sentA0;
  const wholeRate = counters.notified === counters.sent ? sentA / ((drainedAt - phaseStart) / 1000) : NaN;
  const serverCpu = (s1.cpu.user + s1.cpu.system - s0.cpu.user - s0.cpu.system) / 1e6;
  const phaseSec = (drainedAt - phaseStart) / 1000;
  out(
    `  measured window ${fmt(windowSec, 1)} s: ${fmt(ackedRate)} positions/s acked (durable), ` +
      `${fmt(notifiedRate)} positions/s notified (read model + subscriber)`,
  );
  out(
    `  projection lag (events behind the head): ${fmt(w0.stats.head - w0.stats.checkpoints.directory)} at the window's start, ` +
      `${fmt(w1.stats.head - w1.stats.checkpoints.directory)} at its end`,
  );
  out(
    `  whole phase: ${fmt(sentA)} positions sent in ${fmt((stopSending - phaseStart) / 1000, 1)} s, all notified ` +
      `${fmt((drainedAt - stopSending) / 1000, 2)} s after the last was sent: ${fmt(wholeRate)} positions/s end to end`,
  );
  out(
    `  per second (acked / notified): ${timeline.map((t) => `${fmt(t.acked / 1000, 1)}k/${fmt(t.notified / 1000, 1)}k`).join(' ')}`,
  );
  out(
    `  rows received ${fmt(rowsReceived)} in ${fmt(messagesReceived)} messages (so far, all phases); server CPU ${fmt(serverCpu, 1)} s over ${fmt(phaseSec, 1)} s ` +
      `(${fmt((100 * serverCpu) / phaseSec)} % of one core, ${fmt((serverCpu * 1e6) / sentA)} µs per position), client CPU ${fmt((cpuClient.user + cpuClient.system) / 1e6, 1)} s; ` +
      `server event-loop delay p99 ${fmt(s1.loop.p99, 1)} ms, max ${fmt(s1.loop.max, 1)} ms`,
  );
  if (s1.writtenBytes !== null) {
    out(
      `  written to storage: ${mb(s1.writtenBytes - s0.writtenBytes)} (${kb((s1.writtenBytes - s0.writtenBytes) / sentA)} per position)`,
    );
  }
  out(
    `  ingest: ${fmt(s1.ingest.appends - s0.ingest.appends)} appends, ${fmt(s1.ingest.recordFailures)} record failures, ` +
      `${fmt(s1.ingest.conflictsRetried)} conflicts, ${fmt(s1.ingest.warningsRaised - s0.ingest.warningsRaised)} warnings raised ` +
      `(fence crossings, with --fences); gateway queue high water ${s1.gateway.queueHighWater}`,
  );
  for (const d of loadDevices) d.onAck = undefined;
  const peakA = s1.peak;

  // -- (b) latency at a fixed rate -----------------------------------------------------------------
  out(`\n(b) Latency at ${fmt(opts.rate)} positions/s over ${fmt(opts.devices)} devices`);
  await ask('reset');
  const lat = { ack: [], notify: [], from: Infinity };
  measuring = lat;
  await profileStart();
  const rateStart = performance.now();
  const warmupB = 2000;
  let scheduled = 0;
  let cursor = 0;
  let skipped = 0;
  const totalMs = warmupB + opts['rate-seconds'] * 1000;
  const sentB0 = counters.sent;
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - rateStart;
      if (elapsed >= warmupB && lat.from === Infinity) lat.from = performance.now();
      const due = Math.min(
        Math.floor((elapsed * opts.rate) / 1000),
        Math.floor((totalMs * opts.rate) / 1000),
      );
      while (scheduled < due) {
        scheduled++;
        const d = loadDevices[cursor];
        cursor = (cursor + 1) % loadDevices.length;
        if (!d.send()) skipped++;
      }
      if (elapsed >= totalMs) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  const actualRate = (counters.sent - sentB0) / ((performance.now() - rateStart) / 1000);
  await settle('latency');
  await profileStop('latency');
  measuring = null;
  const sB = await ask('stats');
  const describe = (xs) => {
    xs.sort((a, b) => a - b);
    return `p50 ${fmt(percentile(xs, 50), 1)} ms, p90 ${fmt(percentile(xs, 90), 1)} ms, p99 ${fmt(percentile(xs, 99), 1)} ms, max ${fmt(xs.at(-1), 1)} ms (n = ${fmt(xs.length)})`;
  };
  out(`  offered ${fmt(actualRate)} positions/s; ${skipped} skipped for a full window`);
  out(`  frame -> ACK:        ${describe(lat.ack)}`);
  out(`  frame -> subscriber: ${describe(lat.notify)}`);
  out(
    `  server event-loop delay p50 ${fmt(sB.loop.p50, 1)} ms, p99 ${fmt(sB.loop.p99, 1)} ms, max ${fmt(sB.loop.max, 1)} ms`,
  );

  // -- (c) peak memory -------------------------------------------------------------------------------
  out('\n(c) Server memory (sampled every 50 ms)');
  out(
    `  peak during (a): RSS ${mb(peakA.rss)}, api thread heap used ${mb(peakA.heapUsed)} (heap total ${mb(peakA.heapTotal)}, external ${mb(peakA.external)})` +
      gatewayHeap(s1),
  );
  out(
    `  peak during (b): RSS ${mb(sB.peak.rss)}, api thread heap used ${mb(sB.peak.heapUsed)} (heap total ${mb(sB.peak.heapTotal)}, external ${mb(sB.peak.external)})` +
      gatewayHeap(sB),
  );

  // -- (d) idle connections ----------------------------------------------------------------------------
  out(`\n(d) ${fmt(opts.idle)} idle ${opts.protocol} connections (fresh devices: login, then silence)`);
  for (const d of loadDevices) d.close();
  await sleep(1000);
  const base = (await ask('gc')).memory;
  const idleDevices = serials.slice(opts.devices).map((s, i) => new Device(s, opts.devices + i));
  await profileStart();
  started = performance.now();
  await openAll(idleDevices, 200);
  const openSec = (performance.now() - started) / 1000;
  await profileStop('logins');
  // Let the logins' events reach the read models, then measure.
  for (;;) {
    const st = await ask('stats');
    if (Object.values(st.checkpoints).every((c) => c === st.head)) break;
    await sleep(100);
  }
  await sleep(1000);
  const withIdle = (await ask('gc')).memory;
  const sD = await ask('stats');
  const per = (k) => (withIdle[k] - base[k]) / opts.idle;
  out(`  ${fmt(sD.gateway.sessions)} sessions open (logins took ${fmt(openSec, 1)} s)`);
  out(
    `  after a full GC: RSS ${mb(base.rss)} -> ${mb(withIdle.rss)}, heap used ${mb(base.heapUsed)} -> ${mb(withIdle.heapUsed)}, ` +
      `external ${mb(base.external)} -> ${mb(withIdle.external)}`,
  );
  out(
    `  per connection: RSS ${kb(per('rss'))}, heap used ${kb(per('heapUsed'))}, external ${kb(per('external'))}`,
  );
  for (const d of idleDevices) d.close();
  for (;;) {
    const st = await ask('stats');
    if (st.gateway.sessions === 0) break;
    await sleep(100);
  }
  await sleep(500);
  const after = (await ask('gc')).memory;
  out(
    `  after they disconnect: heap used ${mb(after.heapUsed)} (${kb((after.heapUsed - base.heapUsed) / opts.idle)} per device ` +
      `stays: the ingest's cached device state), RSS ${mb(after.rss)}`,
  );

  closing = true;
  await gql.dispose();
  await server.stop();
  out(`\nload average at the end ${loadAverage()}`);
  process.exit(0);
}

/** On a terminal, one progress line; elsewhere every one, on stderr (a long run's log). */
function progress(line) {
  if (process.stderr.isTTY) progressOnTerminal(line);
  else console.error(line);
}

/** The gateway thread's heap when it has its own (not sampled for peaks: read at the phase's end). */
function gatewayHeap(stats) {
  return stats.gatewayHeapUsed > 0
    ? `; gateway thread heap used ${mb(stats.gatewayHeapUsed)} at the end`
    : '';
}
