import type { GatewayStatus, IngestMetricsSnapshot } from '@gps/gateway';
import { collection } from '@gps/read-store';

/**
 * Operational state, like sessions: outside the event log, written by each gateway process
 * (device-link/gateway-status.ts) and read by the gateway status call.
 */
export const GATEWAY_STATUS = collection<GatewayStatusDoc>('ops_gateway_status');

export interface GatewayStatusDoc {
  /** `<host>:<pid>`: one document per gateway process. */
  id: string;
  /** Epoch ms. */
  publishedAt: number;
  gateway: GatewayStatus;
  ingest: IngestMetricsSnapshot;
  [k: string]: unknown;
}
