import { getHeapStatistics } from 'node:v8';
import type { EventStore } from '@gps/event-store';
import {
  startGateway,
  TelemetryIngest,
  type Gateway,
  type GatewayPorts,
  type GatewayStatus,
  type IngestMetricsSnapshot,
} from '@gps/gateway';
import { Collections } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { CommandHandler } from '../commands/command-handler';
import type { Logger } from '../infrastructure/logger';
import { EventLogCommandOutbox } from './command-outbox';
import { CommandReplies } from './command-replies';
import type { DeviceLinkConfig } from './device-link-config';
import type { EventTap } from './event-tap';
import { GatewayStatusPublisher } from './gateway-status';
import { forwardFenceEdits } from './fence-edits';
import { forwardLimitEdits } from './limit-edits';
import { forwardModelEdits } from './model-edits';

/** How often a gateway publishes its counters for the back office. */
const STATUS_INTERVAL_MS = 10_000;

/** `gt06 5023, h02 5013, osmand 5055, jt808 5015`, for the startup log line. */
export function listeningOn(ports: GatewayPorts): string {
  return Object.entries(ports)
    .filter(([, port]) => port !== null)
    .map(([protocol, port]) => `${protocol} ${port}`)
    .join(', ');
}

export interface DeviceLinkDeps {
  events: EventStore;
  read: ReadStore;
  commands: CommandHandler;
  tap: EventTap;
  /** Epoch ms. */
  clock: () => number;
  logger: Logger;
}

/** The gateway's counters, and the heap of the thread it runs on (for benchmarks and operators). */
export interface GatewayReport {
  gateway: GatewayStatus;
  ingest: IngestMetricsSnapshot;
  heapUsed: number;
}

export interface DeviceLink {
  gateway: Gateway;
  ingest: TelemetryIngest;
  outbox: EventLogCommandOutbox;
  status: GatewayStatusPublisher;
  /** `collectGarbage` runs a full GC first where the process allows it (`--expose-gc`). */
  report(options?: { collectGarbage?: boolean }): GatewayReport;
  close(): Promise<void>;
}

/**
 * The gateway with its platform side: telemetry ingest over the event store, the command outbox
 * and reply matching. Devices the read model shows online are watched from the start, so one that
 * never reports again after a restart still goes offline on time.
 */
export async function startDeviceLink(deps: DeviceLinkDeps, config: DeviceLinkConfig): Promise<DeviceLink> {
  const replies = new CommandReplies(deps.read, deps.commands, deps.logger);
  const ingest = new TelemetryIngest({
    events: deps.events,
    clock: deps.clock,
    config: config.telemetry,
    onReply: async (serial, reply, receivedAt) => {
      await replies.record(serial, reply, receivedAt);
    },
    logger: deps.logger,
  });
  const online = await deps.read.find(Collections.devices, {
    filters: [{ field: 'online', op: 'eq', value: true }],
  });
  ingest.watch(online.rows.map((d) => d.deviceSerialNumber));
  const stopModelEdits = forwardModelEdits(deps.tap, ingest);
  const stopLimitEdits = forwardLimitEdits(deps.tap, ingest);
  const stopFenceEdits = forwardFenceEdits(deps.tap, ingest);
  ingest.startOfflineSweeper(config.sweepIntervalMs);

  const outbox = new EventLogCommandOutbox({
    read: deps.read,
    commands: deps.commands,
    tap: deps.tap,
    clock: deps.clock,
  });
  let gateway: Gateway;
  try {
    gateway = await startGateway({
      ingest,
      outbox,
      ports: config.ports,
      host: config.host,
      idleTimeoutMs: config.idleTimeoutMs,
      loginTimeoutMs: config.loginTimeoutMs,
      maxConnections: config.maxConnections,
      maxConnectionsPerAddress: config.maxConnectionsPerAddress,
      clock: deps.clock,
      logger: deps.logger,
    });
  } catch (error) {
    stopModelEdits();
    stopLimitEdits();
    stopFenceEdits();
    outbox.close();
    await ingest.close();
    throw error;
  }
  const status = new GatewayStatusPublisher(deps.read, gateway, ingest, deps.clock, (error) =>
    deps.logger.error('publishing the gateway status failed', error),
  );
  status.start(STATUS_INTERVAL_MS);
  return {
    gateway,
    ingest,
    outbox,
    status,
    report: (options) => {
      if (options?.collectGarbage) globalThis.gc?.();
      return {
        gateway: gateway.status(),
        ingest: ingest.metrics(),
        heapUsed: getHeapStatistics().used_heap_size,
      };
    },
    close: async () => {
      await status.stop();
      await gateway.close();
      stopModelEdits();
      stopLimitEdits();
      stopFenceEdits();
      outbox.close();
      await ingest.close();
    },
  };
}
