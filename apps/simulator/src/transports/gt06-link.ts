import { Gt06Framer, Gt06Type, parseGt06Frame } from '@gps/protocols';
import { parseGt06Command } from '../commands';
import type { VehicleReport } from '../types';
import {
  gt06Alarm,
  gt06Heartbeat,
  gt06Login,
  gt06Position,
  gt06StringReply,
  parseGt06ServerCommand,
} from './gt06-frames';
import { TcpLink } from './tcp-link';
import type { LinkContext, LinkOptions } from './types';

/**
 * A GT06 tracker: logs in with its IMEI and sends nothing else until the login ACK arrives
 * (retrying as the devices do, then reconnecting), then positions, heartbeats and alarms. Answers
 * 0x80 commands with a 0x15 reply carrying the server flag back. When heartbeat ACKs stop coming,
 * the server is presumed gone and the device reconnects and logs in again.
 */
export class Gt06Link extends TcpLink {
  readonly protocol = 'gt06' as const;
  private readonly framer = new Gt06Framer();
  private serial = 0;
  private loginTimer: NodeJS.Timeout | undefined;
  private loginTries = 0;
  private unackedHeartbeats = 0;

  constructor(ctx: LinkContext, options: LinkOptions) {
    super(ctx, options);
  }

  protected onConnected(): void {
    this.framer.reset();
    this.loginTries = 0;
    this.unackedHeartbeats = 0;
    this.sendLogin();
  }

  protected override onClosed(): void {
    this.stopLoginTimer();
  }

  private stopLoginTimer(): void {
    if (this.loginTimer) clearTimeout(this.loginTimer);
    this.loginTimer = undefined;
  }

  protected onData(chunk: Buffer): void {
    const { frames, errors } = this.framer.push(chunk);
    for (const error of errors) this.reportError(`server sent ${error.droppedBytes} bytes of ${error.code}`);
    for (const frame of frames) this.handleFrame(frame);
  }

  protected encodeReport(report: VehicleReport, buffered: boolean): Buffer | undefined {
    const options = {
      flavour: this.options.gt06Flavour,
      timezoneMinutes: this.options.gt06TimezoneMinutes,
      buffered,
    };
    switch (report.type) {
      case 'position':
        return gt06Position(report.fix, report.status, this.nextSerial(), options);
      case 'alarm':
        return gt06Alarm(report.alarm, report.fix, report.status, this.nextSerial(), options);
      case 'heartbeat':
        if (this.unackedHeartbeats >= this.options.maxUnackedHeartbeats) {
          this.fail(`${this.unackedHeartbeats} heartbeats without an ACK`);
          return undefined;
        }
        this.unackedHeartbeats++;
        return gt06Heartbeat(report.status, report.fix.valid, this.nextSerial());
    }
  }

  private sendLogin(): void {
    this.loginTries++;
    this.sendFrame(gt06Login(this.deviceId, this.nextSerial(), this.options.gt06TimezoneMinutes));
    this.loginTimer = setTimeout(() => {
      this.loginTimer = undefined;
      if (!this.isHandshaking) return;
      if (this.loginTries < this.options.loginAttempts) this.sendLogin();
      else this.fail(`no login ACK after ${this.loginTries} tries`);
    }, this.options.loginTimeoutMs);
  }

  private handleFrame(frame: Buffer): void {
    const parsed = parseGt06Frame(frame);
    if (!parsed.ok) {
      this.reportError(`bad frame from server: ${parsed.error.message}`);
      return;
    }
    const info = parsed.frame;
    switch (info.protocolNumber) {
      case Gt06Type.LOGIN:
        this.ctx.counters.acksReceived++;
        if (this.isHandshaking) {
          this.stopLoginTimer();
          this.markOnline();
        }
        return;
      case Gt06Type.HEARTBEAT:
      case Gt06Type.HEARTBEAT_GK310:
        this.ctx.counters.acksReceived++;
        this.unackedHeartbeats = 0;
        return;
      case Gt06Type.COMMAND:
        this.answer(frame.subarray(info.contentStart, info.contentEnd));
        return;
      case Gt06Type.TIME_REQUEST:
        return; // a time answer we never asked for
      default:
        this.ctx.counters.acksReceived++;
    }
  }

  private answer(content: Buffer): void {
    const command = parseGt06ServerCommand(content);
    if (!command) {
      this.reportError('0x80 command too short');
      return;
    }
    this.ctx.counters.commandsReceived++;
    const outcome = this.ctx.target.applyCommand(parseGt06Command(command.text), {
      timezoneOffsetMinutes: this.options.gt06TimezoneMinutes,
    });
    this.sendFrame(gt06StringReply(command.serverFlag, outcome.reply, this.nextSerial()));
    this.ctx.counters.commandsAnswered++;
  }

  private nextSerial(): number {
    // Devices count from 1 after power-on and wrap at 0xFFFF.
    this.serial = (this.serial % 0xffff) + 1;
    return this.serial;
  }
}
