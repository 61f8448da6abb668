import type { Actor } from '@gps/domain';
import type { Filter } from '@gps/read-store';
import { Collections } from '@gps/projections';
import type { OperationContext } from './operation';

/** Ids of a main fleet's sub-fleets. */
export async function subFleetIds(ctx: OperationContext, fleetId: string): Promise<string[]> {
  const page = await ctx.platform.read.find(Collections.fleets, {
    filters: [{ field: 'parentFleetId', op: 'eq', value: fleetId }],
  });
  return page.rows.map((f) => f.id);
}

/**
 * The fleets whose devices an actor may see, as a read-model filter on `fleetId`; undefined = no limit
 * (administrators). Applied to every device query, so no list can reach past the tenant.
 */
export async function deviceScope(ctx: OperationContext, actor: Actor): Promise<Filter[] | undefined> {
  switch (actor.kind) {
    case 'admin':
      return undefined;
    case 'device':
      return [{ field: 'id', op: 'eq', value: actor.serialNumber }];
    case 'fleet': {
      const ids =
        actor.parentFleetId === null
          ? [actor.fleetId, ...(await subFleetIds(ctx, actor.fleetId))]
          : [actor.fleetId];
      return [{ field: 'fleetId', op: 'in', value: ids }];
    }
  }
}

/** Same for fleets: a main fleet sees itself and its sub-fleets, a sub-fleet itself, a device none. */
export async function fleetScope(ctx: OperationContext, actor: Actor): Promise<Filter[] | undefined> {
  switch (actor.kind) {
    case 'admin':
      return undefined;
    case 'device':
      return [{ field: 'id', op: 'in', value: [] }];
    case 'fleet': {
      const ids =
        actor.parentFleetId === null
          ? [actor.fleetId, ...(await subFleetIds(ctx, actor.fleetId))]
          : [actor.fleetId];
      return [{ field: 'id', op: 'in', value: ids }];
    }
  }
}
