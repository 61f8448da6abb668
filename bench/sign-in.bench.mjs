// Sign-in throttling as an attacker meets it, through /api on a real server (embedded store, the
// slow scrypt verify, TRUST_PROXY=1 so that the client chooses its address with X-Forwarded-For).
//
// Two processes, so that the attacker's CPU is never counted as the server's:
//   - the server (this file, forked with SIGN_IN_BENCH_ROLE=server): Platform + startServer;
//   - the client (this process): the attacks and the owner.
//
// Phases:
//   (a) burst: --burst wrong guesses at one account from one address, all in flight together, the
//       right password among them at --right (1-based): how many were evaluated (answered -6 or 0,
//       i.e. paid a password verify), how many refused (-7), and whether the right one got a session.
//   (b) sustained: --seconds of guessing at one account (after its counters are forgotten: a fresh
//       account) from one address with --concurrency requests in flight: evaluated guesses and the
//       rate; meanwhile the owner signs in with the right password from the address it used before.
//   (c) spraying: --seconds of guessing from one address over distinct accounts (one guess each),
//       --concurrency in flight: accounts evaluated and refused.
//   (d) the owner from a fresh address: after (b), the right password from an address that never
//       signed in: what it is answered.
//   (e) the cost of a sign-in: --legit sign-ins of distinct accounts from distinct addresses, all in
//       flight together: sign-ins per second (what bounds how fast anyone can create throttle entries).
//
// Usage: npm run bench:sign-in [-- --burst 300 --right 271 --seconds 60 --concurrency 32 --legit 200]
// Figures and definitions: bench/README.md and docs/decisions/sign-in-throttle.md.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ADMIN_PASSWORD = 'bench-admin-password';
const sha = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

if (process.env.SIGN_IN_BENCH_ROLE === 'server') await runServer();
else await runClient();

async function runServer() {
  const { loadConfig } = (await import('../apps/api/dist/config.js')).default;
  const { Platform } = (await import('../apps/api/dist/application/platform.js')).default;
  const { bootstrapFirstAdmin } = (await import('../apps/api/dist/application/bootstrap.js')).default;
  const { startServer } = (await import('../apps/api/dist/server.js')).default;
  const dir = process.env.SIGN_IN_BENCH_DATA_DIR;
  const config = loadConfig({
    DATA_DIR: dir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dir, 'no-web'),
    GATEWAY: 'off',
    TRUST_PROXY: '1',
  });
  const silent = { info() {}, warn() {}, error: (m, e) => console.error('server error:', m, e) };
  const platform = await Platform.create(config, { logger: silent });
  await platform.start();
  await bootstrapFirstAdmin(platform);
  const server = await startServer(platform, { port: 0, host: '127.0.0.1' });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.close();
    await platform.stop();
    process.exit(0);
  });
  process.send({ ready: true, url: server.url });
}

async function runClient() {
  const { values } = parseArgs({
    options: {
      burst: { type: 'string', default: '300' },
      right: { type: 'string', default: '271' },
      seconds: { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '32' },
      legit: { type: 'string', default: '200' },
    },
  });
  const burst = Number(values.burst);
  const right = Number(values.right);
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const legit = Number(values.legit);

  const dir = mkdtempSync(join(tmpdir(), 'sign-in-bench-'));
  const server = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, SIGN_IN_BENCH_ROLE: 'server', SIGN_IN_BENCH_DATA_DIR: dir },
  });
  const url = await new Promise((resolve, reject) => {
    server.once('message', (m) => resolve(m.url));
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  let lastIp = 0;
  const freshIp = () => {
    lastIp += 1;
    return `203.0.${(lastIp >> 8) & 255}.${lastIp & 255}`;
  };
  const call = async (name, body, ip = '192.0.2.1', token) => {
    const res = await fetch(`${url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(token ? { ...body, userToken: token } : body),
    });
    return res.json();
  };
  const ok = async (name, body, ip, token) => {
    const res = await call(name, body, ip, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.message}`);
    return res.data;
  };
  const rootIp = '192.0.2.250';
  const root = (await ok('loginAccount', { account: 'admin', password: sha(ADMIN_PASSWORD) }, rootIp)).token;
  const group = await ok('getPermissions', {}, rootIp, root);
  let lastAccount = 0;
  const newAdmin = async () => {
    lastAccount += 1;
    const account = `bench_${lastAccount}`;
    await ok(
      'createAccount',
      { account, password: sha(`pw-${account}`), alias: account, permissionId: group.rows[0].id },
      rootIp,
      root,
    );
    return { account, password: sha(`pw-${account}`) };
  };
  const count = (answers) => {
    const by = {};
    for (const a of answers) by[a.code] = (by[a.code] ?? 0) + 1;
    return by;
  };

  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  // (a) burst
  {
    const target = await newAdmin();
    const ownerIp = '192.0.2.10';
    await ok('loginAccount', target, ownerIp);
    const attacker = '198.18.0.1';
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        call(
          'loginAccount',
          { account: target.account, password: i + 1 === right ? target.password : sha(`guess-${i}`) },
          attacker,
        ),
      ),
    );
    const ms = performance.now() - started;
    const codes = count(answers);
    const evaluated = answers.filter((a) => a.code === 0 || a.code === -6).length;
    console.log(
      `(a) burst of ${burst} at one account from one address: ${evaluated} evaluated, ` +
        `answers ${JSON.stringify(codes)}, right password (#${right}) answered ${answers[right - 1].code}, ${ms.toFixed(0)} ms`,
    );
  }

  // (b) sustained, with the owner signing in from its usual address meanwhile
  const target = await newAdmin();
  const ownerIp = '192.0.2.20';
  await ok('loginAccount', target, ownerIp);
  {
    const attacker = '198.18.0.2';
    const end = performance.now() + seconds * 1000;
    let evaluated = 0;
    let refused = 0;
    let other = 0;
    let guess = 0;
    const worker = async () => {
      while (performance.now() < end) {
        guess += 1;
        const res = await call(
          'loginAccount',
          { account: target.account, password: sha(`g${guess}`) },
          attacker,
        );
        if (res.code === -6) evaluated += 1;
        else if (res.code === -7) refused += 1;
        else other += 1;
      }
    };
    const owner = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
      const t = performance.now();
      const res = await call('loginAccount', target, ownerIp);
      return { code: res.code, ms: performance.now() - t };
    })();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const mine = await owner;
    console.log(
      `(b) ${seconds} s at one account from one address, ${concurrency} in flight: ${evaluated} guesses evaluated ` +
        `(${((evaluated / seconds) * 60).toFixed(0)} a minute), ${refused} refused, ${other} other; ` +
        `the owner from its usual address meanwhile: ${mine.code} in ${mine.ms.toFixed(0)} ms`,
    );
  }

  // (d) the owner from a fresh address right after the attack
  {
    const res = await call('loginAccount', target, freshIp());
    console.log(
      `(d) the owner from a new address after (b): ${res.code}` +
        (res.data?.retryAfterSeconds ? `, retry after ${res.data.retryAfterSeconds} s` : ''),
    );
  }

  // (c) spraying
  {
    const sprayer = '198.18.0.3';
    const end = performance.now() + seconds * 1000;
    let evaluated = 0;
    let refused = 0;
    let n = 0;
    const worker = async () => {
      while (performance.now() < end) {
        n += 1;
        const res = await call('loginAccount', { account: `nobody_${n}`, password: sha('123456') }, sprayer);
        if (res.code === -6) evaluated += 1;
        else refused += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    console.log(
      `(c) ${seconds} s spraying one password over distinct accounts from one address: ${evaluated} accounts evaluated, ` +
        `${refused} refused`,
    );
    const bystander = await newAdmin();
    const res = await call('loginAccount', bystander, sprayer);
    console.log(`    a colleague behind the sprayer's address, never signed in from it: ${res.code}`);
  }

  // (e) the cost of sign-ins
  {
    const accounts = [];
    for (let i = 0; i < legit; i++) accounts.push(await newAdmin());
    const started = performance.now();
    const answers = await Promise.all(accounts.map((a) => call('loginAccount', a, freshIp())));
    const ms = performance.now() - started;
    console.log(
      `(e) ${legit} sign-ins of distinct accounts from distinct addresses in flight together: ` +
        `${JSON.stringify(count(answers))} in ${ms.toFixed(0)} ms, ${((legit / ms) * 1000).toFixed(1)} a second`,
    );
  }

  server.send('stop');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
