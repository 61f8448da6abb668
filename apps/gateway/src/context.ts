import type { CommandOutbox, DeviceIngest } from './ingest-port';
import { ConnectionBudget } from './limits/connection-budget';
import { GatewayMetrics } from './metrics';
import { createNotices, type GatewayNotices } from './notices';
import type { GatewayConfig } from './options';
import { SessionRegistry } from './sessions';

/** What every listener and session of one gateway shares. */
export interface GatewayContext {
  config: GatewayConfig;
  ingest: DeviceIngest;
  outbox: CommandOutbox;
  metrics: GatewayMetrics;
  sessions: SessionRegistry;
  /** The device ports' connection caps, all listeners together. */
  budget: ConnectionBudget;
  notices: GatewayNotices;
}

/** A fresh context: counters from now, no session, no connection. */
export function createGatewayContext(
  config: GatewayConfig,
  ingest: DeviceIngest,
  outbox: CommandOutbox,
): GatewayContext {
  return {
    config,
    ingest,
    outbox,
    metrics: new GatewayMetrics(config.clock(), config.unknownDevicesKept),
    sessions: new SessionRegistry(),
    budget: new ConnectionBudget(config.maxConnections, config.maxConnectionsPerAddress),
    notices: createNotices(config),
  };
}
