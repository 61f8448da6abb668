import {
  decodeGt06Frame,
  Gt06Framer,
  gt06ReplyFor,
  type DeviceMessage,
  type LoginMessage,
} from '@gps/protocols';
import { Gt06CommandEncoder } from '../commands/gt06-commands';
import type { GatewayContext } from '../context';
import type { FrameHandler, TcpConnection } from './connection';
import { TcpDeviceSession } from './device-session';
import { TcpListener } from './tcp-listener';

/** The GT06 listener (binary TCP, default port 5023). */
export function gt06Listener(ctx: GatewayContext): TcpListener {
  return new TcpListener(ctx, {
    protocol: 'gt06',
    framer: () => new Gt06Framer({ maxFrameSize: ctx.config.gt06.maxFrameSize }),
    handler: (connection) => new Gt06Handler(ctx, connection),
  });
}

/**
 * GT06 frames carry no device id: the login (0x01) names the IMEI for the whole connection, and
 * its timezone word says how to read the device clock in later frames. Anything before an accepted
 * login is a protocol violation and closes the connection (a device always logs in first on a new
 * connection, so closing makes it start over correctly).
 */
class Gt06Handler implements FrameHandler {
  private readonly device: TcpDeviceSession;
  private timezoneOffsetMinutes = 0;

  constructor(
    private readonly ctx: GatewayContext,
    connection: TcpConnection,
  ) {
    this.device = new TcpDeviceSession(ctx, 'gt06', connection, new Gt06CommandEncoder());
  }

  async handle(frame: Buffer): Promise<void> {
    const receivedAt = this.ctx.config.clock();
    const now = new Date(receivedAt);
    const decoded = this.decode(frame, now);
    if (!decoded.ok) {
      this.device.decodeError(decoded.error.message);
      return;
    }
    const { message } = decoded;
    if (!decoded.frame.crcOk) this.device.badChecksums();
    if (message.type === 'login') {
      if (!(await this.login(message))) return;
    } else if (!this.device.identified) {
      this.device.violation(`GT06 ${message.type} before login`);
      return;
    }
    const stored = await this.device.store(message, receivedAt, gt06ReplyFor(decoded.frame, { now }));
    // After the login ACK is on the wire: a device ignores commands until it is logged in.
    if (message.type === 'login' && stored) this.device.startCommands();
  }

  /**
   * A burst of a logged-in device (positions, heartbeats, alarms...) is recorded in one append and
   * acknowledged in one write, when the ingest can record a burst. Anything that needs its own step (a login, a command reply, a frame
   * that does not decode) sends the whole burst back through `handle`, one frame at a time.
   */
  async handleAll(frames: Buffer[]): Promise<boolean> {
    // An ingest that cannot record a burst at once gets each frame with its own outcome.
    if (!this.ctx.ingest.recordAll) return false;
    const receivedAt = this.ctx.config.clock();
    const now = new Date(receivedAt);
    const messages: DeviceMessage[] = [];
    const acks: Buffer[] = [];
    let badChecksums = 0;
    for (const frame of frames) {
      const decoded = this.device.identified ? this.decode(frame, now) : undefined;
      const type = decoded?.ok ? decoded.message.type : undefined;
      if (!decoded?.ok || type === 'login' || type === 'command_reply') return false;
      messages.push(decoded.message);
      const ack = gt06ReplyFor(decoded.frame, { now });
      if (ack) acks.push(ack);
      if (!decoded.frame.crcOk) badChecksums++;
    }
    // Counted once the burst is taken here: one that falls back to handle is counted there.
    if (badChecksums > 0) this.device.badChecksums(badChecksums);
    await this.device.storeAll(messages, receivedAt, acks);
    return true;
  }

  closed(): void {
    this.device.closed();
  }

  private decode(frame: Buffer, now: Date) {
    return decodeGt06Frame(frame, {
      deviceId: this.device.serial,
      timezoneOffsetMinutes: this.timezoneOffsetMinutes,
      rejectBadCrc: this.ctx.config.gt06.rejectBadCrc,
      // Undefined until the login identifies the device: a login reads the same for every model.
      model: this.device.model,
      now,
    });
  }

  private async login(message: LoginMessage): Promise<boolean> {
    if (!this.device.identified) {
      if (!(await this.device.identify(message.deviceId))) return false;
    } else if (message.deviceId !== this.device.serial) {
      this.device.violation('GT06 login with another IMEI on the same connection');
      return false;
    }
    this.timezoneOffsetMinutes = message.timezoneOffsetMinutes ?? 0;
    return true;
  }
}
