import http from 'node:http';
import net from 'node:net';
import { decodeOsmAnd, type DeviceMessage, type OsmAndMode } from '@gps/protocols';

export interface OsmAndReceived {
  method: string;
  mode: OsmAndMode;
  message: DeviceMessage;
}

export interface FakeOsmAndOptions {
  /** Answer this status to the first N requests (to exercise retries and refusals). */
  failFirst?: { count: number; status: number };
  /** Device ids answered with the codec's unknown-device status. */
  unknownDevices?: ReadonlySet<string>;
  /** Text returned in the body of the next accepted query/form request (a queued command). */
  pendingCommand?: string;
}

/** A minimal OsmAnd HTTP endpoint built on decodeOsmAnd. */
export class FakeOsmAndServer {
  readonly received: OsmAndReceived[] = [];
  readonly statuses: number[] = [];
  readonly decodeErrors: string[] = [];
  private served = 0;
  private readonly server = http.createServer((req, res) => this.handle(req, res));

  constructor(readonly options: FakeOsmAndOptions = {}) {}

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  of(type: DeviceMessage['type']): OsmAndReceived[] {
    return this.received.filter((r) => r.message.type === type);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.served++;
      const fail = this.options.failFirst;
      if (fail && this.served <= fail.count) return this.answer(res, fail.status);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const result = decodeOsmAnd({
        method: req.method ?? '',
        query: url.searchParams,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks),
      });
      if (!result.ok) {
        this.decodeErrors.push(result.error.message);
        return this.answer(res, result.status);
      }
      const unknown = result.messages.some((m) => this.options.unknownDevices?.has(m.deviceId));
      if (unknown) return this.answer(res, result.unknownDeviceStatus);
      for (const message of result.messages)
        this.received.push({ method: req.method ?? '', mode: result.mode, message });
      const command = result.responseMayCarryCommand ? this.options.pendingCommand : undefined;
      if (command) this.options.pendingCommand = undefined;
      this.answer(res, 200, command);
    });
  }

  private answer(res: http.ServerResponse, status: number, body = ''): void {
    this.statuses.push(status);
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(body);
  }
}
