import { decodeH02Frame, H02Framer } from '@gps/protocols';
import { parseH02Command } from '../commands';
import type { VehicleReport } from '../types';
import { h02Confirmation, h02Heartbeat, h02Position } from './h02-sentences';
import { TcpLink } from './tcp-link';
import type { LinkContext, LinkOptions } from './types';

/** Server sentences that acknowledge something we sent (V1 reply, heartbeat echo, R12). */
const ACK_TYPES = new Set(['V4', 'HTBT', 'V0', 'R12']);

/**
 * An H02 tracker. H02 has no login: the first sentence after connecting identifies the device,
 * so the session is ready at once. Positions are V1 sentences whose active-low status word carries
 * ACC and the alarm state; alarms go out as an immediate V1. Server commands get a V4 confirmation
 * echoing the command's HHMMSS, followed by the current position.
 */
export class H02Link extends TcpLink {
  readonly protocol = 'h02' as const;
  private readonly framer = new H02Framer();

  constructor(ctx: LinkContext, options: LinkOptions) {
    super(ctx, options);
  }

  protected onConnected(): void {
    this.framer.reset();
    this.markOnline();
  }

  protected onData(chunk: Buffer): void {
    const { frames, errors } = this.framer.push(chunk);
    for (const error of errors) {
      // Line breaks are separators; only report real junk.
      if (error.code === 'oversized' || error.droppedBytes > 2) {
        this.reportError(`server sent ${error.droppedBytes} bytes of ${error.code}`);
      }
    }
    for (const frame of frames) this.handleSentence(frame);
  }

  protected encodeReport(report: VehicleReport): Buffer | undefined {
    if (report.type === 'heartbeat') return h02Heartbeat(this.deviceId, report.status);
    const status = report.type === 'alarm' ? { ...report.status, alarm: report.alarm } : report.status;
    return h02Position(this.deviceId, report.fix, status);
  }

  private handleSentence(frame: Buffer): void {
    const decoded = decodeH02Frame(frame);
    if (!decoded.ok && !decoded.frame) {
      this.reportError(`bad sentence from server: ${decoded.error.message}`);
      return;
    }
    const text = frame.toString('latin1');
    const tokens = text.slice(1, text.lastIndexOf('#')).split(',');
    const type = (tokens[2] ?? '').toUpperCase();
    if (ACK_TYPES.has(type)) {
      this.ctx.counters.acksReceived++;
      return;
    }
    this.answer(tokens[2] ?? '', tokens.slice(3));
  }

  /** `*HQ,<id>,<CMD>,<HHMMSS>,<params>#` -> `*HQ,<id>,V4,<CMD>,<params>,<HHMMSS>,<position>#` */
  private answer(code: string, rest: readonly string[]): void {
    const timed = rest.length > 0 && /^\d{6}$/.test(rest[0]);
    const commandTime = timed ? rest[0] : '';
    const params = timed ? rest.slice(1) : rest;
    this.ctx.counters.commandsReceived++;
    this.ctx.target.applyCommand(parseH02Command(code, params));
    const { fix, status } = this.ctx.target.snapshot();
    const echoed = commandTime || hhmmssNow();
    this.sendFrame(h02Confirmation(this.deviceId, code.toUpperCase(), params, echoed, fix, status));
    this.ctx.counters.commandsAnswered++;
  }
}

function hhmmssNow(): string {
  const d = new Date();
  return [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
}
