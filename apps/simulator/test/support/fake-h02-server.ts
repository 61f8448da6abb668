import net from 'node:net';
import {
  decodeH02Frame,
  encodeH02RemoteCommand,
  H02Framer,
  h02ReplyFor,
  type DeviceMessage,
  type RemoteCommand,
} from '@gps/protocols';

export interface H02Received {
  id: string;
  type: string;
  message: DeviceMessage;
  text: string;
}

/** A minimal H02 gateway built from the codecs: decodes, replies as Traccar does, sends commands. */
export class FakeH02Server {
  readonly received: H02Received[] = [];
  readonly decodeErrors: string[] = [];
  readonly sockets: net.Socket[] = [];
  private readonly byId = new Map<string, net.Socket>();
  private readonly server = net.createServer((socket) => this.accept(socket));

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  of(type: DeviceMessage['type']): H02Received[] {
    return this.received.filter((r) => r.message.type === type);
  }

  /** Encode a remote command with the codec and send it; returns the sentence sent. */
  command(id: string, command: RemoteCommand, time: Date): string {
    const socket = this.byId.get(id);
    if (!socket || socket.destroyed) throw new Error(`no session for ${id}`);
    const encoded = encodeH02RemoteCommand(command, { deviceId: id, time });
    if (!encoded.ok) throw new Error(encoded.error.message);
    socket.write(encoded.frame);
    return encoded.text;
  }

  dropAll(): void {
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    this.sockets.push(socket);
    const framer = new H02Framer();
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const frame of framer.push(chunk).frames) {
        const result = decodeH02Frame(frame);
        if (!result.ok) {
          this.decodeErrors.push(result.error.message);
          continue;
        }
        this.byId.set(result.frame.deviceId, socket);
        this.received.push({
          id: result.frame.deviceId,
          type: result.frame.type,
          message: result.message,
          text: frame.toString('latin1'),
        });
        const reply = h02ReplyFor(result.frame);
        if (reply) socket.write(reply);
      }
    });
  }
}
