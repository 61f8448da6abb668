import {
  canGrantSubFleetPermissions,
  canManageSubFleets,
  DEFAULT_SUB_FLEET_PERMISSIONS,
  fleetDecider,
  fleetPermissions,
  fleetVisibleTo,
  AdminFunction,
  streams,
  type Actor,
} from '@gps/domain';
import { calls } from '@gps/contracts';
import { Collections, type FleetDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import { accessDenied, notFound } from '../application/api-error';
import { callerOf, operation, type OperationContext } from '../application/operation';
import { eq, find, pageOf } from '../application/lists';
import { releaseName, reserveName } from '../application/name-reservation';
import { fleetScope } from '../application/tenancy';
import { hashSecret } from '../infrastructure/password-hasher';
import { createdIdFor } from '../infrastructure/ids';

const FLEET = AdminFunction.FLEET;

async function requireFleet(ctx: OperationContext, id: string, actor: Actor): Promise<FleetDoc> {
  const doc = await ctx.platform.read.get(Collections.fleets, id);
  // A fleet outside the caller's tenancy is reported as missing: its existence is not theirs to know.
  if (!doc || !fleetVisibleTo(actor, { fleetId: doc.id, parentFleetId: doc.parentFleetId }))
    throw notFound('fleet not found');
  return doc;
}

/**
 * Admins by their fleet right, main fleets over their own sub-fleets (edit also needs slot 1).
 * `permissions` are the flags the sub-fleet would get: malformed ones, or fleet management, are bad
 * input (-2) for everyone; a flag the managing fleet lacks itself is refused (-4).
 */
function assertSubFleetManager(
  ctx: OperationContext,
  parentFleetId: string,
  action: 'create' | 'edit' | 'delete',
  permissions?: string,
): void {
  const actor = callerOf(ctx).actor;
  if (permissions !== undefined) fleetPermissions(permissions, true);
  if (!canManageSubFleets(actor, parentFleetId, action))
    throw accessDenied('fleet management permission needed for this fleet');
  if (permissions !== undefined && !canGrantSubFleetPermissions(actor, permissions)) {
    throw accessDenied('a sub-fleet cannot be given a permission its fleet does not have');
  }
}

async function createFleetAccount(
  ctx: OperationContext,
  input: {
    account: string;
    password: string;
    alias: string;
    permissions?: string;
    contact?: string;
    phoneNumber?: string;
    address?: string;
    email?: string;
  },
  parent: FleetDoc | null,
): Promise<FleetDoc> {
  // From the command id, not random: a call retried with its requestId finds the fleet it created.
  const fleetId = createdIdFor(ctx.commandId);
  const command = {
    type: 'CreateFleet' as const,
    fleetId,
    account: input.account,
    passwordHash: await hashSecret(input.password),
    alias: input.alias,
    contact: input.contact,
    phoneNumber: input.phoneNumber,
    address: input.address,
    email: input.email,
    permissions: input.permissions,
    parentFleetId: parent?.id ?? null,
    parent: parent ? { exists: true, isMain: parent.parentFleetId === null } : null,
    at: ctx.now,
  };
  fleetDecider.decide(command, fleetDecider.initialState); // validation before reserving the name
  await reserveName(ctx, streams.fleetName(input.account), fleetId, 'a fleet account with this name');
  await ctx.platform.execute(ctx, fleetDecider, streams.fleet(fleetId), command);
  return (await ctx.platform.read.get(Collections.fleets, fleetId)) as FleetDoc;
}

async function deleteFleetAccount(ctx: OperationContext, fleet: FleetDoc): Promise<boolean> {
  await ctx.platform.execute(ctx, fleetDecider, streams.fleet(fleet.id), {
    type: 'DeleteFleet',
    fleetId: fleet.id,
    deviceCount: fleet.numberOfDevices,
    subFleetCount: fleet.numberOfSubFleets,
    at: ctx.now,
  });
  await releaseName(ctx, streams.fleetName(fleet.account), fleet.id);
  return true;
}

async function editFleetAccount(
  ctx: OperationContext,
  fleet: FleetDoc,
  input: {
    password?: string;
    alias?: string;
    contact?: string;
    phoneNumber?: string;
    address?: string;
    email?: string;
    permissions?: string;
    statusCode?: number;
  },
): Promise<FleetDoc> {
  await ctx.platform.execute(ctx, fleetDecider, streams.fleet(fleet.id), {
    type: 'EditFleet',
    fleetId: fleet.id,
    alias: input.alias,
    contact: input.contact,
    phoneNumber: input.phoneNumber,
    address: input.address,
    email: input.email,
    permissions: input.permissions,
    statusCode: input.statusCode,
    passwordHash: input.password === undefined ? undefined : await hashSecret(input.password),
    at: ctx.now,
  });
  return (await ctx.platform.read.get(Collections.fleets, fleet.id)) as FleetDoc;
}

export const fleetOperations = [
  operation(calls.getFleets, {
    access: { admin: { functionId: FLEET, right: 'view' }, clients: ['fleet'] },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const filters: Filter[] = [...((await fleetScope(ctx, actor)) ?? [])];
      if (input.id) filters.push(eq('id', input.id));
      if (input.account) filters.push(eq('account', input.account));
      if (input.parentFleetId) filters.push(eq('parentFleetId', input.parentFleetId));
      else if (!input.containSubFleets && !input.id && actor.kind === 'admin')
        filters.push(eq('parentFleetId', null));
      return find(ctx, Collections.fleets, {
        filters,
        keyword: { fields: ['account', 'alias', 'contact'], value: input.keyword ?? '' },
        sort: [{ field: 'account', direction: 'asc' }],
        page: pageOf(input, 30),
      });
    },
  }),
  operation(calls.createFleet, {
    access: { admin: { functionId: FLEET, right: 'add' } },
    run: (ctx, input) => createFleetAccount(ctx, input, null),
  }),
  operation(calls.editFleet, {
    access: { admin: { functionId: FLEET, right: 'edit' } },
    async run(ctx, input) {
      return editFleetAccount(ctx, await requireFleet(ctx, input.id, callerOf(ctx).actor), input);
    },
  }),
  operation(calls.deleteFleet, {
    access: { admin: { functionId: FLEET, right: 'delete' } },
    async run(ctx, input) {
      return deleteFleetAccount(ctx, await requireFleet(ctx, input.id, callerOf(ctx).actor));
    },
  }),
  operation(calls.getSubFleets, {
    access: { admin: { functionId: FLEET, right: 'view' }, clients: ['fleet'] },
    async run(ctx, input) {
      await requireFleet(ctx, input.parentFleetId, callerOf(ctx).actor);
      return find(ctx, Collections.fleets, {
        filters: [eq('parentFleetId', input.parentFleetId)],
        sort: [{ field: 'account', direction: 'asc' }],
        page: pageOf(input, 1000),
      });
    },
  }),
  operation(calls.createSubFleet, {
    access: { admin: { functionId: FLEET, right: 'add' }, clients: ['fleet'] },
    async run(ctx, input) {
      // Another tenant's fleet is not found (-3) before anything is said about permissions (-4).
      const parent = await requireFleet(ctx, input.parentFleetId, callerOf(ctx).actor);
      // The default flags count as granted too: a fleet without remote control gives none by default.
      const permissions = input.permissions ?? DEFAULT_SUB_FLEET_PERMISSIONS;
      assertSubFleetManager(ctx, parent.id, 'create', permissions);
      return createFleetAccount(ctx, input, parent);
    },
  }),
  operation(calls.editSubFleet, {
    access: { admin: { functionId: FLEET, right: 'edit' }, clients: ['fleet'] },
    async run(ctx, input) {
      const sub = await requireFleet(ctx, input.id, callerOf(ctx).actor);
      if (!sub.parentFleetId) throw notFound('sub-fleet not found');
      assertSubFleetManager(ctx, sub.parentFleetId, 'edit', input.permissions);
      return editFleetAccount(ctx, sub, input);
    },
  }),
  operation(calls.deleteSubFleet, {
    access: { admin: { functionId: FLEET, right: 'delete' }, clients: ['fleet'] },
    async run(ctx, input) {
      const sub = await requireFleet(ctx, input.id, callerOf(ctx).actor);
      if (!sub.parentFleetId) throw notFound('sub-fleet not found');
      assertSubFleetManager(ctx, sub.parentFleetId, 'delete');
      return deleteFleetAccount(ctx, sub);
    },
  }),
];
