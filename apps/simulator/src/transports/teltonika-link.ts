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
 * (`00`: refused, it drops the connection and tries again later), then one Codec 8 packet per report.
 * A report that comes due while a packet waits for its record count is held until the count comes
 * (records kept while offline go out together after the handshake). When the server leaves a packet
 * unanswered for `loginTimeoutMs`, it is presumed gone: the device reconnects and sends the held
 * reports then. Codec 12 commands get a Codec 12 response with the text an FMB device answers.
 */
export class TeltonikaLink extends TcpLink {
  readonly protocol = 'teltonika' as const;
  private readonly reader = new TeltonikaServerReader();
  /** Runs while the IMEI or a packet waits for the server's answer. */
  private answerTimer: NodeJS.Timeout | undefined;
  /** Packets sent and not yet counted back. */
  private inFlight = 0;
  /** Reports that came due while a packet was in flight. */
  private held: VehicleReport[] = [];

  constructor(ctx: LinkContext, options: LinkOptions) {
    super(ctx, options);
  }

  override send(report: VehicleReport): void {
    if (this.inFlight === 0) {
      super.send(report);
      return;
    }
    if (this.held.length >= this.options.maxQueuedReports) {
      this.held.shift();
      this.ctx.counters.dropped++;
    }
    this.held.push(report);
  }

  protected onConnected(): void {
    this.reader.reset();
    this.inFlight = 0;
    this.sendFrame(teltonikaImei(this.deviceId));
    this.awaitAnswer('no answer to the IMEI');
  }

  protected override onClosed(): void {
    this.stopAnswerTimer();
    this.inFlight = 0;
    // Handed back once the link has settled on reconnecting: queued for the next connection.
    const held = this.held.splice(0);
    if (held.length > 0) queueMicrotask(() => held.forEach((report) => super.send(report)));
  }

  protected onData(chunk: Buffer): void {
    for (const item of this.reader.push(chunk)) {
      switch (item.kind) {
        case 'imei':
          this.stopAnswerTimer();
          if (!item.accepted) {
            this.fail('IMEI refused by the server');
            return;
          }
          this.ctx.counters.acksReceived++;
          this.markOnline();
          break;
        case 'count':
          this.ctx.counters.acksReceived++;
          this.counted();
          break;
        case 'command':
          this.answer(item.packet);
          break;
      }
    }
  }

  protected encodeReport(report: VehicleReport): Buffer | undefined {
    this.inFlight++;
    this.awaitAnswer('a packet without an answer');
    // A parked FMB device keeps sending records at its stop interval: a heartbeat is a record too.
    const alarm = report.type === 'alarm' ? report.alarm : undefined;
    return teltonikaPacket([teltonikaRecord(report.fix, report.status, alarm)]);
  }

  private counted(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0) {
      this.stopAnswerTimer();
      this.awaitAnswer('a packet without an answer');
      return;
    }
    this.stopAnswerTimer();
    const next = this.held.shift();
    if (next) super.send(next);
  }

  private awaitAnswer(failure: string): void {
    if (this.answerTimer) return;
    this.answerTimer = setTimeout(() => {
      this.answerTimer = undefined;
      this.fail(failure);
    }, this.options.loginTimeoutMs);
  }

  private stopAnswerTimer(): void {
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.answerTimer = undefined;
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
