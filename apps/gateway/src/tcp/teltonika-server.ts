import {
  decodeTeltonikaTcp,
  encodeTeltonikaImeiAck,
  TeltonikaFramer,
  type DeviceMessage,
} from '@gps/protocols';
import { TeltonikaCommandEncoder } from '../commands/teltonika-commands';
import type { GatewayContext } from '../context';
import type { FrameHandler, TcpConnection } from './connection';
import { TcpDeviceSession } from './device-session';
import { TcpListener } from './tcp-listener';

/** The Teltonika TCP listener (Codec 8, 8 Extended and 12, default port 5027; UDP: udp/). */
export function teltonikaListener(ctx: GatewayContext): TcpListener {
  return new TcpListener(ctx, {
    protocol: 'teltonika',
    framer: () => new TeltonikaFramer({ maxFrameSize: ctx.config.teltonika.maxFrameSize }),
    handler: (connection) => new TeltonikaHandler(ctx, connection),
  });
}

/**
 * A connection starts with the IMEI handshake: `01` once the device is known and its login
 * recorded, `00` and the connection closed for an unknown one. Then each AVL packet is recorded in
 * one append and answered with its record count only once durable; a packet the codec refuses (bad
 * CRC, counts that disagree) gets no answer, so the device sends it again. Codec 12 responses are
 * the replies to the commands this connection carries, one at a time (TeltonikaCommandEncoder).
 */
class TeltonikaHandler implements FrameHandler {
  private readonly device: TcpDeviceSession;
  private readonly commands: TeltonikaCommandEncoder;

  constructor(
    private readonly ctx: GatewayContext,
    connection: TcpConnection,
  ) {
    this.commands = new TeltonikaCommandEncoder(ctx.config.teltonika.commandTimeoutMs);
    this.device = new TcpDeviceSession(ctx, 'teltonika', connection, this.commands);
  }

  async handle(frame: Buffer): Promise<void> {
    const receivedAt = this.ctx.config.clock();
    const decoded = decodeTeltonikaTcp(frame, { deviceId: this.device.serial });
    if (!decoded.ok) {
      this.device.decodeError(decoded.error.message);
      return;
    }
    if (decoded.kind === 'imei') {
      // The framer reads a handshake only at the start of a connection: this is the first.
      if (!(await this.device.identify(decoded.imei, () => encodeTeltonikaImeiAck(false)))) return;
      const stored = await this.device.store(decoded.message, receivedAt, encodeTeltonikaImeiAck(true));
      if (stored) this.device.startCommands();
      return;
    }
    if (!this.device.identified) {
      this.device.violation('Teltonika packet before the IMEI handshake');
      return;
    }
    if (decoded.kind === 'command_reply') {
      for (const message of decoded.messages) await this.device.store(message, receivedAt, undefined);
      this.commands.replied();
      return;
    }
    await this.storePacket(decoded.messages, receivedAt, decoded.reply);
  }

  /**
   * AVL packets of an identified device that arrived together (a device that does not wait for each
   * answer: Teltonika's own wait for it, so mostly a load test) are recorded in one append and
   * answered in order, in one write, once durable; on failure none is answered. The handshake,
   * command replies and a packet that does not decode take their own step through `handle`.
   */
  async handleAll(frames: Buffer[]): Promise<boolean> {
    if (!this.ctx.ingest.recordAll || !this.device.identified) return false;
    const receivedAt = this.ctx.config.clock();
    const messages: DeviceMessage[] = [];
    const answers: Buffer[] = [];
    for (const frame of frames) {
      const decoded = decodeTeltonikaTcp(frame, { deviceId: this.device.serial });
      if (!decoded.ok || decoded.kind !== 'avl') return false;
      messages.push(...decoded.messages);
      if (decoded.reply) answers.push(decoded.reply);
    }
    await this.device.storeAll(messages, receivedAt, answers);
    return true;
  }

  closed(): void {
    this.commands.close();
    this.device.closed();
  }

  /** All records of a packet or none: one append when the ingest has one, the count after the last. */
  private async storePacket(messages: DeviceMessage[], receivedAt: number, ack: Buffer | undefined) {
    if (this.ctx.ingest.recordAll) {
      await this.device.storeAll(messages, receivedAt, ack ? [ack] : []);
      return;
    }
    for (const [i, message] of messages.entries()) {
      const last = i === messages.length - 1;
      if (!(await this.device.store(message, receivedAt, last ? ack : undefined))) return;
    }
  }
}
