import { Jt808Framer, Jt808Id, Jt808RegisterResult, Jt808Result } from '@gps/protocols';
import { parseGt06Command, type DeviceCommand } from '../commands';
import type { VehicleReport } from '../types';
import {
  jt808Auth,
  jt808GeneralResponse,
  jt808Heartbeat,
  jt808Location,
  jt808LocationAnswer,
  jt808LocationBatch,
  jt808LocationBody,
  jt808Register,
  jt808TerminalFor,
  Jt808TerminalResult,
  parseJt808PlatformFrame,
  type Jt808PlatformMessage,
  type Jt808Terminal,
} from './jt808-frames';
import { TcpLink } from './tcp-link';
import type { LinkContext, LinkOptions } from './types';

/** 0x8103 parameter 0x0029: the default report interval in seconds (DWORD). */
const PARAM_REPORT_INTERVAL = 0x0029;
const DWORD_BYTES = 4;

/**
 * A JT808 terminal (JT/T 808; 2013 header when its id fits 12 digits, 2019 otherwise). It
 * registers (0x0100) once, keeps the auth code the platform hands out across reconnects as real
 * terminals do, and authenticates (0x0102) on every connection; reports flow once the platform's
 * 0x8001 accepts the authentication. A refused authentication forgets the code, so the next
 * connection registers again. Positions and alarms are 0x0200 (the alarm a flag bit), reports
 * kept while offline a 0x0704 blind-area batch, heartbeats 0x0002. Platform commands are answered
 * as the standard says: 0x0001 with the result for 0x8300 text and 0x8103 settings, 0x0201 for a
 * 0x8201 location query; an 0x8203 alarm confirmation gets a 0x0001 success.
 */
export class Jt808Link extends TcpLink {
  readonly protocol = 'jt808' as const;
  private readonly framer = new Jt808Framer();
  private readonly terminal: Jt808Terminal;
  private authCode: string | undefined;
  private serial = 0;
  /** Serial of the registration or authentication waiting for its answer. */
  private handshakeSerial: number | undefined;
  private handshakeTimer: NodeJS.Timeout | undefined;
  private handshakeTries = 0;
  private unackedHeartbeats = 0;

  constructor(ctx: LinkContext, options: LinkOptions) {
    super(ctx, options);
    this.terminal = jt808TerminalFor(ctx.deviceId);
  }

  protected onConnected(): void {
    this.framer.reset();
    this.handshakeTries = 0;
    this.unackedHeartbeats = 0;
    this.sendHandshake();
  }

  protected override onClosed(): void {
    this.stopHandshakeTimer();
  }

  protected onData(chunk: Buffer): void {
    const { frames, errors } = this.framer.push(chunk);
    for (const error of errors) this.reportError(`server sent ${error.droppedBytes} bytes of ${error.code}`);
    for (const frame of frames) {
      const message = parseJt808PlatformFrame(frame);
      if (message) this.handle(message);
      else this.reportError('bad frame from server');
    }
  }

  protected encodeReport(report: VehicleReport, buffered: boolean): Buffer | undefined {
    switch (report.type) {
      case 'position':
      case 'alarm': {
        const alarm = report.type === 'alarm' ? report.alarm : undefined;
        if (buffered) {
          const body = jt808LocationBody(report.fix, report.status, alarm);
          return jt808LocationBatch(this.terminal, this.nextSerial(), [body], true);
        }
        return jt808Location(this.terminal, this.nextSerial(), report.fix, report.status, alarm);
      }
      case 'heartbeat':
        if (this.unackedHeartbeats >= this.options.maxUnackedHeartbeats) {
          this.fail(`${this.unackedHeartbeats} heartbeats without an answer`);
          return undefined;
        }
        this.unackedHeartbeats++;
        return jt808Heartbeat(this.terminal, this.nextSerial());
    }
  }

  /** Authenticate with the code kept from an earlier registration, or register first. */
  private sendHandshake(): void {
    this.handshakeTries++;
    const serial = this.nextSerial();
    this.handshakeSerial = serial;
    this.sendFrame(
      this.authCode === undefined
        ? jt808Register(this.terminal, serial)
        : jt808Auth(this.terminal, serial, this.authCode),
    );
    this.stopHandshakeTimer();
    this.handshakeTimer = setTimeout(() => {
      this.handshakeTimer = undefined;
      if (!this.isHandshaking) return;
      if (this.handshakeTries < this.options.loginAttempts) this.sendHandshake();
      else this.fail(`no answer to the handshake after ${this.handshakeTries} tries`);
    }, this.options.loginTimeoutMs);
  }

  private stopHandshakeTimer(): void {
    if (this.handshakeTimer) clearTimeout(this.handshakeTimer);
    this.handshakeTimer = undefined;
  }

  private handle(message: Jt808PlatformMessage): void {
    switch (message.kind) {
      case 'register_response':
        this.registered(message.answeredSerial, message.result, message.authCode);
        return;
      case 'general_response':
        this.ctx.counters.acksReceived++;
        if (message.answeredId === Jt808Id.HEARTBEAT) this.unackedHeartbeats = 0;
        if (message.answeredId === Jt808Id.AUTH && message.answeredSerial === this.handshakeSerial) {
          this.authenticated(message.result);
        }
        return;
      case 'text':
        this.apply(message.serial, Jt808Id.TEXT_MESSAGE, parseGt06Command(message.text));
        return;
      case 'set_parameters': {
        const interval = message.parameters.get(PARAM_REPORT_INTERVAL);
        const command: DeviceCommand =
          interval?.length === DWORD_BYTES
            ? { kind: 'interval', seconds: interval.readUInt32BE(0) }
            : { kind: 'unknown', text: 'parameters' };
        this.apply(message.serial, Jt808Id.SET_PARAMETERS, command);
        return;
      }
      case 'location_query': {
        this.ctx.counters.commandsReceived++;
        const { fix, status } = this.ctx.target.snapshot();
        this.sendFrame(jt808LocationAnswer(this.terminal, this.nextSerial(), message.serial, fix, status));
        this.ctx.counters.commandsAnswered++;
        return;
      }
      case 'alarm_confirm':
        // The vehicle's alarm clears by itself; the confirmation is acknowledged as terminals do.
        this.sendFrame(
          jt808GeneralResponse(
            this.terminal,
            this.nextSerial(),
            { serial: message.serial, messageId: Jt808Id.ALARM_CONFIRM },
            Jt808TerminalResult.SUCCESS,
          ),
        );
        return;
      case 'other':
        this.ctx.counters.commandsReceived++;
        this.respond(message.serial, message.messageId, Jt808TerminalResult.UNSUPPORTED);
        return;
    }
  }

  private registered(answeredSerial: number, result: number, authCode: string): void {
    if (!this.isHandshaking || answeredSerial !== this.handshakeSerial) return;
    this.ctx.counters.acksReceived++;
    if (result !== Jt808RegisterResult.SUCCESS || authCode === '') {
      this.fail(`registration refused (result ${result})`);
      return;
    }
    this.authCode = authCode;
    this.handshakeTries = 0;
    this.sendHandshake();
  }

  private authenticated(result: number): void {
    if (!this.isHandshaking) return;
    if (result !== Jt808Result.SUCCESS) {
      // The code is no longer good (another platform, a reset): register again next time.
      this.authCode = undefined;
      this.fail(`authentication refused (result ${result})`);
      return;
    }
    this.stopHandshakeTimer();
    this.markOnline();
  }

  /** Carry out a command and answer its frame (serial, id) with success or failure. */
  private apply(serial: number, messageId: number, command: DeviceCommand): void {
    this.ctx.counters.commandsReceived++;
    const outcome = this.ctx.target.applyCommand(command);
    this.respond(serial, messageId, outcome.ok ? Jt808TerminalResult.SUCCESS : Jt808TerminalResult.FAILURE);
  }

  private respond(serial: number, messageId: number, result: number): void {
    this.sendFrame(jt808GeneralResponse(this.terminal, this.nextSerial(), { serial, messageId }, result));
    this.ctx.counters.commandsAnswered++;
  }

  private nextSerial(): number {
    // Terminals count from 0 after power-on and wrap after 0xFFFF.
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    return serial;
  }
}
