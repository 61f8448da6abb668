// The server's side of a benchmark (started by server-process.mjs): the built api as `npm start` runs
// it, minus the web app, on the data directory the client made, answering the client over IPC.
import { createPlatform, servePlatform } from './platform.mjs';

/** Whether this process is a benchmark's server rather than its client. */
export function isServerRole() {
  return process.env.BENCH_ROLE === 'server';
}

/**
 * The platform, its first administrator and the HTTP server on a random loopback port, from
 * `settings` (configuration beyond the benchmark's own: data directory, administrator, no web app,
 * silent log), over `inherited` (settings the benchmark lets through from its environment); with the
 * device gateway when `gateway` (its thread stopping ends the process). `stopAndExit()` stops it all
 * and exits, as the `stop` answer.
 */
export async function startApi({ settings = {}, inherited = {}, logger, gateway: withGateway = false }) {
  const { config, platform } = await createPlatform({
    dir: process.env.BENCH_DATA_DIR,
    settings: { ...inherited, ...settings },
    logger,
  });
  const { server } = await servePlatform(platform);
  const gateway = withGateway ? await startGateway(platform) : undefined;
  const stopAndExit = async () => {
    await server.close();
    await gateway?.stop();
    await platform.stop();
    setImmediate(() => process.exit(0));
    return {};
  };
  return { config, platform, server, gateway, stopAndExit };
}

/** The device gateway as configured (its own thread by default); its thread stopping ends the process. */
async function startGateway(platform) {
  const { startConfiguredGateway } = (await import('../../apps/api/dist/device-link/configured-gateway.js'))
    .default;
  return startConfiguredGateway(platform, (error) => {
    console.error('server error: the gateway thread stopped', error);
    process.exit(1);
  });
}

/** Full GCs of the api thread and the gateway's, three rounds; the gateway's last report. */
export async function collectGarbage(gateway) {
  let report;
  for (let i = 0; i < 3; i++) {
    global.gc();
    report = await gateway.report({ collectGarbage: true });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return report;
}

/**
 * Answers each question `{ id, op, arg }` of the client with `handlers[op](arg)` (an error as its
 * stack), then tells the client it is ready, with what it `announces` (its url, device ports...).
 */
export function answerClient(handlers, announces) {
  process.on('message', async ({ id, op, arg }) => {
    try {
      process.send({ id, ok: true, value: await handlers[op](arg) });
    } catch (error) {
      process.send({ id, ok: false, error: String(error?.stack ?? error) });
    }
  });
  process.send({ ready: true, ...announces });
}
