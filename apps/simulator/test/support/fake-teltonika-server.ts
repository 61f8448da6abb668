import net from 'node:net';
import {
  decodeTeltonikaTcp,
  encodeTeltonikaImeiAck,
  encodeTeltonikaRemoteCommand,
  TeltonikaFramer,
  type DeviceMessage,
  type RemoteCommand,
} from '@gps/protocols';

/** A minimal Teltonika TCP server built from the codecs: the handshake, record counts, Codec 12 commands. */
export class FakeTeltonikaServer {
  readonly received: { imei: string; message: DeviceMessage }[] = [];
  readonly decodeErrors: string[] = [];
  readonly sockets: net.Socket[] = [];
  /** IMEIs answered `00`. */
  readonly refuse = new Set<string>();
  private readonly byImei = new Map<string, net.Socket>();
  private readonly server = net.createServer((socket) => this.accept(socket));

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  of(type: DeviceMessage['type']): DeviceMessage[] {
    return this.received.filter((r) => r.message.type === type).map((r) => r.message);
  }

  /** Encode a remote command with the codec and send it; returns the command text. */
  command(imei: string, command: RemoteCommand): string {
    const socket = this.byImei.get(imei);
    if (!socket || socket.destroyed) throw new Error(`no session for ${imei}`);
    const encoded = encodeTeltonikaRemoteCommand(command);
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
    const framer = new TeltonikaFramer();
    let imei = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const frame of framer.push(chunk).frames) {
        const result = decodeTeltonikaTcp(frame, { deviceId: imei });
        if (!result.ok) {
          this.decodeErrors.push(result.error.message);
          continue;
        }
        if (result.kind === 'imei') {
          const accepted = !this.refuse.has(result.imei);
          socket.write(encodeTeltonikaImeiAck(accepted));
          if (!accepted) {
            socket.end();
            return;
          }
          imei = result.imei;
          this.byImei.set(imei, socket);
          this.received.push({ imei, message: result.message });
          continue;
        }
        for (const message of result.messages) this.received.push({ imei, message });
        if (result.reply) socket.write(result.reply);
      }
    });
  }
}
