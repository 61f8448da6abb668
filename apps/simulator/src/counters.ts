/** Running totals shared by every device of a simulator; plain fields so increments cost nothing. */
export class SimCounters {
  positionsSent = 0;
  heartbeatsSent = 0;
  alarmsSent = 0;
  /** Acknowledgements from the server: GT06 ACK frames, H02 replies, OsmAnd 2xx responses. */
  acksReceived = 0;
  commandsReceived = 0;
  commandsAnswered = 0;
  /** TCP connections established (HTTP: not counted, the agent pools them). */
  connects = 0;
  /** Sessions ready to carry reports (GT06: login ACKed; H02: connected). */
  logins = 0;
  /** Connection attempts after an unexpected loss (error, server close, silent server). */
  reconnects = 0;
  errors = 0;
  /** Reports discarded because a device's queue was full (server slow or unreachable). */
  dropped = 0;
  /** OsmAnd requests the server refused with a 4xx (e.g. unknown device). */
  rejected = 0;
  bytesSent = 0;

  snapshot(): CounterSnapshot {
    return { ...this };
  }
}

export type CounterSnapshot = {
  readonly [K in keyof SimCounters as SimCounters[K] extends number ? K : never]: number;
};
