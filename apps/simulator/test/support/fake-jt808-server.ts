import net from 'node:net';
import {
  decodeJt808Frame,
  encodeJt808AlarmConfirm,
  encodeJt808GeneralResponse,
  encodeJt808RemoteCommand,
  jt808DeviceId,
  Jt808Id,
  Jt808Result,
  Jt808Framer,
  jt808ReplyFor,
  jt808TargetOf,
  type DeviceMessage,
  type Jt808FrameInfo,
  type RemoteCommand,
} from '@gps/protocols';

export interface Jt808Received {
  id: string;
  frame: Jt808FrameInfo;
  message: DeviceMessage;
}

/**
 * A minimal JT808 platform built from the codecs: decodes, answers with jt808ReplyFor (the auth
 * code is the device id), and sends commands. `refuseAuth` answers authentications with failure.
 */
export class FakeJt808Server {
  readonly received: Jt808Received[] = [];
  readonly decodeErrors: string[] = [];
  readonly sockets: net.Socket[] = [];
  refuseAuth = false;
  private serial = 0;
  private readonly last = new Map<string, { socket: net.Socket; frame: Jt808FrameInfo }>();
  private readonly server = net.createServer((socket) => this.accept(socket));

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  of(type: DeviceMessage['type']): Jt808Received[] {
    return this.received.filter((r) => r.message.type === type);
  }

  /** Message ids received, as 4 hex digits. */
  messageIds(): string[] {
    return this.received.map((r) => r.frame.messageId.toString(16).padStart(4, '0'));
  }

  /** Encode a remote command with the codec and send it; returns the serial it went out with. */
  command(id: string, command: RemoteCommand): number {
    const session = this.last.get(id);
    if (!session || session.socket.destroyed) throw new Error(`no session for ${id}`);
    const serial = this.nextSerial();
    const encoded = encodeJt808RemoteCommand(command, jt808TargetOf(session.frame, serial));
    if (!encoded.ok) throw new Error(encoded.error.message);
    session.socket.write(encoded.frame);
    return serial;
  }

  /** Send an 0x8203 confirming these alarm bits in all reports; returns its serial. */
  confirmAlarms(id: string, bits: number): number {
    const session = this.last.get(id);
    if (!session || session.socket.destroyed) throw new Error(`no session for ${id}`);
    const serial = this.nextSerial();
    const encoded = encodeJt808AlarmConfirm(0, bits, jt808TargetOf(session.frame, serial));
    if (!encoded.ok) throw new Error(encoded.error.message);
    session.socket.write(encoded.frame);
    return serial;
  }

  dropAll(): void {
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private nextSerial(): number {
    this.serial = (this.serial + 1) & 0xffff;
    return this.serial;
  }

  private accept(socket: net.Socket): void {
    this.sockets.push(socket);
    const framer = new Jt808Framer();
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const bytes of framer.push(chunk).frames) {
        const result = decodeJt808Frame(bytes);
        if (!result.ok) {
          this.decodeErrors.push(result.error.message);
          continue;
        }
        const id = jt808DeviceId(result.frame.phone);
        this.last.set(id, { socket, frame: result.frame });
        for (const message of result.messages) this.received.push({ id, frame: result.frame, message });
        const reply =
          this.refuseAuth && result.frame.messageId === Jt808Id.AUTH ? this.refusal(result.frame) : undefined;
        const answer = reply ?? jt808ReplyFor(result.frame, { serial: this.nextSerial() });
        if (answer) socket.write(answer);
      }
    });
  }

  /** 0x8001 answering with failure. */
  private refusal(frame: Jt808FrameInfo): Buffer {
    const encoded = encodeJt808GeneralResponse(frame, this.nextSerial(), Jt808Result.FAILURE);
    if (!encoded.ok) throw new Error(encoded.error.message);
    return encoded.frame;
  }
}
