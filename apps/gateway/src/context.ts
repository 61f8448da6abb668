import type { CommandOutbox, DeviceIngest } from './ingest-port';
import type { GatewayMetrics } from './metrics';
import type { GatewayConfig } from './options';
import type { SessionRegistry } from './sessions';

/** What every listener and session of one gateway shares. */
export interface GatewayContext {
  config: GatewayConfig;
  ingest: DeviceIngest;
  outbox: CommandOutbox;
  metrics: GatewayMetrics;
  sessions: SessionRegistry;
}
