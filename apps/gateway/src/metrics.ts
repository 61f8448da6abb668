import { DEVICE_PROTOCOLS } from '@gps/codes';
import type { Protocol } from '@gps/protocols';
import { UnknownDevices, type Refusal, type UnknownDevice } from './unknown/unknown-devices';

export type { UnknownDevice } from './unknown/unknown-devices';

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
  /**
   * Frames whose checksum did not match but which were decoded and recorded all the same (GT06 CRC,
   * JT808 check code: vendors get them wrong, docs/protocols.md); refused ones are decodeErrors.
   */
  badChecksums: number;
  /** Framer reports of skipped garbage or oversized frames. */
  framingErrors: number;
  /** Connections closed because the stream could not be resynchronised. */
  closedForGarbage: number;
  /** `record`/`recordReply` rejected: no acknowledgement went out. */
  recordFailures: number;
  /** `identify` rejected. */
  lookupFailures: number;
  /** Times a connection's queue filled up and its socket was paused. */
  queuePauses: number;
  idleTimeouts: number;
  /** TCP: connections closed for not naming their device in time. OsmAnd: requests not sent in time. */
  loginTimeouts: number;
  /** Connections refused at once: too many not yet identified from their address. */
  refusedAddressCap: number;
  /** Connections refused at once: the device ports hold as many connections as they may. */
  refusedTotalCap: number;
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
  /** UDP (Teltonika): datagrams received. */
  datagrams: number;
  /** UDP: datagrams dropped unread because as many as allowed were being handled already. */
  datagramsDropped: number;
}

export type CounterName = keyof ProtocolCounters;

export interface MetricsSnapshot {
  startedAt: number;
  at: number;
  protocols: Record<Protocol, ProtocolCounters>;
  totals: ProtocolCounters;
  /** The most frames that ever waited in one connection's queue (bounded by maxQueue + one read). */
  queueHighWater: number;
  /** The refused serials worth a look, highest score (attempts, recent ones counting more) first. */
  unknownDevices: UnknownDevice[];
  /** All distinct serials refused since the start: an estimate, and the sketch the api merges. */
  unknownSerials: { distinct: number; sketch: string };
}

const PROTOCOLS: readonly Protocol[] = DEVICE_PROTOCOLS;

function zero(): ProtocolCounters {
  return {
    connections: 0,
    open: 0,
    messages: 0,
    acks: 0,
    refusedUnknown: 0,
    decodeErrors: 0,
    badChecksums: 0,
    framingErrors: 0,
    closedForGarbage: 0,
    recordFailures: 0,
    lookupFailures: 0,
    queuePauses: 0,
    idleTimeouts: 0,
    loginTimeouts: 0,
    refusedAddressCap: 0,
    refusedTotalCap: 0,
    sessionsReplaced: 0,
    protocolViolations: 0,
    commandsSent: 0,
    commandsFailed: 0,
    outboxFailures: 0,
    commandReplies: 0,
    datagrams: 0,
    datagramsDropped: 0,
  };
}

export class GatewayMetrics {
  private readonly counters: Record<Protocol, ProtocolCounters> = {
    gt06: zero(),
    h02: zero(),
    osmand: zero(),
    jt808: zero(),
    teltonika: zero(),
  };
  private readonly unknown: UnknownDevices;
  private highWater = 0;

  constructor(
    private readonly startedAt: number,
    /** How many unknown serials to list for the back office. */
    unknownKept = 50,
  ) {
    this.unknown = new UnknownDevices(unknownKept, startedAt);
  }

  count(protocol: Protocol, name: CounterName, by = 1): void {
    this.counters[protocol][name] += by;
  }

  /** Count a refused unknown device and rank it for the back office's list (UnknownDevices). */
  refusedUnknown(serial: string, protocol: Protocol, at: number, remoteAddress?: string): Refusal {
    this.count(protocol, 'refusedUnknown');
    return this.unknown.refused(serial, protocol, at, remoteAddress);
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
    const unknown = this.unknown.snapshot(at);
    return {
      startedAt: this.startedAt,
      at,
      protocols,
      totals,
      queueHighWater: this.highWater,
      unknownDevices: unknown.devices,
      unknownSerials: { distinct: unknown.distinct, sketch: unknown.sketch },
    };
  }
}
