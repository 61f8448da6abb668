import type { Protocol } from '@gps/protocols';
import type { CommandLedger } from './commands/command-ledger';

/** A connected, identified TCP device, as the registry sees it. */
export interface DeviceSession {
  readonly serial: string;
  readonly protocol: Protocol;
  /** Commands sent to this device; a replacing session takes them over to match late replies. */
  readonly ledger: CommandLedger;
  /** The outbox has something for this device: deliver it now (deliveries are coalesced). */
  commandsRequested(): void;
  /** A newer connection of the same device took over: close this one. */
  replace(): void;
}

/**
 * One live session per serial, whatever the protocol. A device that reconnects (new SIM session,
 * NAT rebinding, a reboot) leaves its old socket half-dead for minutes; the newest connection is
 * the one that works, so it wins and the old one is closed.
 */
export class SessionRegistry {
  private readonly bySerial = new Map<string, DeviceSession>();

  /** Registers the session; returns the one it replaced, which the caller must close. */
  add(session: DeviceSession): DeviceSession | undefined {
    const previous = this.bySerial.get(session.serial);
    this.bySerial.set(session.serial, session);
    return previous === session ? undefined : previous;
  }

  /** True when the session was the current one for its serial (so the device really went away). */
  remove(session: DeviceSession): boolean {
    if (this.bySerial.get(session.serial) !== session) return false;
    this.bySerial.delete(session.serial);
    return true;
  }

  get(serial: string): DeviceSession | undefined {
    return this.bySerial.get(serial);
  }

  get size(): number {
    return this.bySerial.size;
  }
}
