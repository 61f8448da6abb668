import { hostname } from 'node:os';
import type { Gateway, GatewayStatus, IngestMetricsSnapshot } from '@gps/gateway';
import { collection, type ReadStore } from '@gps/read-store';

/** Operational state, like sessions: outside the event log, written by each gateway process. */
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

/**
 * Publishes a gateway's counters and the unknown devices it refused into the read store, so the
 * back office sees them whichever process runs the gateway. Counters are per process since its
 * start; the document is removed when the gateway stops cleanly.
 */
export class GatewayStatusPublisher {
  readonly id = `${hostname()}:${process.pid}`;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly read: ReadStore,
    private readonly gateway: Gateway,
    private readonly ingest: { metrics(): IngestMetricsSnapshot },
    private readonly clock: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    void this.publish().catch(this.onError);
    this.timer = setInterval(() => void this.publish().catch(this.onError), intervalMs);
    this.timer.unref();
  }

  async publish(): Promise<void> {
    const doc: GatewayStatusDoc = {
      id: this.id,
      publishedAt: this.clock(),
      gateway: this.gateway.status(),
      ingest: this.ingest.metrics(),
    };
    await this.read.unitOfWork(null, (w) => w.put(GATEWAY_STATUS, doc));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.read.unitOfWork(null, (w) => w.delete(GATEWAY_STATUS, this.id));
  }
}
