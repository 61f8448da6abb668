import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The platform as `npm start` runs it, as a child process of the test: the built code
 * (apps/api/dist/main.js, with the young generation scripts/start.mjs gives it), the gateway on its
 * own thread (GATEWAY=on), the stores in DATA_DIR, loopback only, on free ports. For what only a real
 * process can show: a SIGKILL in the middle of the work, and a restart on the same data.
 */

const ROOT = join(__dirname, '../..');
const MAIN = join(ROOT, 'apps/api/dist/main.js');
/** The flags scripts/start.mjs starts the server with. */
const NODE_FLAGS = ['--max-semi-space-size=64'];
/** Guards against a server that never comes up; nothing is timed. */
const START_LIMIT_MS = 60_000;
const STOP_LIMIT_MS = 20_000;
const POLL_MS = 50;

/** Builds the server and the simulator as `npm start` and the ingestion benchmark do (incremental). */
export function buildServer(): void {
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'apps/api', 'apps/simulator'], { cwd: ROOT, stdio: 'inherit' });
}

/** A port nobody listens on now (the kernel's choice, released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function accepts(port: number): Promise<boolean> {
  const socket = createConnection({ host: '127.0.0.1', port });
  try {
    await Promise.race([once(socket, 'connect'), once(socket, 'error').then(([e]) => Promise.reject(e))]);
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await res.text();
    return res.status === 200;
  } catch {
    return false;
  }
}

export class ServerProcess {
  private output = '';
  private exited?: { code: number | null; signal: NodeJS.Signals | null };

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly gt06Port: number,
  ) {
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString('utf8')).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => (this.exited = { code, signal }));
  }

  /** Starts the server on `dataDir` and resolves once both /api and the GT06 port answer. */
  static async start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
    const [port, gt06Port] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [...NODE_FLAGS, MAIN], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        GATEWAY: 'on',
        GATEWAY_HOST: '127.0.0.1',
        GT06_PORT: String(gt06Port),
        H02_PORT: 'off',
        OSMAND_PORT: 'off',
        JT808_PORT: 'off',
        TELTONIKA_PORT: 'off',
        WEB_DIST: join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`, gt06Port);
    const deadline = Date.now() + START_LIMIT_MS;
    while (!((await answers(server.url)) && (await accepts(gt06Port)))) {
      if (server.exited) throw new Error(`the server exited while starting: ${server.log()}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not come up: ${server.log()}`);
      }
      await sleep(POLL_MS);
    }
    return server;
  }

  /** What the process wrote last (for failure messages). */
  log(): string {
    return this.output.slice(-4000);
  }

  /** `kill -9`: no handler runs, nothing is flushed; resolves once the process is gone. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** A clean stop (SIGTERM), as a supervisor would; resolves once the process is gone. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    if (this.exited) return;
    const gone = once(this.child, 'exit');
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_LIMIT_MS);
    await gone;
    clearTimeout(timer);
  }
}
