import type net from 'node:net';
import type { Protocol } from '@gps/protocols';
import type { GatewayContext } from '../context';
import type { ConnectionTicket } from './connection-budget';

/**
 * A new connection to a device port takes its place in the budget, or is destroyed at once:
 * counted (`refusedAddressCap`, `refusedTotalCap`) and logged within the throttle, never one line
 * each. Returns the place to release when the socket closes.
 */
export function admitConnection(
  ctx: GatewayContext,
  protocol: Protocol,
  socket: net.Socket,
): ConnectionTicket | undefined {
  const admission = ctx.budget.admit(socket.remoteAddress);
  if (admission.ok) return admission.ticket;
  const { budget } = ctx;
  if (admission.reason === 'address') {
    ctx.metrics.count(protocol, 'refusedAddressCap');
    ctx.notices.refusedConnection.warn('connection refused: too many from one address waiting to log in', {
      protocol,
      address: admission.address,
      maxPerAddress: budget.maxPerAddress,
    });
  } else {
    ctx.metrics.count(protocol, 'refusedTotalCap');
    ctx.notices.refusedConnection.warn(
      'connection refused: the device ports hold as many connections as they may',
      {
        protocol,
        address: admission.address,
        maxConnections: budget.maxConnections,
      },
    );
  }
  socket.on('error', () => undefined);
  socket.destroy();
  return undefined;
}
