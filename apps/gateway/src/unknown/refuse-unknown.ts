import type { Protocol } from '@gps/protocols';
import type { GatewayContext } from '../context';

/**
 * Count and list a serial that is not provisioned, and log it within the throttles: a line the
 * first time it is seen lately, and one when it comes back into the back office's list.
 */
export function refuseUnknown(
  ctx: GatewayContext,
  serial: string,
  protocol: Protocol,
  remote: string | undefined,
): void {
  const refusal = ctx.metrics.refusedUnknown(serial, protocol, ctx.config.clock(), remote);
  if (refusal.firstSeen) {
    ctx.notices.unknownSerial.warn('unknown device refused', { serial, protocol, remote });
  } else if (refusal.cameBack) {
    ctx.notices.unknownListed.warn('unknown device keeps trying; listed for the back office', {
      serial,
      protocol,
      remote,
    });
  }
}
