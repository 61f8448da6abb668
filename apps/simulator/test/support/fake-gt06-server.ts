import net from 'node:net';
import {
  decodeGt06Frame,
  encodeGt06ServerCommand,
  Gt06Framer,
  gt06ReplyFor,
  type DeviceMessage,
  type Gt06FrameInfo,
} from '@gps/protocols';

export interface Gt06Received {
  imei: string;
  message: DeviceMessage;
  frame: Gt06FrameInfo;
}

interface Session {
  socket: net.Socket;
  imei: string;
  framer: Gt06Framer;
  serial: number;
}

export interface FakeGt06Options {
  /** Hold the login ACK back this long (ms) to prove the client waits for it. */
  loginAckDelayMs?: number;
  /** Do not ACK logins at all (an unknown device, as Traccar does). */
  refuseLogin?: boolean;
  /** Do not ACK heartbeats (a gateway that stopped answering). */
  ignoreHeartbeats?: boolean;
  /** Stop reading from a connection once it is logged in (a stalled gateway). */
  pauseAfterLogin?: boolean;
}

/** A minimal GT06 gateway built only from the codecs, recording what every device said. */
export class FakeGt06Server {
  readonly received: Gt06Received[] = [];
  /** Order of events per connection: 'login', 'login-ack', 'position', ... */
  readonly events: string[] = [];
  readonly sessions: Session[] = [];
  readonly decodeErrors: string[] = [];
  private readonly server = net.createServer((socket) => this.accept(socket));

  constructor(private readonly options: FakeGt06Options = {}) {}

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  logins(imei?: string): number {
    return this.received.filter((r) => r.message.type === 'login' && (!imei || r.imei === imei)).length;
  }

  of(type: DeviceMessage['type']): Gt06Received[] {
    return this.received.filter((r) => r.message.type === type);
  }

  /** Send a 0x80 command to the device's live session. */
  command(imei: string, text: string, serverFlag: number): void {
    const session = this.sessions.find((s) => s.imei === imei && !s.socket.destroyed);
    if (!session) throw new Error(`no session for ${imei}`);
    const encoded = encodeGt06ServerCommand(text, { serverFlag, serial: ++session.serial });
    if (!encoded.ok) throw new Error(encoded.error.message);
    session.socket.write(encoded.frame);
  }

  /** Start reading again from paused connections. */
  resumeAll(): void {
    for (const s of this.sessions) s.socket.resume();
  }

  /** Drop every live connection, as a restarting gateway would. */
  dropAll(): void {
    for (const s of this.sessions) s.socket.destroy();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    const session: Session = { socket, imei: '', framer: new Gt06Framer(), serial: 0 };
    this.sessions.push(session);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      const { frames } = session.framer.push(chunk);
      for (const frame of frames) this.handle(session, frame);
    });
  }

  private handle(session: Session, bytes: Buffer): void {
    const result = decodeGt06Frame(bytes, { deviceId: session.imei, rejectBadCrc: true });
    if (!result.ok) {
      this.decodeErrors.push(result.error.message);
      return;
    }
    const { message, frame } = result;
    if (message.type === 'login') session.imei = message.deviceId;
    this.received.push({ imei: session.imei, message, frame });
    this.events.push(message.type);
    const reply = gt06ReplyFor(frame);
    if (!reply) return;
    if (message.type === 'login') {
      if (this.options.refuseLogin) return;
      const send = (): void => {
        this.events.push('login-ack');
        session.socket.write(reply);
        if (this.options.pauseAfterLogin) session.socket.pause();
      };
      if (this.options.loginAckDelayMs) setTimeout(send, this.options.loginAckDelayMs);
      else send();
      return;
    }
    if (message.type === 'heartbeat' && this.options.ignoreHeartbeats) return;
    session.socket.write(reply);
  }
}
