import 'reflect-metadata';
import { createEventStore } from '@gps/event-store';
import { createReadStore } from '@gps/read-store';
import { loadConfig } from './config';
import { CommandHandler } from './application/command-handler';
import { listeningOn, startDeviceLink } from './device-link/device-link';
import { EventTap } from './device-link/event-tap';
import { createLogger } from './infrastructure/logger';
import { runProcess } from './infrastructure/run-process';

/**
 * The device gateway as its own process (the production stack runs it beside an api started with
 * GATEWAY=off). It writes telemetry and command deliveries to the shared event store, reads the
 * shared read models (devices, queued commands) and hears new commands through the event log, so
 * the api and the gateway need no other channel between them. Projections run in the api.
 */
async function main(): Promise<() => Promise<void>> {
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
  logger.info(`device gateway listening: ${listeningOn(link.gateway.ports)}`);
  return async () => {
    await link.close();
    await tap.stop();
    await events.close();
    await read.close();
  };
}

runProcess(main);
