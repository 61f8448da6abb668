import { parseTeltonikaText } from '../commands';
import type { VehicleReport } from '../types';
import {
  readTeltonikaCommand,
  teltonikaDigoutText,
  teltonikaGpsText,
  teltonikaImei,
  teltonikaIoText,
  teltonikaPacket,
  teltonikaRecord,
  teltonikaResponse,
  TeltonikaServerReader,
} from './teltonika-frames';
import { TcpLink } from './tcp-link';
import type { LinkContext, LinkOptions } from './types';

/**
 * A Teltonika FMB tracker over TCP: sends its IMEI and nothing else until the server answers `01`
 * (`00`: refused, it drops the connection and tries again later), then one Codec 8 packet per report,
 * each answered with its record count. When answers stop coming the server is presumed gone and it
 * reconnects. Codec 12 commands get a Codec 12 response with the text an FMB device answers.
 */
export class TeltonikaLink extends TcpLink {
  readonly protocol = 'teltonika' as const;
  private readonly reader = new TeltonikaServerReader();
  private handshakeTimer: NodeJS.Timeout | undefined;
  /** Packets sent and not yet answered with their record count. */
  private unanswered = 0;

  constructor(ctx: LinkContext, options: LinkOptions) {
    super(ctx, options);
  }

  protected onConnected(): void {
    this.reader.reset();
    this.unanswered = 0;
    this.sendFrame(teltonikaImei(this.deviceId));
    this.handshakeTimer = setTimeout(() => {
      this.handshakeTimer = undefined;
      if (this.isHandshaking) this.fail('no answer to the IMEI');
    }, this.options.loginTimeoutMs);
  }

  protected override onClosed(): void {
    if (this.handshakeTimer) clearTimeout(this.handshakeTimer);
    this.handshakeTimer = undefined;
  }

  protected onData(chunk: Buffer): void {
    for (const item of this.reader.push(chunk)) {
      switch (item.kind) {
        case 'imei':
          this.onClosed();
          if (!item.accepted) {
            this.fail('IMEI refused by the server');
            return;
          }
          this.ctx.counters.acksReceived++;
          this.markOnline();
          break;
        case 'count':
          this.ctx.counters.acksReceived++;
          this.unanswered = 0;
          break;
        case 'command':
          this.answer(item.packet);
          break;
      }
    }
  }

  protected encodeReport(report: VehicleReport): Buffer | undefined {
    if (this.unanswered >= this.options.maxUnackedHeartbeats) {
      this.fail(`${this.unanswered} packets without an answer`);
      return undefined;
    }
    this.unanswered++;
    // A parked FMB device keeps sending records at its stop interval: a heartbeat is a record too.
    const alarm = report.type === 'alarm' ? report.alarm : undefined;
    return teltonikaPacket([teltonikaRecord(report.fix, report.status, alarm)]);
  }

  private answer(packet: Buffer): void {
    const text = readTeltonikaCommand(packet);
    if (text === undefined) {
      this.reportError('bad Codec 12 command from server');
      return;
    }
    this.ctx.counters.commandsReceived++;
    const command = parseTeltonikaText(text);
    const outcome = this.ctx.target.applyCommand(command);
    const { fix, status } = this.ctx.target.snapshot();
    let reply = outcome.reply;
    if (command.kind === 'relay') reply = teltonikaDigoutText(command.cut);
    else if (command.kind === 'locate') reply = teltonikaGpsText(fix);
    else if (command.kind === 'battery') reply = teltonikaIoText(status);
    this.sendFrame(teltonikaResponse(reply));
    this.ctx.counters.commandsAnswered++;
  }
}
