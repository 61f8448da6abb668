import dgram from 'node:dgram';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { Gt06Framer, H02Framer, Jt808Framer, parseGt06Frame, type FramerOutput } from '@gps/protocols';
import { TeltonikaServerReader } from '../../../simulator/src/transports/teltonika-frames';

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

  /** Frames: the IMEI answer (1 byte), record counts (4 bytes) and Codec 12 command packets. */
  static teltonika(port: number, options?: ConnectOptions): Promise<RawClient> {
    const reader = new TeltonikaServerReader();
    const framer = {
      push: (chunk: Uint8Array): FramerOutput => ({
        frames: reader
          .push(Buffer.from(chunk))
          .map((item) =>
            item.kind === 'imei'
              ? Buffer.of(item.accepted ? 1 : 0)
              : item.kind === 'count'
                ? Buffer.from(item.count.toString(16).padStart(8, '0'), 'hex')
                : item.packet,
          ),
        errors: [],
      }),
    };
    return RawClient.connect(port, framer, options);
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

  /** Frames received, in hex. */
  hex(): string[] {
    return this.frames.map((f) => f.toString('hex'));
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

/** A UDP device: sends datagrams from its own port and keeps every datagram the gateway answers. */
export class UdpClient {
  readonly answers: Buffer[] = [];

  private constructor(private readonly socket: dgram.Socket) {}

  static async open(): Promise<UdpClient> {
    const socket = dgram.createSocket('udp4');
    const client = new UdpClient(socket);
    socket.on('message', (datagram) => client.answers.push(datagram));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    return client;
  }

  send(port: number, datagram: Buffer): void {
    this.socket.send(datagram, port, '127.0.0.1');
  }

  hex(): string[] {
    return this.answers.map((a) => a.toString('hex'));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }
}
