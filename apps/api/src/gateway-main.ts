import 'reflect-metadata';
import { createEventStore } from '@gps/event-store';
import { createReadStore } from '@gps/read-store';
import { loadConfig } from './config';
import { CommandHandler } from './application/command-handler';
import { startDeviceLink } from './device-link/device-link';
import { EventTap } from './device-link/event-tap';
import { createLogger } from './infrastructure/logger';

/**
 * The device gateway as its own process (the production stack runs it beside an api started with
 * GATEWAY=off). It writes telemetry and command deliveries to the shared event store, reads the
 * shared read models (devices, queued commands) and hears new commands through the event log, so
 * the api and the gateway need no other channel between them. Projections run in the api.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger();
  const events = await createEventStore({ eventStoreUrl: config.eventStoreUrl, dataDir: config.dataDir });
  const read = await createReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
  const tap = new EventTap(events, (error) => logger.error('live event tap failed', error));
  await tap.start();
  const link = await startDeviceLink(
    { events, read, commands: new CommandHandler(events), tap, clock: Date.now, logger },
    config.devices,
  );
  const listening = Object.entries(link.gateway.ports)
    .filter(([, port]) => port !== null)
    .map(([protocol, port]) => `${protocol} ${port}`);
  logger.info(`device gateway listening: ${listening.join(', ')}`);
  const shutdown = async () => {
    await link.close();
    await tap.stop();
    await events.close();
    await read.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
