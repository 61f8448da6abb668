import type { Actor } from '@gps/domain';
import type { CallInput, calls } from '@gps/contracts';
import { Collections } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import { notFound } from '../../request/api-error';
import { requireDevice } from './device-access';
import { eq, inList } from './lists';
import type { ReadModels } from './read-models';
import { subFleetIds } from './tenancy';

/** The orders' filters, as the list, finance's totals and the export take them. */
export type PlanOrderFilterInput = Omit<CallInput<typeof calls.getPlanOrders>, 'pageIndex' | 'pageRows'>;

/** A fleet with its sub-fleets: a main fleet's orders are its own and its sub-fleets'. */
async function fleetWithSubFleets(read: ReadModels, fleetId: string): Promise<string[]> {
  return [fleetId, ...(await subFleetIds(read, fleetId))];
}

/** The numbers of a device's orders (the order list's device rows). */
async function ordersOfDevice(read: ReadModels, serial: string): Promise<string[]> {
  const page = await read.find(Collections.planOrderDevices, { filters: [eq('deviceSerialNumber', serial)] });
  return page.rows.map((row) => row.orderNumber);
}

/**
 * The orders an actor may see, as filters: every order for an administrator, a fleet's (a main
 * fleet's with its sub-fleets') by the fleet recorded at placement, a device account its device's.
 * `fleetId` narrows to that fleet with its sub-fleets, and must be the caller's (-3 otherwise).
 */
async function scopeOf(read: ReadModels, actor: Actor, fleetId: string | undefined): Promise<Filter[]> {
  switch (actor.kind) {
    case 'admin':
      return fleetId === undefined ? [] : [inList('fleetId', await fleetWithSubFleets(read, fleetId))];
    case 'device':
      if (fleetId !== undefined) throw notFound(`fleet ${fleetId} not found`);
      return [inList('id', await ordersOfDevice(read, actor.serialNumber))];
    case 'fleet': {
      const own =
        actor.parentFleetId === null ? await fleetWithSubFleets(read, actor.fleetId) : [actor.fleetId];
      if (fleetId === undefined) return [inList('fleetId', own)];
      if (!own.includes(fleetId)) throw notFound(`fleet ${fleetId} not found`);
      const narrowed = fleetId === actor.fleetId ? own : await fleetWithSubFleets(read, fleetId);
      return [inList('fleetId', narrowed)];
    }
  }
}

/**
 * The `plan_orders` filters of the orders' filters for this actor (docs/decisions/orders.md): what
 * the actor may see, narrowed by period of placement, status, payment type, fleet, device, number.
 * A fleet or device the actor cannot see is -3.
 */
export async function planOrderFilters(
  read: ReadModels,
  actor: Actor,
  input: PlanOrderFilterInput,
): Promise<Filter[]> {
  const filters = await scopeOf(read, actor, input.fleetId);
  if (input.deviceSerialNumber !== undefined) {
    await requireDevice(read, input.deviceSerialNumber, actor);
    filters.push(inList('id', await ordersOfDevice(read, input.deviceSerialNumber)));
  }
  if (input.orderNumber) filters.push(eq('id', input.orderNumber));
  if (input.startTime !== undefined) filters.push({ field: 'placedAt', op: 'gte', value: input.startTime });
  if (input.endTime !== undefined) filters.push({ field: 'placedAt', op: 'lt', value: input.endTime });
  if (input.orderStatus !== undefined) filters.push(eq('orderStatus', input.orderStatus));
  if (input.paymentType !== undefined) filters.push(eq('paymentType', input.paymentType));
  return filters;
}

/** Newest placed first (ties by number): the list's and the export's order. */
export const PLAN_ORDER_SORT = [
  { field: 'placedAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
] as const satisfies { field: string; direction: 'asc' | 'desc' }[];
