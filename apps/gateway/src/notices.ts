import type { GatewayConfig } from './options';
import { ThrottledLog } from './throttled-log';

/**
 * The warnings that devices, or anyone who can reach the ports, can cause at will: each kind is
 * throttled on its own, so a flood of one kind cannot hide the others.
 */
export interface GatewayNotices {
  /** A serial refused for the first time lately. */
  unknownSerial: ThrottledLog;
  /** A refused serial that came back and entered the back office's list. */
  unknownListed: ThrottledLog;
  /** A connection refused by a cap. */
  refusedConnection: ThrottledLog;
  /** A UDP datagram dropped unread: the budget of datagrams being handled was spent. */
  udpDropped: ThrottledLog;
  /** A UDP datagram left unanswered: undecodable, or its lookup or append failed. */
  udpUnanswered: ThrottledLog;
}

export function createNotices(config: GatewayConfig): GatewayNotices {
  const log = (what: string) => new ThrottledLog(config.logger, config.clock, config.logLinesPerMinute, what);
  return {
    unknownSerial: log('refusals of unknown serials seen for the first time'),
    unknownListed: log('unknown serials that came back'),
    refusedConnection: log('connections refused by the connection caps'),
    udpDropped: log('UDP datagrams dropped over the budget'),
    udpUnanswered: log('UDP datagrams left unanswered'),
  };
}

/** Log what each throttled log left out (when the gateway stops). */
export function flushNotices(notices: GatewayNotices): void {
  for (const log of Object.values(notices)) log.flush();
}

/** Log what each throttled log whose window has ended left out (the gateway's periodic check). */
export function flushEndedNotices(notices: GatewayNotices): void {
  for (const log of Object.values(notices)) log.flushIfEnded();
}
