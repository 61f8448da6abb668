/** JT808 message serials are a WORD. */
const JT808_SERIALS = 0x10000;

/**
 * What this gateway sent to one device recently, so a reply can name its command. Carried over
 * when a reconnect replaces the session: devices often answer on the new connection.
 */
export class CommandLedger {
  private readonly byReference = new Map<string, string>();
  private lastStampSecond = Number.NEGATIVE_INFINITY;
  /** JT808 platform serials issued so far (see nextSerial). */
  private serialsIssued = 0;

  constructor(private readonly capacity = 32) {}

  /** `reference` is what the reply echoes: see gt06Reference / h02Reference. */
  remember(reference: string, commandId: string): void {
    this.byReference.delete(reference);
    this.byReference.set(reference, commandId);
    if (this.byReference.size > this.capacity) {
      const oldest = this.byReference.keys().next();
      if (!oldest.done) this.byReference.delete(oldest.value);
    }
  }

  match(reference: string): string | undefined {
    return this.byReference.get(reference);
  }

  /** Match and forget: for replies that echo nothing, so a second reply cannot claim the command. */
  take(reference: string): string | undefined {
    const commandId = this.byReference.get(reference);
    this.byReference.delete(reference);
    return commandId;
  }

  adopt(previous: CommandLedger): void {
    for (const [reference, commandId] of previous.byReference) this.remember(reference, commandId);
    this.lastStampSecond = Math.max(this.lastStampSecond, previous.lastStampSecond);
    this.serialsIssued = Math.max(this.serialsIssued, previous.serialsIssued);
  }

  /**
   * A JT808 platform message serial (replies and commands alike), 0..65535. The count goes on
   * across a reconnect that replaces the session, so a late answer to a command sent on the old
   * connection cannot match a new command that would otherwise reuse its serial.
   */
  nextSerial(): number {
    return this.serialsIssued++ % JT808_SERIALS;
  }

  /**
   * A command time for H02: the device echoes only HHMMSS, so two commands sent in the same second
   * would be indistinguishable. Each gets its own second (the time is an id, not a schedule).
   */
  nextStamp(at: number): Date {
    const second = Math.max(Math.floor(at / 1000), this.lastStampSecond + 1);
    this.lastStampSecond = second;
    return new Date(second * 1000);
  }
}

export const gt06Reference = (serverFlag: number): string => `gt06:${serverFlag >>> 0}`;
export const h02Reference = (commandTime: string): string => `h02:${commandTime}`;
/** JT808: the platform message serial the terminal's answer echoes as its reply serial. */
export const jt808Reference = (serial: number): string => `jt808:${serial}`;
/** Codec 12 carries no id: with one command in flight per connection, the reply answers that one. */
export const TELTONIKA_IN_FLIGHT = 'teltonika:in-flight';
