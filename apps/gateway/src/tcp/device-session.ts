import type { CommandReplyMessage, DeviceMessage, Protocol } from '@gps/protocols';
import { CommandLedger } from '../commands/command-ledger';
import type { CommandEncoder } from '../commands/command-encoder';
import { CommandPump, type Delivery } from '../commands/command-pump';
import { commandReplyOf } from '../commands/reply';
import type { GatewayContext } from '../context';
import type { CommandReply, KnownDevice, PendingCommand } from '../ingest-port';
import { messageOf } from '../logger';
import type { DeviceSession } from '../sessions';
import { refuseUnknown } from '../unknown/refuse-unknown';
import type { TcpConnection } from './connection';

/**
 * The device behind one TCP connection, once the protocol layer has read who it is: refusal of
 * unknown devices, the session registry, "record durably, then acknowledge", and command delivery.
 * GT06, H02, JT808 and Teltonika differ only in how they frame, identify and acknowledge; all of this is shared.
 */
export class TcpDeviceSession implements DeviceSession {
  readonly ledger = new CommandLedger();
  private identifiedAs: string | undefined;
  private device: KnownDevice = {};
  private pump: CommandPump | undefined;
  private commandsStarted = false;
  /** Problems already logged on this connection; repeats are only counted. */
  private readonly logged = new Set<string>();

  constructor(
    private readonly ctx: GatewayContext,
    readonly protocol: Protocol,
    private readonly connection: TcpConnection,
    private readonly encoder: CommandEncoder,
  ) {}

  get serial(): string {
    return this.identifiedAs ?? '';
  }

  get identified(): boolean {
    return this.identifiedAs !== undefined;
  }

  /** The device's model as the platform knew it when this connection identified it (see `identify`). */
  get model(): string | undefined {
    return this.device.model;
  }

  /**
   * Decide whether the connection belongs to a provisioned device. Unknown (or unverifiable)
   * devices get the connection closed and nothing recorded; known ones replace any older session.
   * `refusal` makes what the protocol says to an unknown device before the close (JT808's 0x8100).
   */
  async identify(serial: string, refusal?: () => Buffer | undefined): Promise<boolean> {
    const { ingest, metrics, sessions, config } = this.ctx;
    this.connection.deviceNamed();
    let known: KnownDevice | undefined;
    try {
      known = await ingest.identify(serial);
    } catch (error) {
      metrics.count(this.protocol, 'lookupFailures');
      config.logger.warn('device lookup failed; connection closed', {
        serial,
        protocol: this.protocol,
        error: messageOf(error),
      });
      this.connection.destroy();
      return false;
    }
    if (this.connection.closed) return false;
    if (known === undefined) {
      refuseUnknown(this.ctx, serial, this.protocol, this.connection.remoteAddress);
      const last = refusal?.();
      if (last) this.connection.closeAfter(last);
      else this.connection.destroy();
      return false;
    }
    this.identifiedAs = serial;
    this.device = known;
    this.pump = new CommandPump(
      this.ctx,
      this.protocol,
      serial,
      (command) => this.deliver(command),
      () => this.commandsStarted && !this.connection.closed,
    );
    const replaced = sessions.add(this);
    if (replaced) {
      metrics.count(replaced.protocol, 'sessionsReplaced');
      this.ledger.adopt(replaced.ledger);
      replaced.replace();
    }
    try {
      ingest.connected(serial, this.protocol, config.clock());
    } catch (error) {
      config.logger.error(`ingest.connected failed for ${serial}`, error);
    }
    return true;
  }

  /**
   * Hand one message to the ingest and, only once it is durable, write the acknowledgement. On
   * failure nothing is written: the device keeps the message and sends it again.
   */
  async store(message: DeviceMessage, receivedAt: number, ack: Buffer | undefined): Promise<boolean> {
    const { ingest, metrics } = this.ctx;
    const serial = this.serial;
    metrics.count(this.protocol, 'messages');
    try {
      if (message.type === 'command_reply') {
        await ingest.recordReply(serial, this.replyOf(message), receivedAt);
        metrics.count(this.protocol, 'commandReplies');
      } else {
        await ingest.record(serial, message, receivedAt);
      }
    } catch (error) {
      metrics.count(this.protocol, 'recordFailures');
      this.logOnce('record', `recording a ${message.type} failed; not acknowledged`, error);
      return false;
    }
    if (ack !== undefined && this.connection.write(ack)) metrics.count(this.protocol, 'acks');
    return true;
  }

  /**
   * Messages that arrived together, recorded in one append (`recordAll`, which the caller checked
   * the ingest has) and acknowledged in one write once durable; on failure none of them is
   * acknowledged. Never command replies.
   */
  async storeAll(messages: DeviceMessage[], receivedAt: number, acks: Buffer[]): Promise<boolean> {
    const { ingest, metrics } = this.ctx;
    metrics.count(this.protocol, 'messages', messages.length);
    try {
      await ingest.recordAll!(this.serial, messages, receivedAt);
    } catch (error) {
      metrics.count(this.protocol, 'recordFailures');
      this.logOnce('record', `recording ${messages.length} messages failed; none acknowledged`, error);
      return false;
    }
    if (acks.length > 0 && this.connection.write(Buffer.concat(acks))) {
      metrics.count(this.protocol, 'acks', acks.length);
    }
    return true;
  }

  /** A frame the codec could not read: counted, not recorded, not acknowledged. */
  decodeError(reason: string): void {
    this.ctx.metrics.count(this.protocol, 'decodeErrors');
    this.logOnce('decode', 'undecodable frame dropped', reason);
  }

  /**
   * Frames whose checksum did not match, decoded because the gateway is lenient there: counted, so
   * a device or link that mangles frames shows in the back office, and logged once a connection.
   */
  badChecksums(frames = 1): void {
    this.ctx.metrics.count(this.protocol, 'badChecksums', frames);
    this.logOnce('checksum', 'frame with a wrong checksum accepted', 'checksum mismatch');
  }

  /** The device broke the protocol's rules about identity: the connection is closed. */
  violation(reason: string): void {
    this.ctx.metrics.count(this.protocol, 'protocolViolations');
    this.ctx.config.logger.warn(`${reason}; connection closed`, {
      serial: this.identifiedAs,
      protocol: this.protocol,
      remote: this.connection.remoteAddress,
    });
    this.connection.destroy();
  }

  /** The device is ready to take commands (GT06: login acknowledged): deliver what waits. */
  startCommands(): void {
    if (this.commandsStarted || !this.identified) return;
    this.commandsStarted = true;
    this.pump?.trigger();
  }

  commandsRequested(): void {
    this.pump?.trigger();
  }

  replace(): void {
    this.connection.destroy();
  }

  closed(): void {
    if (!this.identifiedAs || !this.ctx.sessions.remove(this)) return;
    try {
      this.ctx.ingest.disconnected(this.identifiedAs, this.ctx.config.clock());
    } catch (error) {
      this.ctx.config.logger.error(`ingest.disconnected failed for ${this.identifiedAs}`, error);
    }
  }

  private async deliver(pending: PendingCommand): Promise<Delivery> {
    // Protocols whose replies name no command (Teltonika) send the next one only after a reply.
    if (this.encoder.ready) await this.encoder.ready();
    if (this.connection.closed) return { kind: 'closed' };
    const at = this.ctx.config.clock();
    const encoded = this.encoder.encode(pending, this.serial, at, this.ledger);
    if (!encoded.ok) return { kind: 'unsupported', error: encoded.error };
    const { frame, text, reference, commandTime } = encoded.command;
    // Remembered before writing: a fast device can answer before the write callback runs.
    this.ledger.remember(reference, pending.commandId);
    if (!(await this.connection.writeWhenReady(frame))) return { kind: 'closed' };
    const sent = { commandId: pending.commandId, at, protocol: this.protocol, text };
    return { kind: 'sent', sent: commandTime === undefined ? sent : { ...sent, commandTime } };
  }

  private replyOf(message: CommandReplyMessage): CommandReply {
    return commandReplyOf(message, this.ledger);
  }

  private logOnce(kind: string, message: string, detail: unknown): void {
    if (this.logged.has(kind)) return;
    this.logged.add(kind);
    this.ctx.config.logger.warn(`${message} (repeats on this connection are only counted)`, {
      serial: this.identifiedAs,
      protocol: this.protocol,
      remote: this.connection.remoteAddress,
      error: typeof detail === 'string' ? detail : messageOf(detail),
    });
  }
}
