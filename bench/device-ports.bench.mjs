// The device ports under attack, through the api process as `npm start` runs it (the gateway on its
// own thread, embedded SQLite stores): what a connection that never logs in costs, what a real
// reconnect storm needs, and whether the api keeps answering when the device ports are flooded.
//
// Two processes, as in ingest.bench.mjs: the server (this file, started with BENCH_ROLE=server under
// `ulimit -n <--fd-limit>` when given) and the client (this process: the load).
// Connections come from many loopback addresses (127.0.0.0/8 all reaches the loopback interface on
// Linux), so that per-address caps can be exercised as a real crowd of addresses would.
//
// Phases:
//   (a) baseline: the server's open file descriptors, RSS and both threads' heaps after a full GC.
//   (b) --idle connections that never send a byte (--per-address from each address): descriptors,
//       RSS and heaps per connection; the api's answer time meanwhile; then, for --hold seconds, how
//       many of them the server closes (a login timeout) and how fast.
//   (c) reconnect storm: --storm provisioned GT06 devices connect from ONE address, at once or
//       spread evenly over --storm-seconds, and log in: connect -> login ACK time (p50/p99/max), the
//       most connections ever waiting for their identification at once, and how many the gateway
//       refused.
//   (d) flood: --attack silent connections from many addresses (--per-address each), past the
//       server's descriptor limit when --fd-limit is low; then the api (`/api` getGatewayStatus, a
//       new TCP connection each time), and a provisioned tracker from a fresh address.
//
// Usage: npm run bench:device-ports [-- --idle 10000 --per-address 100 --hold 40 --storm 2000
//   --storm-seconds 0 --attack 0 --fd-limit 0]
// e.g. npm run bench:device-ports -- --idle 0 --storm 0 --attack 6000 --fd-limit 4096
// Extra server settings go through the environment (DEVICE_LOGIN_TIMEOUT_SECONDS, ...), which the
// server process inherits. Figures and definitions: bench/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_SIGN_IN, imeis, postApi } from './support/api.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, kb, loadAverage, machine, mb, out, percentile, progress } from './support/output.mjs';
import { startServerProcess } from './support/server-process.mjs';
import { answerClient, collectGarbage, isServerRole, startApi } from './support/server-role.mjs';

const FIRST_SERIAL = 860_200_000_000_000;
const LOGIN_ACK = 0x01;
/** An /api call that takes longer than this counts as not answered. */
const API_TIMEOUT_MS = 10_000;

if (isServerRole()) await runServer();
else await runClient();

// ---------------------------------------------------------------------------------------------
// The server process: the api process as `npm start` runs it, minus the web app.

async function runServer() {
  const { server, gateway, stopAndExit } = await startApi({
    // The server settings under test (DEVICE_LOGIN_TIMEOUT_SECONDS, ...) come from the environment.
    inherited: process.env,
    settings: {
      GATEWAY: 'on',
      GT06_PORT: '0',
      H02_PORT: 'off',
      OSMAND_PORT: 'off',
      TELTONIKA_PORT: 'off',
      GATEWAY_HOST: '127.0.0.1',
      SESSION_IDLE_SECONDS: '7200',
    },
    logger: { info() {}, warn() {}, error: (m, e) => console.error('server error:', m, e?.message ?? e) },
    gateway: true,
  });
  const handlers = {
    async stats() {
      const report = await gateway.report();
      return {
        fds: openDescriptors(),
        fdLimit: openFilesLimit(),
        // Even this reads a file, which fails when the process has no descriptor left.
        memory: attempt(() => process.memoryUsage()),
        gatewayHeapUsed: report.heapUsed,
        totals: report.gateway.totals,
        sessions: report.gateway.sessions,
        // Connections that have not named a device yet (what the per-address cap counts); absent
        // before the caps existed.
        anonymous: report.gateway.connections?.anonymous,
        peakPerAddress: report.gateway.connections?.peakPerAddress,
        limits: report.gateway.limits,
      };
    },
    async gc() {
      const report = await collectGarbage(gateway);
      const memory = process.memoryUsage();
      return { fds: openDescriptors(), memory, gatewayHeapUsed: report.heapUsed };
    },
    stop: stopAndExit,
  };
  answerClient(handlers, { url: server.url, gt06: gateway.ports.gt06 });
}

function attempt(read) {
  try {
    return read();
  } catch (error) {
    return error.code ?? String(error);
  }
}

/** Open descriptors of this process; the error's code when even listing them fails (EMFILE). */
function openDescriptors() {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch (error) {
    return error.code ?? String(error);
  }
}

function openFilesLimit() {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line ? line[1] : '?';
  } catch (error) {
    return error.code ?? String(error);
  }
}

// ---------------------------------------------------------------------------------------------
// The client process: the load and the phases.

async function runClient() {
  const opts = readOptions({
    idle: 10000,
    'per-address': 100,
    hold: 40,
    storm: 2000,
    'storm-seconds': 0,
    attack: 0,
    'fd-limit': 0,
  });
  const { Gt06Framer } = (await import('@gps/protocols')).default;
  const frames = (await import('../apps/simulator/dist/transports/gt06-frames.js')).default;

  out(`Machine: ${machine()}; load average ${loadAverage()}`);
  out(`Options: ${JSON.stringify(opts)}`);
  const settings = Object.entries(process.env).filter(([k]) => /^(DEVICE_|GATEWAY_)/.test(k));
  if (settings.length > 0) out(`Server settings: ${settings.map(([k, v]) => `${k}=${v}`).join(' ')}`);

  // -- the server ------------------------------------------------------------------------------
  const server = await startServerProcess(import.meta.url, {
    name: 'device-ports-bench',
    fdLimit: opts['fd-limit'],
  });
  const { ask } = server;

  /** One /api call on a new connection: { ok, ms, error }. */
  const api = async (call, body, token) => {
    const started = performance.now();
    try {
      const envelope = await postApi(server.url, call, body, {
        token,
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      const ms = performance.now() - started;
      if (envelope.code !== 0) return { ok: false, ms, error: `code ${envelope.code}` };
      return { ok: true, ms, data: envelope.data };
    } catch (error) {
      return { ok: false, ms: performance.now() - started, error: error.cause?.code ?? error.name };
    }
  };
  const apiCheck = async (label, token) => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await api('getGatewayStatus', {}, token));
    const ok = results.filter((r) => r.ok);
    const errors = [...new Set(results.filter((r) => !r.ok).map((r) => r.error))];
    out(
      `  api ${label}: ${ok.length} / ${results.length} answered` +
        (ok.length ? `, ${fmt(Math.max(...ok.map((r) => r.ms)), 1)} ms at most` : '') +
        (errors.length ? `; failures: ${errors.join(', ')}` : ''),
    );
  };

  const login = await api('loginAccount', ADMIN_SIGN_IN);
  if (!login.ok) throw new Error(`sign-in failed: ${login.error}`);
  const token = login.data.token;
  const serials = imeis(FIRST_SERIAL, opts.storm + 1);
  for (let i = 0; i < serials.length; i += 1000) {
    const added = await api('addDevices', { deviceSerialNumbers: serials.slice(i, i + 1000) }, token);
    if (!added.ok) throw new Error(`addDevices failed: ${added.error}`);
  }

  /** Loopback addresses 127.1.x.y, `perAddress` connections each. */
  let nextAddress = 0;
  const addressFor = (i, perAddress) => {
    const n = nextAddress + Math.floor(i / perAddress);
    return `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
  const claimAddresses = (count, perAddress) => {
    nextAddress += Math.ceil(count / perAddress) + 1;
  };

  /** A silent connection: resolves { socket, closedAt } once connected, or { refused } on error. */
  const silent = (localAddress) =>
    new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: server.gt06, localAddress });
      const conn = { socket, openedAt: 0, closedAt: 0, refused: false };
      socket.on('error', () => undefined);
      socket.on('close', () => (conn.closedAt = performance.now()));
      socket.once('connect', () => {
        conn.openedAt = performance.now();
        resolve(conn);
      });
      socket.once('error', () => {
        conn.refused = true;
        resolve(conn);
      });
    });
  const openSilent = async (count, perAddress) => {
    const conns = [];
    for (let i = 0; i < count; i += 200) {
      const batch = [];
      for (let j = i; j < Math.min(count, i + 200); j++) batch.push(silent(addressFor(j, perAddress)));
      conns.push(...(await Promise.all(batch)));
      progress(`opened ${conns.length} / ${count}`);
    }
    claimAddresses(count, perAddress);
    return conns;
  };

  /** A provisioned GT06 device: connect, log in; resolves with the time to the login ACK, or null. */
  const tracker = (serial, localAddress) =>
    new Promise((resolve) => {
      const started = performance.now();
      const socket = connect({ host: '127.0.0.1', port: server.gt06, localAddress });
      socket.setNoDelay(true);
      const framer = new Gt06Framer();
      let done = false;
      const finish = (value) => {
        if (done) return;
        done = true;
        resolve({ ms: value, socket });
      };
      socket.on('data', (chunk) => {
        for (const frame of framer.push(chunk).frames) {
          if (frame[3] === LOGIN_ACK) finish(performance.now() - started);
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => finish(null));
      // Queued now, sent by the socket as soon as it connects: no JS of the load generator between.
      socket.write(frames.gt06Login(serial, 1, 0));
    });

  // -- (a) baseline ------------------------------------------------------------------------------
  const base = await ask('gc');
  const first = await ask('stats');
  out(
    `\n(a) baseline: ${fmt(base.fds)} open descriptors (limit ${first.fdLimit}), RSS ${mb(base.memory.rss)}, ` +
      `heaps ${mb(base.memory.heapUsed)} (api) + ${mb(base.gatewayHeapUsed)} (gateway)`,
  );
  if (first.limits) out(`  device port limits: ${JSON.stringify(first.limits)}`);
  await apiCheck('at rest', token);

  // -- (b) idle connections before login ------------------------------------------------------------
  if (opts.idle > 0) {
    out(`\n(b) ${fmt(opts.idle)} connections that never send a byte, ${opts['per-address']} per address`);
    let started = performance.now();
    const conns = await openSilent(opts.idle, opts['per-address']);
    const openSec = (performance.now() - started) / 1000;
    await sleep(500);
    const withIdle = await ask('gc');
    const st = await ask('stats');
    const open = conns.filter((c) => !c.refused && c.closedAt === 0).length;
    out(
      `  ${fmt(open)} open after ${fmt(openSec, 1)} s (${fmt(conns.filter((c) => c.refused).length)} failed to connect, ` +
        `${fmt(conns.filter((c) => c.closedAt > 0).length)} closed by the server); gateway: ${counters(st.totals)}`,
    );
    const per = (a, b) => (open > 0 ? (b - a) / open : 0);
    out(
      `  descriptors ${fmt(base.fds)} -> ${fmt(withIdle.fds)} (${fmt(per(base.fds, withIdle.fds), 2)} per connection); ` +
        `RSS ${mb(base.memory.rss)} -> ${mb(withIdle.memory.rss)} (${kb(per(base.memory.rss, withIdle.memory.rss), 2)} per connection); ` +
        `heaps ${mb(base.memory.heapUsed + base.gatewayHeapUsed)} -> ${mb(withIdle.memory.heapUsed + withIdle.gatewayHeapUsed)} ` +
        `(${kb(per(base.memory.heapUsed + base.gatewayHeapUsed, withIdle.memory.heapUsed + withIdle.gatewayHeapUsed), 2)} per connection)`,
    );
    await apiCheck('with the idle connections', token);
    if (opts.hold > 0) {
      started = performance.now();
      const until = started + opts.hold * 1000;
      while (performance.now() < until && conns.some((c) => !c.refused && c.closedAt === 0)) await sleep(100);
      const closed = conns.filter((c) => c.closedAt > 0);
      const lifetimes = closed.map((c) => (c.closedAt - c.openedAt) / 1000).sort((a, b) => a - b);
      out(
        `  after up to ${opts.hold} s: ${fmt(closed.length)} closed by the server` +
          (closed.length
            ? `, each after ${fmt(lifetimes[0], 1)} to ${fmt(lifetimes[lifetimes.length - 1], 1)} s`
            : '') +
          `; gateway: ${counters((await ask('stats')).totals)}`,
      );
    }
    for (const c of conns) c.socket.destroy();
    await sleep(1000);
  }

  // -- (c) reconnect storm from one address -------------------------------------------------------
  if (opts.storm > 0) {
    const spread = opts['storm-seconds'] > 0 ? `over ${opts['storm-seconds']} s` : 'at once';
    out(`\n(c) reconnect storm: ${fmt(opts.storm)} provisioned devices connect ${spread} from one address`);
    // Sampled from outside, so only between the gateway thread's busy spells: a lower bound.
    let peakWaiting = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const st = await ask('stats');
        peakWaiting = Math.max(peakWaiting, st.totals.open - st.sessions);
        await sleep(20);
      }
    })();
    const before = (await ask('stats')).totals;
    const address = addressFor(0, 1);
    claimAddresses(1, 1);
    const started = performance.now();
    // Evenly spread over --storm-seconds (0: all at once), as trackers that lost their connection
    // together come back each on its own retry timer.
    const gapMs = (opts['storm-seconds'] * 1000) / opts.storm;
    const results = await Promise.all(
      serials.slice(0, opts.storm).map(async (s, i) => {
        if (gapMs > 0) await sleep(i * gapMs);
        return tracker(s, address);
      }),
    );
    const wall = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const times = results
      .map((r) => r.ms)
      .filter((ms) => ms !== null)
      .sort((a, b) => a - b);
    const afterStats = await ask('stats');
    const after = afterStats.totals;
    out(
      `  ${fmt(times.length)} logged in within ${fmt(wall, 1)} s, ${fmt(opts.storm - times.length)} closed without a login ACK; ` +
        `connect -> login ACK p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times[times.length - 1])}`,
    );
    out(
      `  at least ${fmt(peakWaiting)} connections open without a session at once (sampled every 20 ms)` +
        (afterStats.peakPerAddress === undefined
          ? ''
          : `; the most waiting to log in from one address at once since the start: ${fmt(afterStats.peakPerAddress)}`),
    );
    out(`  gateway, during the storm: ${counters(diff(after, before))}`);
    for (const r of results) r.socket.destroy();
    await sleep(1000);
  }

  // -- (d) flood ---------------------------------------------------------------------------------
  if (opts.attack > 0) {
    out(`\n(d) flood: ${fmt(opts.attack)} silent connections, ${opts['per-address']} per address`);
    const before = (await ask('stats')).totals;
    const conns = await openSilent(opts.attack, opts['per-address']);
    await sleep(1000);
    const st = await ask('stats');
    const open = conns.filter((c) => !c.refused && c.closedAt === 0).length;
    out(
      `  ${fmt(open)} still open, ${fmt(conns.filter((c) => c.closedAt > 0).length)} closed by the server, ` +
        `${fmt(conns.filter((c) => c.refused).length)} failed to connect; server descriptors ${typeof st.fds === 'number' ? fmt(st.fds) : `unknown (${st.fds})`} (limit ${st.fdLimit})`,
    );
    out(`  gateway: ${counters(diff(st.totals, before))}`);
    await apiCheck('during the flood', token);
    const address = addressFor(0, 1);
    claimAddresses(1, 1);
    const real = await tracker(serials[opts.storm], address);
    out(
      `  a provisioned tracker from a fresh address: ${real.ms === null ? 'refused' : `logged in after ${ms(real.ms)}`}`,
    );
    real.socket.destroy();
    for (const c of conns) c.socket.destroy();
    await sleep(1000);
    await apiCheck('after the flood', token);
  }

  await server.stop();
  process.exit(0);
}

/** The counters that tell what the gateway did with the connections, when not zero. */
function counters(t) {
  const names = [
    'connections',
    'open',
    'loginTimeouts',
    'idleTimeouts',
    'refusedAddressCap',
    'refusedTotalCap',
    'refusedUnknown',
  ];
  return names
    .filter((n) => t[n] !== undefined && t[n] !== 0)
    .map((n) => `${n} ${fmt(t[n])}`)
    .join(', ');
}

function diff(after, before) {
  return Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - (before[k] ?? 0)]));
}

function ms(value) {
  return Number.isFinite(value) ? `${fmt(value, value < 10 ? 1 : 0)} ms` : '-';
}
