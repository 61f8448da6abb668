// The GraphQL door under the documents of issue 8's findings 1, 2, 4 and 10: what each costs the
// server (time to its answer, heap above the idle baseline) and every other caller (the longest
// wait of a small query sent every 25 ms meanwhile), before and after the limits
// (docs/decisions/graphql-limits.md).
//
// Two processes, as bench/ingest.bench.mjs: the server (this file started with BENCH_ROLE=server,
// the built api as `npm start` runs it, gateway off, on a temp DATA_DIR) samples its own heap every
// 20 ms and its event loop's delay, and answers the client's questions over IPC; the client
// provisions the accounts, sends each document and probes. The probe's waits include the client's
// own work (building a 100 MB message delays its timers too); the server's longest event-loop stall
// is the server's alone. A server that dies (out of heap) is reported as such and started again.
//
// Scenarios (each alone, after a full GC):
//   ws-init      anonymous websocket: connection_init without a token, then one subscribe of
//                --ws-mb MB of aliased __typename (finding 1)
//   ws-raw       the same subscribe as the socket's first message, no connection_init
//   ws-signed-in the same subscribe from a signed-in socket, at the size of the largest message the
//                server accepts (below the message limit), to show what the limits leave
//   cmd-log      a device account's own command log under --cmd-aliases aliases (finding 2)
//   system-logs  the administrator's systemLogs under --log-aliases aliases, over --logs log rows
//   upload       --uploads anonymous upload-shaped documents of --upload-mb MB in parallel (finding 4)
//   api-upload   the same number of anonymous 8 MB bodies to /api/uploadVoiceRecorderLogs
//   deep         a selection --deep levels deep (finding 10)
//   wide         the largest answer the web app can ask for: a page of 1,000 devices, every field
//   widest-allowed  two such pages in one query: about the most the cost limit lets through
//
// Usage: npm run bench:graphql-limits [-- --ws-mb 10 --cmd-aliases 18000 --log-aliases 3000
//   --logs 400 --upload-mb 8 --uploads 4 --deep 10000 --only ws-init,cmd-log]
// GQL_BENCH_ENV='{"GRAPHQL_LIMITS":"{...}"}' passes settings to the server.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ADMIN_SIGN_IN, callApi, imeis, sha } from './support/api.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, progress } from './support/output.mjs';
import { startServerProcess } from './support/server-process.mjs';
import { answerClient, isServerRole, startApi } from './support/server-role.mjs';

const DEVICE_PASSWORD = 'bench-device-password';
const FIRST_SERIAL = 861_200_000_000_000;
const DEVICES = 1000;
const PROBE_EVERY_MS = 25;
const ANSWER_TIMEOUT_MS = 300_000;
const MB = 1_000_000;

if (isServerRole()) await runServer();
else await runClient();

// ---------------------------------------------------------------------------------------------
// The server process.

async function runServer() {
  // Nest's own logger too (server.ts reads it from the environment).
  process.env.LOG_LEVEL = 'silent';
  const { server } = await startApi({
    settings: {
      GATEWAY: 'off',
      SESSION_IDLE_SECONDS: '7200',
      ...JSON.parse(process.env.GQL_BENCH_ENV || '{}'),
    },
    logger: { info() {}, warn() {}, error() {} },
  });

  let peak = 0;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
  setInterval(sample, 20).unref();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const handlers = {
    async gc() {
      for (let i = 0; i < 3; i++) global.gc();
      const heap = process.memoryUsage().heapUsed;
      peak = heap;
      loop.reset();
      return { heap };
    },
    async peak() {
      sample();
      return { peak, loopMaxMs: loop.max / 1e6 };
    },
  };
  answerClient(handlers, { url: server.url });
}

// ---------------------------------------------------------------------------------------------
// The client process.

async function runClient() {
  const opts = readOptions({
    'ws-mb': 10,
    'cmd-aliases': 18000,
    'log-aliases': 3000,
    logs: 400,
    'upload-mb': 8,
    uploads: 4,
    deep: 10000,
    only: '',
  });
  const only = opts.only ? new Set(opts.only.split(',')) : null;
  const { default: WebSocket } = await import('ws');

  out(`Machine: ${machine()}; load average ${loadAverage()}`);
  out(`Server settings: ${process.env.GQL_BENCH_ENV || '(defaults)'}\n`);

  // Its stderr dropped: a server that runs out of heap says so at length; the table says it died.
  const server = await startServerProcess(import.meta.url, { name: 'gql-bench', quiet: true });

  // -- provisioning: the administrator, DEVICES devices, one with a password, --logs log rows ----
  const api = (call, body, token) => callApi(server.url, call, body, token);
  const adminToken = async () => (await api('loginAccount', ADMIN_SIGN_IN)).token;
  let admin = await adminToken();
  const serials = imeis(FIRST_SERIAL, DEVICES);
  await api('addDevices', { deviceSerialNumbers: serials }, admin);
  const fleet = await api(
    'createFleet',
    { account: 'bench-fleet', password: 'bench-fleet-pass', alias: 'Bench fleet' },
    admin,
  );
  await api('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);
  const serial = serials[0];
  await api('editDevice', { deviceSerialNumber: serial, password: DEVICE_PASSWORD }, admin);
  for (let i = 0; i < opts.logs; i++) {
    await api('editFleet', { id: fleet.id, contact: `contact ${i}` }, admin);
    if (i % 50 === 0) progress(`system log rows ${i} / ${opts.logs}`);
  }
  progress('');
  const deviceToken = async () =>
    (await api('login', { deviceSerialNumber: serial, password: sha(DEVICE_PASSWORD) })).token;
  const fleetToken = async () =>
    (await api('login', { account: 'bench-fleet', password: sha('bench-fleet-pass') })).token;

  // -- the documents -------------------------------------------------------------------------------
  const aliased = (count, field) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');
  const compact = (count, field) =>
    Array.from({ length: count }, (_, i) => `a${i.toString(36)}:${field}`).join(' ');
  const bigSubscribe = (bytes) => {
    const count = Math.ceil(bytes / 'a000000: __typename '.length);
    return JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: { query: `subscription { ${aliased(count, '__typename')} }` },
    });
  };
  const uploadDocument = (bytes) => {
    const field = `uploadVoiceRecorderLogs(deviceSerialNumber: "${serial}", fileName: "a.amr", data: "") { id }`;
    const count = Math.ceil(bytes / (field.length + 10));
    return `mutation { ${aliased(count, field)} }`;
  };
  const deviceFields = await deviceFieldNames();

  // -- the scenarios -------------------------------------------------------------------------------
  const scenarios = {
    'ws-init': async () => wsAttack({ init: true, message: bigSubscribe(opts['ws-mb'] * MB) }),
    'ws-raw': async () => wsAttack({ init: false, message: bigSubscribe(opts['ws-mb'] * MB) }),
    'ws-signed-in': async () =>
      wsAttack({ init: true, token: await fleetToken(), message: bigSubscribe(60_000) }),
    'cmd-log': async () => {
      // As compact as the issue's (966 kB for 18,000): under the 1 MB body limit.
      const field = 'deviceSendCommandLog(deviceSerialNumber:$s){total}';
      const query = `query($s:String!){${compact(opts['cmd-aliases'], field)}}`;
      return http(query, await deviceToken(), { s: serial });
    },
    'system-logs': async () => {
      const field = 'systemLogs { total rows { id timestamp account action outcome detail ip } }';
      return http(`query { ${aliased(opts['log-aliases'], field)} }`, admin);
    },
    upload: async () => {
      const document = uploadDocument(opts['upload-mb'] * MB);
      const answers = await Promise.all(Array.from({ length: opts.uploads }, () => http(document)));
      return answers.sort((a, b) => b.ms - a.ms)[0];
    },
    'api-upload': async () => {
      const body = JSON.stringify({
        deviceSerialNumber: serial,
        fileName: 'a.amr',
        data: 'A'.repeat(8 * MB),
      });
      const send = async () => {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/uploadVoiceRecorderLogs`, { method: 'POST', body });
        const text = await res.text();
        return { ms: performance.now() - started, answer: `${res.status} ${text.slice(0, 90)}` };
      };
      const answers = await Promise.all(Array.from({ length: opts.uploads }, send));
      return answers.sort((a, b) => b.ms - a.ms)[0];
    },
    deep: async () => http(`query { ${'a { '.repeat(opts.deep)}b${' }'.repeat(opts.deep)} }`, admin),
    wide: async () => {
      const query = `query { devices(pageRows: 1000) { total rows { ${deviceFields.join(' ')} } } }`;
      return http(query, await fleetToken());
    },
    'widest-allowed': async () => {
      const page = `devices(pageRows: 1000) { total rows { ${deviceFields.join(' ')} } }`;
      return http(`query { ${aliased(2, page)} }`, await fleetToken());
    },
  };

  out(
    '| scenario | request | answer | time to answer | server heap above idle, peak | ' +
      "server's longest event-loop stall | longest wait of another caller |",
  );
  out('|---|---|---|---|---|---|---|');
  for (const [name, run] of Object.entries(scenarios)) {
    if (only && !only.has(name)) continue;
    const { heap } = await server.ask('gc');
    const probe = startProbe();
    let result;
    try {
      result = await Promise.race([run(), server.died.then(() => ({ ms: NaN, answer: 'SERVER DIED' }))]);
    } catch (error) {
      result = { ms: NaN, answer: `client error: ${error.message}` };
    }
    const stall = await probe.stop();
    const alive = !server.dead;
    const { peak, loopMaxMs } = alive ? await server.ask('peak') : { peak: NaN, loopMaxMs: NaN };
    out(
      `| ${name} | ${describe(name, opts)} | ${result.answer.replace(/\|/g, '/').slice(0, 120)} | ` +
        `${fmtMs(result.ms)} | ${alive ? `${fmt((peak - heap) / 1024 / 1024)} MB` : 'died'} | ` +
        `${fmtMs(loopMaxMs)} | ${fmtMs(stall)} |`,
    );
    if (!alive) {
      await server.restart();
      admin = await adminToken();
    }
  }
  server.child.kill();
  process.exit(0);

  // -- helpers -------------------------------------------------------------------------------------
  async function http(query, token, variables = {}) {
    const started = performance.now();
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    return { ms, answer: `${res.status}, ${fmt(text.length / 1000)} kB: ${summary(text)}` };
  }

  /** One raw graphql-transport-ws socket: its first answer to the big message (or its close). */
  async function wsAttack({ init, token, message }) {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve(`closed ${code} ${String(reason)}`)),
    );
    const next = () =>
      Promise.race([
        closed,
        new Promise((resolve) => socket.once('message', (data) => resolve(String(data)))),
      ]);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    if (init) {
      socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authToken: token } : {} }));
      const ack = await next();
      if (!ack.includes('connection_ack')) return { ms: 0, answer: `at connection_init: ${ack}` };
    }
    const started = performance.now();
    socket.send(message, (error) => error && socket.emit('close', 0, `send failed: ${error.message}`));
    const answer = await Promise.race([
      next(),
      new Promise((resolve) => setTimeout(resolve, ANSWER_TIMEOUT_MS, 'no answer')),
    ]);
    const ms = performance.now() - started;
    socket.terminate();
    return { ms, answer: `${fmt(message.length / MB, 1)} MB sent: ${summary(answer)}` };
  }

  /** A signed-in caller's small query every PROBE_EVERY_MS: the longest any of them waited. */
  function startProbe() {
    let longest = 0;
    let stopped = false;
    const pending = new Set();
    const timer = setInterval(() => {
      const started = performance.now();
      const request = fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      })
        .then((res) => res.text())
        .catch(() => undefined)
        .finally(() => {
          longest = Math.max(longest, performance.now() - started);
          pending.delete(request);
        });
      pending.add(request);
    }, PROBE_EVERY_MS);
    return {
      async stop() {
        if (stopped) return longest;
        stopped = true;
        clearInterval(timer);
        await Promise.race([Promise.all(pending), server.died]);
        return longest;
      },
    };
  }

  async function deviceFieldNames() {
    const { buildSchema } = await import('graphql');
    const { readFileSync } = await import('node:fs');
    const sdl = readFileSync(new URL('../apps/api/schema.graphql', import.meta.url), 'utf8');
    return Object.keys(buildSchema(sdl).getType('Device').getFields());
  }
}

function describe(name, opts) {
  switch (name) {
    case 'ws-init':
      return `anonymous, ${opts['ws-mb']} MB subscribe after connection_init`;
    case 'ws-raw':
      return `anonymous, ${opts['ws-mb']} MB subscribe as first message`;
    case 'ws-signed-in':
      return 'signed-in fleet, 60 kB subscribe of aliases';
    case 'cmd-log':
      return `device account, ${fmt(opts['cmd-aliases'])} aliases of its command log`;
    case 'system-logs':
      return `administrator, ${fmt(opts['log-aliases'])} aliases of systemLogs (${opts.logs} rows)`;
    case 'upload':
      return `${opts.uploads} × anonymous ${opts['upload-mb']} MB upload-only documents`;
    case 'api-upload':
      return `${opts.uploads} × anonymous 8 MB /api upload bodies`;
    case 'deep':
      return `${fmt(opts.deep)}-deep selection`;
    case 'wide':
      return 'fleet, devices(pageRows: 1000), every Device field';
    case 'widest-allowed':
      return 'fleet, 2 aliases of the same page (cost 100,006, under the limit)';
    default:
      return name;
  }
}

/** The first error message of a GraphQL answer, or its start. */
function summary(text) {
  try {
    const body = JSON.parse(text);
    const error = body.errors?.[0] ?? body.payload?.[0] ?? body.payload?.errors?.[0];
    if (error) return `${error.extensions?.code ?? ''} ${error.message}`.trim();
    if (body.type) return body.type;
    if (body.code !== undefined) return `${body.code} ${body.message}`;
    return 'data';
  } catch {
    return text.slice(0, 100);
  }
}

function fmtMs(ms) {
  if (!Number.isFinite(ms)) return '-';
  return ms >= 1000 ? `${fmt(ms / 1000, 1)} s` : `${fmt(ms)} ms`;
}
