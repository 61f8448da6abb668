// Sign-in throttling as an attacker meets it, through /api on a real server (embedded store, the
// slow scrypt verify, TRUST_PROXY=1 so that the client chooses its address with X-Forwarded-For).
//
// Two processes, so that the attacker's CPU is never counted as the server's:
//   - the server (this file, started again with BENCH_ROLE=server): Platform + startServer;
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
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_SIGN_IN, postApi, sha } from './support/api.mjs';
import { readOptions } from './support/options.mjs';
import { loadAverage } from './support/output.mjs';
import { startServerProcess } from './support/server-process.mjs';
import { answerClient, isServerRole, startApi } from './support/server-role.mjs';

if (isServerRole()) await runServer();
else await runClient();

async function runServer() {
  const { server, stopAndExit } = await startApi({
    settings: { GATEWAY: 'off', TRUST_PROXY: '1' },
    logger: { info() {}, warn() {}, error: (m, e) => console.error('server error:', m, e) },
  });
  answerClient({ stop: stopAndExit }, { url: server.url });
}

async function runClient() {
  const { burst, right, seconds, concurrency, legit } = readOptions({
    burst: 300,
    right: 271,
    seconds: 60,
    concurrency: 32,
    legit: 200,
  });

  // With this process's Node flags (none by default), as the figures in the decision were taken.
  const server = await startServerProcess(import.meta.url, {
    name: 'sign-in-bench',
    nodeFlags: process.execArgv,
  });
  let lastIp = 0;
  const freshIp = () => {
    lastIp += 1;
    return `203.0.${(lastIp >> 8) & 255}.${lastIp & 255}`;
  };
  const call = (name, body, ip = '192.0.2.1', token) =>
    postApi(server.url, name, body, { token, headers: { 'x-forwarded-for': ip } });
  const ok = async (name, body, ip, token) => {
    const res = await call(name, body, ip, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.message}`);
    return res.data;
  };
  const rootIp = '192.0.2.250';
  const root = (await ok('loginAccount', ADMIN_SIGN_IN, rootIp)).token;
  const group = await ok('getPermissions', {}, rootIp, root);
  let lastAccount = 0;
  const newAdmin = async () => {
    lastAccount += 1;
    const account = `bench_${lastAccount}`;
    await ok(
      'createAccount',
      { account, password: `pw-${account}`, alias: account, permissionId: group.rows[0].id },
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
  const total = (codes) => Object.values(codes).reduce((sum, n) => sum + n, 0);
  /** --seconds of `concurrency` callers sending `guess(n)` after guess (n counts them all): the codes. */
  const guessing = async (guess) => {
    const end = performance.now() + seconds * 1000;
    const answers = {};
    let n = 0;
    const worker = async () => {
      while (performance.now() < end) {
        n += 1;
        const { code } = await guess(n);
        answers[code] = (answers[code] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return answers;
  };

  console.log(`machine: ${cpus().length} cores, load average ${loadAverage()}`);

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
    const owner = (async () => {
      await sleep((seconds * 1000) / 2);
      const t = performance.now();
      const res = await call('loginAccount', target, ownerIp);
      return { code: res.code, ms: performance.now() - t };
    })();
    const codes = await guessing((guess) =>
      call('loginAccount', { account: target.account, password: sha(`g${guess}`) }, attacker),
    );
    const evaluated = codes[-6] ?? 0;
    const refused = codes[-7] ?? 0;
    const other = total(codes) - evaluated - refused;
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
    const codes = await guessing((n) =>
      call('loginAccount', { account: `nobody_${n}`, password: sha('123456') }, sprayer),
    );
    const evaluated = codes[-6] ?? 0;
    const refused = total(codes) - evaluated;
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

  await server.stop();
}
