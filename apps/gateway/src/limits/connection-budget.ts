import { addressKey } from '@gps/domain';

/** What a socket that no longer knows its peer counts as (it was reset before we asked). */
const UNKNOWN_ADDRESS = 'unknown';

export interface ConnectionCounts {
  open: number;
  anonymous: number;
  peakPerAddress: number;
}

export type Admission =
  { ok: true; ticket: ConnectionTicket } | { ok: false; reason: 'address' | 'total'; address: string };

/**
 * The device ports' connections, all listeners together: at most `maxConnections` open (they
 * share the process's file descriptors with the api), and at most `maxPerAddress` from one address
 * (an IPv6 /64) that have not yet named a device.
 *
 * The per-address cap counts only connections that have not identified: a connection that named a
 * device is bounded by the provisioned serials (one session per serial), while many real trackers
 * can sit behind one carrier NAT or VPN address. OsmAnd (HTTP) connections never name a device on
 * the connection itself, so all of them count.
 */
export class ConnectionBudget {
  private open = 0;
  private readonly anonymousByAddress = new Map<string, number>();
  private anonymousTotal = 0;
  private peakPerAddress = 0;

  constructor(
    readonly maxConnections: number,
    readonly maxPerAddress: number,
  ) {}

  /** Take a place for a new connection, or say which cap refuses it. */
  admit(remoteAddress: string | undefined): Admission {
    const address = addressKey(remoteAddress ?? UNKNOWN_ADDRESS);
    const fromAddress = this.anonymousByAddress.get(address) ?? 0;
    if (fromAddress >= this.maxPerAddress) return { ok: false, reason: 'address', address };
    if (this.open >= this.maxConnections) return { ok: false, reason: 'total', address };
    this.open++;
    this.anonymousTotal++;
    this.anonymousByAddress.set(address, fromAddress + 1);
    if (fromAddress + 1 > this.peakPerAddress) this.peakPerAddress = fromAddress + 1;
    return { ok: true, ticket: new ConnectionTicket(this, address) };
  }

  /**
   * Connections open now, those of them that have not named a device, and the most of those one
   * address ever had at once (how close the per-address cap came, e.g. in a reconnect storm).
   */
  get counts(): ConnectionCounts {
    return { open: this.open, anonymous: this.anonymousTotal, peakPerAddress: this.peakPerAddress };
  }

  /** @internal */
  leaveAddress(address: string): void {
    this.anonymousTotal--;
    const n = (this.anonymousByAddress.get(address) ?? 1) - 1;
    if (n <= 0) this.anonymousByAddress.delete(address);
    else this.anonymousByAddress.set(address, n);
  }

  /** @internal */
  leave(): void {
    this.open--;
  }
}

/** One admitted connection's place; each step happens once, whatever calls it again. */
export class ConnectionTicket {
  private anonymous = true;
  private released = false;

  constructor(
    private readonly budget: ConnectionBudget,
    readonly address: string,
  ) {}

  /** The connection named a device: it no longer counts towards its address's cap. */
  identified(): void {
    if (!this.anonymous || this.released) return;
    this.anonymous = false;
    this.budget.leaveAddress(this.address);
  }

  /** The connection is closed. */
  release(): void {
    if (this.released) return;
    this.identified();
    this.released = true;
    this.budget.leave();
  }
}
