import type { GatewayPorts } from '@gps/gateway';
import type { GatewayReport } from './device-link';

/** What the api's thread says to the gateway thread. */
export type ToGatewayThread = { type: 'stop' } | { type: 'report'; id: number; collectGarbage: boolean };

/** What the gateway thread answers; errors travel as text (stack included). */
export type FromGatewayThread =
  | { type: 'ready'; ports: GatewayPorts }
  | { type: 'report'; id: number; report: GatewayReport }
  | { type: 'failed'; error: string };
