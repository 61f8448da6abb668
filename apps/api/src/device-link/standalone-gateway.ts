import type { GatewayPorts } from '@gps/gateway';
import { createReadStore } from '@gps/read-store';
import { CommandHandler } from '../commands/command-handler';
import type { AppConfig } from '../config';
import type { Logger } from '../infrastructure/logger';
import { openEventLog } from '../platform/event-log';
import { startDeviceLink, type GatewayReport } from './device-link';
import { OUTBOX_EVENT_TYPES } from './command-outbox';
import { EventTap } from './event-tap';
import { FENCE_EDIT_EVENT_TYPES } from './fence-edits';
import { LIMIT_EDIT_EVENT_TYPES } from './limit-edits';
import { MODEL_EDIT_EVENT_TYPES } from './model-edits';

export interface StandaloneGateway {
  ports: GatewayPorts;
  report(options?: { collectGarbage?: boolean }): Promise<GatewayReport>;
  stop(): Promise<void>;
}

/**
 * The device gateway on stores of its own, beside an api that runs the projections: its own
 * process (`npm run gateway`) or its own thread of the api's process (`npm start`). It writes
 * telemetry and command deliveries to the shared event store, reads the shared read models
 * (devices, queued commands) and hears new commands through the event log, so the two sides need
 * no other channel between them.
 */
export async function startStandaloneGateway(config: AppConfig, logger: Logger): Promise<StandaloneGateway> {
  // Through the personal-data layer like the api: the devices' edits it reads may carry envelopes.
  const events = await openEventLog(config);
  const read = await createReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
  // Here the tap serves the command outbox and the model, limit and fence edits alone: it skips
  // the positions, most of the log.
  const tap = new EventTap(events, (error) => logger.error('live event tap failed', error), [
    ...new Set([
      ...OUTBOX_EVENT_TYPES,
      ...MODEL_EDIT_EVENT_TYPES,
      ...LIMIT_EDIT_EVENT_TYPES,
      ...FENCE_EDIT_EVENT_TYPES,
    ]),
  ]);
  const closeStores = async () => {
    await tap.stop();
    await events.close();
    await read.close();
  };
  try {
    await tap.start();
    const link = await startDeviceLink(
      { events, read, commands: new CommandHandler(events), tap, clock: Date.now, logger },
      config.devices,
    );
    return {
      ports: link.gateway.ports,
      report: async (options) => link.report(options),
      stop: async () => {
        await link.close();
        await closeStores();
      },
    };
  } catch (error) {
    await closeStores();
    throw error;
  }
}
