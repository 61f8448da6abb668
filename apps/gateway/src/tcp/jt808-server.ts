import {
  decodeJt808Frame,
  encodeJt808AlarmConfirm,
  encodeJt808RegisterRefusal,
  JT808_CONFIRMED_ALARM_BITS,
  Jt808Framer,
  Jt808Id,
  Jt808RegisterResult,
  jt808DeviceId,
  jt808ReplyFor,
  type DeviceMessage,
  type Jt808FrameInfo,
} from '@gps/protocols';
import { Jt808CommandEncoder } from '../commands/jt808-commands';
import { positionReplyText } from '../commands/position-text';
import type { GatewayContext } from '../context';
import type { FrameHandler, TcpConnection } from './connection';
import { TcpDeviceSession } from './device-session';
import { Jt808Terminal } from './jt808-terminal';
import { TcpListener } from './tcp-listener';

/** The JT808 listener (binary TCP, default port 5015). */
export function jt808Listener(ctx: GatewayContext): TcpListener {
  return new TcpListener(ctx, {
    protocol: 'jt808',
    framer: () => new Jt808Framer({ maxFrameSize: ctx.config.jt808.maxFrameSize }),
    handler: (connection) => new Jt808Handler(ctx, connection),
  });
}

/** Frames that need a step of their own, never part of a burst: identity, and the terminal's answers. */
const OWN_STEP: ReadonlySet<number> = new Set<number>([
  Jt808Id.REGISTER,
  Jt808Id.AUTH,
  Jt808Id.TERMINAL_RESPONSE,
  Jt808Id.LOCATION_ANSWER,
]);

type Decoded = { frame: Jt808FrameInfo; messages: DeviceMessage[] };

/** Alarm bits a terminal keeps set until the platform confirms them (0x8203). */
const CONFIRMED_ALARMS = JT808_CONFIRMED_ALARM_BITS.reduce<number>(
  (mask, bit) => (mask | (1 << bit)) >>> 0,
  0,
);
/** 0x8203 report serial 0: confirm the alarm types in every report, not one report. */
const ALL_REPORTS = 0;
const ALARM_CONFIRM_ID = Jt808Id.ALARM_CONFIRM.toString(16).padStart(4, '0');

/**
 * Every JT808 header carries the terminal's phone number: the first frame of a connection names
 * the device (registration, authentication or anything else: a terminal that remembers its auth
 * code reconnects straight to 0x0102), and a later frame naming another phone is a violation.
 * The auth code the gateway hands out is the device id and any code from a known terminal is
 * accepted: identity is the phone number in every frame (docs/protocols.md).
 */
class Jt808Handler implements FrameHandler {
  private readonly device: TcpDeviceSession;
  // The device's ledger counts the serials: it is carried over when a reconnect replaces the session.
  private readonly terminal = new Jt808Terminal(() => this.device.ledger.nextSerial());

  constructor(
    private readonly ctx: GatewayContext,
    private readonly connection: TcpConnection,
  ) {
    this.device = new TcpDeviceSession(ctx, 'jt808', connection, new Jt808CommandEncoder(this.terminal));
  }

  async handle(bytes: Buffer): Promise<void> {
    const receivedAt = this.ctx.config.clock();
    const decoded = this.decode(bytes, new Date(receivedAt));
    if (!decoded.ok) {
      this.device.decodeError(decoded.error.message);
      return;
    }
    const { frame, messages } = decoded;
    if (!(await this.identify(frame))) return;
    if (!frame.checkOk) this.device.badChecksums();
    this.terminal.heard(frame);
    if (frame.messageId === Jt808Id.LOCATION_ANSWER) {
      await this.storeAnswer(frame, messages, receivedAt);
      return;
    }
    if (isAlarmConfirmAnswer(messages)) return;
    const stored = await this.storeTogether(messages, receivedAt, this.replyTo(frame));
    if (!stored) return;
    this.confirmAlarms(messages);
    // A registering terminal authenticates next; commands wait for that, as the standard orders.
    if (frame.messageId !== Jt808Id.REGISTER) this.device.startCommands();
  }

  /**
   * Frames of an identified terminal that arrived together (positions, heartbeats, batches) are
   * recorded in one append and acknowledged in one write. Identity frames and the terminal's
   * answers go through `handle`, as does a burst with a frame that does not decode.
   */
  async handleAll(frames: Buffer[]): Promise<boolean> {
    if (!this.ctx.ingest.recordAll || !this.device.identified) return false;
    const receivedAt = this.ctx.config.clock();
    const now = new Date(receivedAt);
    const burst: Decoded[] = [];
    for (const bytes of frames) {
      const decoded = this.decode(bytes, now);
      if (!decoded.ok || OWN_STEP.has(decoded.frame.messageId)) return false;
      if (jt808DeviceId(decoded.frame.phone) !== this.device.serial) return false;
      burst.push(decoded);
    }
    const replies: Buffer[] = [];
    for (const { frame } of burst) {
      this.terminal.heard(frame);
      if (!frame.checkOk) this.device.badChecksums();
      const reply = this.replyTo(frame);
      if (reply) replies.push(reply);
    }
    const messages = burst.flatMap((d) => d.messages);
    if (await this.device.storeAll(messages, receivedAt, replies)) this.confirmAlarms(messages);
    return true;
  }

  closed(): void {
    this.device.closed();
  }

  /** Times are read in the codec's default zone, the standard's GMT+8. */
  private decode(bytes: Buffer, now: Date) {
    return decodeJt808Frame(bytes, { rejectBadCheckCode: this.ctx.config.jt808.rejectBadCheckCode, now });
  }

  private async identify(frame: Jt808FrameInfo): Promise<boolean> {
    const id = jt808DeviceId(frame.phone);
    if (this.device.identified) {
      if (id === this.device.serial) return true;
      this.device.violation('JT808 frame for another terminal on the same connection');
      return false;
    }
    return this.device.identify(id, () => this.refusalTo(frame));
  }

  /** An unknown terminal's registration is refused as the standard says; other frames get nothing. */
  private refusalTo(frame: Jt808FrameInfo): Buffer | undefined {
    if (frame.messageId !== Jt808Id.REGISTER) return undefined;
    const refusal = encodeJt808RegisterRefusal(
      frame,
      this.terminal.nextSerial(),
      Jt808RegisterResult.TERMINAL_NOT_IN_DATABASE,
    );
    return refusal.ok ? refusal.frame : undefined;
  }

  /**
   * Once alarms are stored, confirm those the terminal keeps set until the platform does (SOS,
   * illegal displacement, ...): otherwise the bit stays up in every later report, and a second SOS
   * press would never show as a new alarm. Sent after the reports' answers.
   */
  private confirmAlarms(messages: DeviceMessage[]): void {
    let bits = 0;
    for (const m of messages) {
      if (m.type === 'position') bits |= (m.position.alarmCode ?? 0) & CONFIRMED_ALARMS;
    }
    if (bits === 0) return;
    const target = this.terminal.nextTarget();
    const confirm = target && encodeJt808AlarmConfirm(ALL_REPORTS, bits >>> 0, target);
    if (confirm?.ok) this.connection.write(confirm.frame);
  }

  /** 0x8100 with the device id as auth code, 0x8001 success, or nothing for the terminal's answers. */
  private replyTo(frame: Jt808FrameInfo): Buffer | undefined {
    return jt808ReplyFor(frame, { serial: this.terminal.nextSerial() });
  }

  /**
   * One frame's messages (a 0x0704 batch holds many): one append and one reply when the ingest
   * records bursts; otherwise one by one, the reply written with the last, none after a failure.
   */
  private async storeTogether(
    messages: DeviceMessage[],
    receivedAt: number,
    reply: Buffer | undefined,
  ): Promise<boolean> {
    if (messages.length > 1 && this.ctx.ingest.recordAll) {
      return this.device.storeAll(messages, receivedAt, reply ? [reply] : []);
    }
    for (const [i, message] of messages.entries()) {
      const last = i === messages.length - 1;
      if (!(await this.device.store(message, receivedAt, last ? reply : undefined))) return false;
    }
    return true;
  }

  /**
   * 0x0201 answers a 0x8201 location query: its position joins the track, and it is the query's
   * reply, matched by the query serial it echoes. The terminal expects no acknowledgement.
   */
  private async storeAnswer(
    frame: Jt808FrameInfo,
    messages: DeviceMessage[],
    receivedAt: number,
  ): Promise<void> {
    const [answer] = messages;
    if (answer?.type !== 'position') return;
    // The body starts with the query's serial (WORD); the codec decoded the location after it.
    const querySerial = frame.bytes.readUInt16BE(frame.bodyStart);
    if (!(await this.device.store(answer, receivedAt, undefined))) return;
    await this.device.store(
      {
        type: 'command_reply',
        protocol: 'jt808',
        deviceId: answer.deviceId,
        serverFlag: querySerial,
        command: Jt808Id.LOCATION_QUERY.toString(16).padStart(4, '0'),
        text: positionReplyText(answer.position),
        position: answer.position,
      },
      receivedAt,
      undefined,
    );
    this.device.startCommands();
  }
}

/** The terminal's 0x0001 to our alarm confirmation: no command's reply, nothing to record or answer. */
function isAlarmConfirmAnswer(messages: DeviceMessage[]): boolean {
  const [message] = messages;
  return message?.type === 'command_reply' && message.command === ALARM_CONFIRM_ID;
}
