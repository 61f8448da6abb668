import type { GatewayStatus, IngestMetricsSnapshot } from '@gps/gateway';

/**
 * Operational state, like sessions: outside the event log, written by each gateway process
 * (device-link/gateway-status.ts) and read by the gateway status call.
 */
export const GATEWAY_STATUS = 'ops_gateway_status';

export interface GatewayStatusDoc {
  /** `<host>:<pid>`: one document per gateway process. */
  id: string;
  /** Epoch ms. */
  publishedAt: number;
  gateway: GatewayStatus;
  ingest: IngestMetricsSnapshot;
  [k: string]: unknown;
}
