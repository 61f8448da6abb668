import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { Gt06Framer, H02Framer, Jt808Framer, parseGt06Frame, type FramerOutput } from '@gps/protocols';

interface Framer {
  push(chunk: Uint8Array): FramerOutput;
}

export interface ConnectOptions {
  paused?: boolean;
  /** The client's own address, e.g. 127.0.0.2. */
  from?: string;
}

/** A raw TCP device: writes whatever the test says and keeps every frame the gateway sends back. */
export class RawClient {
  readonly frames: Buffer[] = [];
  closed = false;

  private constructor(readonly socket: net.Socket) {}

  static async connect(port: number, framer: Framer, options: ConnectOptions = {}): Promise<RawClient> {
    // Any 127.x.y.z reaches the loopback interface (Linux): a test can play many addresses.
    const socket = net.createConnection({ host: '127.0.0.1', port, localAddress: options.from });
    socket.setNoDelay(true);
    const client = new RawClient(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => (client.closed = true));
    await once(socket, 'connect');
    if (options.paused) socket.pause();
    // After an explicit pause, adding a 'data' listener does not start the flow: resume() does.
    socket.on('data', (chunk: Buffer) => client.frames.push(...framer.push(chunk).frames));
    return client;
  }

  static gt06(port: number, options?: ConnectOptions): Promise<RawClient> {
    return RawClient.connect(port, new Gt06Framer(), options);
  }

  static h02(port: number, options?: ConnectOptions): Promise<RawClient> {
    return RawClient.connect(port, new H02Framer(), options);
  }

  static jt808(port: number, options?: ConnectOptions): Promise<RawClient> {
    return RawClient.connect(port, new Jt808Framer(), options);
  }

  write(data: Buffer | string): void {
    this.socket.write(data);
  }

  /** One byte per write, each after the event loop turned, so the gateway sees many segments. */
  async writeBytewise(data: Buffer): Promise<void> {
    for (const byte of data) {
      this.socket.write(Buffer.from([byte]));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** GT06 frames received, as protocol number and serial. */
  gt06(): { type: number; serial: number; frame: Buffer }[] {
    return this.frames.map((frame) => {
      const parsed = parseGt06Frame(frame);
      if (!parsed.ok) throw new Error(`gateway sent a bad frame: ${parsed.error.message}`);
      return { type: parsed.frame.protocolNumber, serial: parsed.frame.serial, frame };
    });
  }

  /** H02 sentences received. */
  text(): string[] {
    return this.frames.map((f) => f.toString('latin1'));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const closed = once(this.socket, 'close');
    this.socket.destroy();
    await closed;
  }
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One request on its own connection (no keep-alive, so closing the gateway never waits on it). */
export function httpRequest(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
