// The built api's platform on a benchmark's data directory, in the calling process: embedded stores,
// no web app, silent log. What the benchmarks that run the platform in their own process share
// (projection-cost, statistics) and what a benchmark's server process runs (server-role.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ADMIN_PASSWORD } from './api.mjs';

const require = createRequire(import.meta.url);

/** The api's modules, built by `tsc -b apps/api` (each benchmark's npm script builds it first). */
export function apiModules() {
  return {
    ...require('../../apps/api/dist/config.js'),
    ...require('../../apps/api/dist/platform/platform.js'),
    ...require('../../apps/api/dist/platform/bootstrap.js'),
    ...require('../../apps/api/dist/server.js'),
  };
}

/** A logger that keeps the platform quiet but for its errors. */
export const quietLogger = {
  info() {},
  warn() {},
  error: (message, error) => console.error('server error:', message, error),
};

/**
 * The platform on `dir`, created but not started (its projections not running): for writing the
 * log straight through its event store, or rebuilding its read models, before `start`. `settings`
 * is configuration beyond the benchmark's own (gateway, time zone...); `logger` and `clock` as
 * Platform.create takes them (its own when absent).
 */
export async function createPlatform({ dir, settings = {}, logger, clock }) {
  const { loadConfig, Platform } = apiModules();
  const config = loadConfig({
    DATA_DIR: dir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dir, 'no-web'),
    ...settings,
  });
  const platform = await Platform.create(config, { logger, clock });
  return { config, platform };
}

/**
 * Starts a created platform (its projections catch up with the log), makes sure of its first
 * administrator and serves its doors on a random loopback port. `stop()` stops the server and the
 * platform.
 */
export async function servePlatform(platform) {
  const { bootstrapFirstAdmin, startServer } = apiModules();
  await platform.start();
  await bootstrapFirstAdmin(platform);
  const server = await startServer(platform, { port: 0, host: '127.0.0.1' });
  const stop = async () => {
    await server.close();
    await platform.stop();
  };
  return { server, stop };
}

/** createPlatform, then servePlatform. */
export async function startPlatform(options) {
  const { config, platform } = await createPlatform(options);
  return { config, platform, ...(await servePlatform(platform)) };
}
