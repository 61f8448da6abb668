import http from 'node:http';
import { parseGt06Command } from '../commands';
import type { VehicleReport } from '../types';
import { Backoff } from './backoff';
import { osmandRequest } from './osmand-request';
import type { DeviceLink, LinkContext, LinkOptions } from './types';

type Outcome =
  | { kind: 'accepted'; body: string }
  | { kind: 'refused'; status: number }
  | { kind: 'retry'; reason: string };

/** Most of a response body we read: a queued command is a short line of text. */
const MAX_BODY = 4096;

/**
 * A phone running Traccar Client: one HTTP request per report, one request in flight per device,
 * reports buffered in order meanwhile. Honours the answer: 2xx delivered (a query-mode body is a
 * queued command); 400/404 and other 4xx refused, dropped and counted (resending cannot help;
 * after one the device pauses like after an error); 408, 429, 5xx and network errors retried
 * with backoff, the fix kept at the head of the buffer.
 */
export class OsmAndLink implements DeviceLink {
  readonly protocol = 'osmand' as const;
  private readonly queue: VehicleReport[] = [];
  private readonly backoff: Backoff;
  private readonly agent: http.Agent;
  private readonly ownsAgent: boolean;
  private connected = false;
  private closed = false;
  private request: http.ClientRequest | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private idle: (() => void) | undefined;

  constructor(
    private readonly ctx: LinkContext,
    private readonly options: LinkOptions,
  ) {
    this.backoff = new Backoff(options.reconnectBaseMs, options.reconnectMaxMs);
    this.ownsAgent = options.httpAgent === undefined;
    this.agent = options.httpAgent ?? new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  get deviceId(): string {
    return this.ctx.deviceId;
  }

  /** HTTP has no session: "online" means the device is in coverage and may send. */
  get online(): boolean {
    return this.connected && !this.closed;
  }

  get queued(): number {
    return this.queue.length;
  }

  connect(): void {
    if (this.closed || this.connected) return;
    this.connected = true;
    this.pump();
  }

  disconnect(): void {
    this.connected = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  send(report: VehicleReport): void {
    if (this.closed) return;
    if (this.queue.length >= this.options.maxQueuedReports) {
      // Never drop the head while it is in flight: its answer still has to land somewhere.
      this.queue.splice(this.request ? 1 : 0, 1);
      this.ctx.counters.dropped++;
    }
    this.queue.push(report);
    this.pump();
  }

  close(): Promise<void> {
    this.closed = true;
    this.disconnect();
    this.queue.length = 0;
    const finished = this.request ? new Promise<void>((resolve) => (this.idle = resolve)) : Promise.resolve();
    this.request?.destroy();
    return finished.then(() => {
      if (this.ownsAgent) this.agent.destroy();
    });
  }

  private pump(): void {
    if (!this.connected || this.closed || this.request || this.retryTimer || this.queue.length === 0) return;
    const report = this.queue[0];
    const spec = osmandRequest(this.deviceId, report, this.options.osmandFormat);
    let settled = false;
    const settle = (outcome: Outcome): void => {
      if (settled) return;
      settled = true;
      this.request = undefined;
      this.onOutcome(report, outcome);
      const idle = this.idle;
      this.idle = undefined;
      idle?.();
    };
    const headers = { ...spec.headers };
    if (spec.body !== undefined) headers['content-length'] = String(Buffer.byteLength(spec.body));
    const req = http.request(
      {
        host: this.options.host,
        port: this.options.port,
        method: spec.method,
        path: spec.path,
        headers,
        agent: this.agent,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < MAX_BODY) body += chunk.slice(0, MAX_BODY - body.length);
        });
        res.on('error', (error) => settle({ kind: 'retry', reason: error.message }));
        res.on('end', () => settle(classify(res.statusCode ?? 0, body)));
      },
    );
    this.request = req;
    req.setTimeout(this.options.requestTimeoutMs, () => req.destroy(new Error('request timed out')));
    req.on('error', (error) => settle({ kind: 'retry', reason: error.message }));
    this.ctx.counters.bytesSent += (spec.body ? Buffer.byteLength(spec.body) : 0) + spec.path.length;
    req.end(spec.body);
  }

  private onOutcome(report: VehicleReport, outcome: Outcome): void {
    if (this.closed) return;
    const counters = this.ctx.counters;
    if (outcome.kind === 'retry') {
      counters.errors++;
      this.ctx.onError?.(this.deviceId, `OsmAnd request failed: ${outcome.reason}`);
      this.pause();
      return;
    }
    if (this.queue[0] === report) this.queue.shift();
    if (outcome.kind === 'refused') {
      counters.rejected++;
      this.ctx.onError?.(this.deviceId, `OsmAnd server refused a report with HTTP ${outcome.status}`);
      this.pause();
      return;
    }
    this.backoff.reset();
    counters.acksReceived++;
    if (report.type === 'position') counters.positionsSent++;
    else if (report.type === 'heartbeat') counters.heartbeatsSent++;
    else counters.alarmsSent++;
    const command = outcome.body.trim();
    if (command && this.options.osmandFormat !== 'json') {
      // Query/form clients get one queued command in the body; there is no channel to answer it.
      counters.commandsReceived++;
      this.ctx.target.applyCommand(parseGt06Command(command));
    }
    this.pump();
  }

  private pause(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.pump();
    }, this.backoff.next());
  }
}

function classify(status: number, body: string): Outcome {
  if (status >= 200 && status < 300) return { kind: 'accepted', body };
  if (status === 408 || status === 429 || status >= 500 || status < 200) {
    return { kind: 'retry', reason: `HTTP ${status}` };
  }
  return { kind: 'refused', status };
}
