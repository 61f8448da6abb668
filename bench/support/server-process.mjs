// The client's side of a benchmark's server: the same script started again in a process of its own
// with BENCH_ROLE=server (server-role.mjs), so that the load generator's memory and CPU are never
// counted as the server's, on a temporary DATA_DIR, asked questions over IPC.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's Node flags: the young generation `npm start` gives it (scripts/start.mjs), GCs on request. */
export const SERVER_NODE_FLAGS = ['--expose-gc', '--max-semi-space-size=64'];

/**
 * Starts the benchmark at `scriptUrl` (its import.meta.url) as the server and waits until it is ready.
 * Options: `name`, the temporary data directory's prefix; `nodeFlags`; `fdLimit`, when above 0 the
 * server runs under `ulimit -n <fdLimit>`; `quiet`, the server's stderr is dropped (its dying words
 * when out of heap). The answer holds what the server announced (`url`, its device ports...) and:
 *   ask(op, arg)  a question to the server (server-role.mjs's `answerClient`), resolving with the answer
 *   died, dead    a promise that settles when the server process exits, and whether it has
 *   restart()     another server on the same data, after one died
 *   stop()        the server's `stop` answered, its exit, the data removed
 */
export async function startServerProcess(
  scriptUrl,
  { name, nodeFlags = SERVER_NODE_FLAGS, fdLimit = 0, quiet = false },
) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const script = fileURLToPath(scriptUrl);
  const server = { dataDir };
  // The server never outlives the client, nor its data the run, whatever happens here.
  process.on('exit', () => {
    server.child?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let nextId = 1;
  const waiting = new Map();
  server.ask = (op, arg) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      server.child.send({ id, op, arg });
    });

  server.restart = async () => {
    const env = { ...process.env, BENCH_ROLE: 'server', BENCH_DATA_DIR: dataDir };
    const stdio = ['ignore', 'inherit', quiet ? 'pipe' : 'inherit', 'ipc'];
    const child =
      fdLimit > 0
        ? spawn(
            'bash',
            ['-c', `ulimit -n ${fdLimit} && exec ${shellWords([process.execPath, ...nodeFlags, script])}`],
            {
              env,
              stdio,
            },
          )
        : fork(script, [], { env, execArgv: nodeFlags, stdio });
    if (quiet) child.stderr.resume();
    const { ready: _ready, ...announced } = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    child.on('message', (msg) => {
      const w = waiting.get(msg.id);
      if (!w) return;
      waiting.delete(msg.id);
      if (msg.ok) w.resolve(msg.value);
      else w.reject(new Error(msg.error));
    });
    Object.assign(server, announced, { child, dead: false });
    server.died = new Promise((resolve) =>
      child.once('exit', () => {
        server.dead = true;
        resolve();
      }),
    );
    return server;
  };

  server.stop = async () => {
    await server.ask('stop');
    await server.died;
    rmSync(dataDir, { recursive: true, force: true });
  };

  return server.restart();
}

function shellWords(words) {
  return words.map((w) => `'${w}'`).join(' ');
}
