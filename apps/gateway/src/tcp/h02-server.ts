import { decodeH02Frame, H02Framer, h02ReplyFor } from '@gps/protocols';
import { H02CommandEncoder } from '../commands/h02-commands';
import type { GatewayContext } from '../context';
import type { FrameHandler, TcpConnection } from './connection';
import { TcpDeviceSession } from './device-session';
import { TcpListener } from './tcp-listener';

/** The H02 listener (text TCP, default port 5013). */
export function h02Listener(ctx: GatewayContext): TcpListener {
  return new TcpListener(ctx, {
    protocol: 'h02',
    framer: () => new H02Framer({ maxFrameSize: ctx.config.h02.maxFrameSize }),
    handler: (connection) => new H02Handler(ctx, connection),
  });
}

/**
 * H02 has no login: every sentence carries the id, and the first one identifies the connection.
 * A later sentence naming another device is a violation (one connection, one device), so a
 * misrouted or spoofed stream cannot write into someone else's history.
 */
class H02Handler implements FrameHandler {
  private readonly device: TcpDeviceSession;
  private readonly commands = new H02CommandEncoder();

  constructor(
    private readonly ctx: GatewayContext,
    connection: TcpConnection,
  ) {
    this.device = new TcpDeviceSession(ctx, 'h02', connection, this.commands);
  }

  async handle(frame: Buffer): Promise<void> {
    const receivedAt = this.ctx.config.clock();
    const now = new Date(receivedAt);
    const decoded = decodeH02Frame(frame, { deviceId: this.device.serial, now });
    if (!decoded.ok) {
      this.device.decodeError(decoded.error.message);
      return;
    }
    const id = decoded.frame.deviceId || this.device.serial;
    if (!this.device.identified) {
      if (id === '') {
        this.device.violation('H02 first sentence without a device id');
        return;
      }
      if (!(await this.device.identify(id))) return;
      this.commands.manufacturer = decoded.frame.manufacturer.toUpperCase();
    } else if (id !== this.device.serial) {
      this.device.violation('H02 sentence for another device on the same connection');
      return;
    }
    const reply = h02ReplyFor(decoded.frame, { now, ack: this.ctx.config.h02.ack });
    await this.device.store(decoded.message, receivedAt, reply);
    this.device.startCommands();
  }

  closed(): void {
    this.device.closed();
  }
}
