import type { Protocol } from '@gps/protocols';

/** Running totals for one protocol. Plain numbers: increments happen per frame and must cost nothing. */
export interface ProtocolCounters {
  /** TCP: connections accepted. OsmAnd: HTTP requests received. */
  connections: number;
  /** TCP: connections open now. OsmAnd: requests being handled now. */
  open: number;
  /** Decoded messages handed to the ingest (`record` or `recordReply`). */
  messages: number;
  /** Acknowledgements written after a durable append (OsmAnd: 200 answers). */
  acks: number;
  /** Connections or requests refused because the device is not provisioned. */
  refusedUnknown: number;
  /** Frames or requests the codec could not decode (nothing recorded, nothing acknowledged). */
  decodeErrors: number;
  /** Framer reports of skipped garbage or oversized frames. */
  framingErrors: number;
  /** Connections closed because the stream could not be resynchronised. */
  closedForGarbage: number;
  /** `record`/`recordReply` rejected: no acknowledgement went out. */
  recordFailures: number;
  /** `isKnown` rejected. */
  lookupFailures: number;
  /** Times a connection's queue filled up and its socket was paused. */
  queuePauses: number;
  idleTimeouts: number;
  /** Sessions closed because the same device connected again. */
  sessionsReplaced: number;
  /** Messages before login, or a connection switching device ids: the connection is closed. */
  protocolViolations: number;
  commandsSent: number;
  /** Commands the protocol cannot express; reported to the outbox with `markFailed`. */
  commandsFailed: number;
  /** `pending`/`markSent`/`markFailed` rejected. */
  outboxFailures: number;
  commandReplies: number;
}

export type CounterName = keyof ProtocolCounters;

/** A device that tried to report without being provisioned: the back office shows these. */
export interface UnknownDevice {
  serial: string;
  protocol: Protocol;
  remoteAddress?: string;
  firstSeenAt: number;
  lastSeenAt: number;
  attempts: number;
}

export interface MetricsSnapshot {
  startedAt: number;
  at: number;
  protocols: Record<Protocol, ProtocolCounters>;
  totals: ProtocolCounters;
  /** The most frames that ever waited in one connection's queue (bounded by maxQueue + one read). */
  queueHighWater: number;
  /** Most recently seen first. */
  unknownDevices: UnknownDevice[];
}

const PROTOCOLS: readonly Protocol[] = ['gt06', 'h02', 'osmand'];

function zero(): ProtocolCounters {
  return {
    connections: 0,
    open: 0,
    messages: 0,
    acks: 0,
    refusedUnknown: 0,
    decodeErrors: 0,
    framingErrors: 0,
    closedForGarbage: 0,
    recordFailures: 0,
    lookupFailures: 0,
    queuePauses: 0,
    idleTimeouts: 0,
    sessionsReplaced: 0,
    protocolViolations: 0,
    commandsSent: 0,
    commandsFailed: 0,
    outboxFailures: 0,
    commandReplies: 0,
  };
}

export class GatewayMetrics {
  private readonly counters: Record<Protocol, ProtocolCounters> = {
    gt06: zero(),
    h02: zero(),
    osmand: zero(),
  };
  /** Insertion order is recency: a serial seen again is moved to the end. */
  private readonly unknown = new Map<string, UnknownDevice>();
  private highWater = 0;

  constructor(
    private readonly startedAt: number,
    /** How many distinct unknown serials to remember; the oldest are forgotten. */
    private readonly unknownKept = 50,
  ) {}

  count(protocol: Protocol, name: CounterName, by = 1): void {
    this.counters[protocol][name] += by;
  }

  /**
   * Count a refused unknown device. Returns true the first time the serial is seen (while it is
   * remembered), so the caller logs once instead of on every reconnect of a misconfigured device.
   */
  refusedUnknown(serial: string, protocol: Protocol, at: number, remoteAddress?: string): boolean {
    this.count(protocol, 'refusedUnknown');
    const known = this.unknown.get(serial);
    this.unknown.delete(serial);
    const entry: UnknownDevice = known
      ? { ...known, protocol, lastSeenAt: at, attempts: known.attempts + 1 }
      : { serial, protocol, firstSeenAt: at, lastSeenAt: at, attempts: 1 };
    if (remoteAddress !== undefined) entry.remoteAddress = remoteAddress;
    this.unknown.set(serial, entry);
    if (this.unknown.size > this.unknownKept) {
      const oldest = this.unknown.keys().next();
      if (!oldest.done) this.unknown.delete(oldest.value);
    }
    return known === undefined;
  }

  queueDepth(depth: number): void {
    if (depth > this.highWater) this.highWater = depth;
  }

  snapshot(at: number): MetricsSnapshot {
    const protocols = {} as Record<Protocol, ProtocolCounters>;
    const totals = zero();
    for (const protocol of PROTOCOLS) {
      const counters = { ...this.counters[protocol] };
      protocols[protocol] = counters;
      for (const name of Object.keys(totals) as CounterName[]) totals[name] += counters[name];
    }
    return {
      startedAt: this.startedAt,
      at,
      protocols,
      totals,
      queueHighWater: this.highWater,
      unknownDevices: [...this.unknown.values()].reverse().map((u) => ({ ...u })),
    };
  }
}
