import {
  canGrantSubFleetPermissions,
  canManageSubFleets,
  DEFAULT_SUB_FLEET_PERMISSIONS,
  fleetPermissions,
  fleetVisibleTo,
  AdminFunction,
  type Actor,
} from '@gps/domain';
import { calls } from '@gps/contracts';
import { Collections, type FleetDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import { accessDenied, notFound } from '../request/api-error';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { eq, pageOf } from './shared/lists';
import { createNamed, releaseName } from './shared/name-reservation';
import type { ReadModels } from './shared/read-models';
import type { Aggregates } from '../commands/aggregates';
import { fleetScope } from './shared/tenancy';
import { newPasswordHash } from '../sessions/new-password';
import { createdIdFor } from '../infrastructure/ids';

const FLEET = AdminFunction.FLEET;

/** What the fleet and sub-fleet calls need. */
export interface FleetOperationDeps {
  commands: Pick<Aggregates, 'fleet' | 'fleetName'>;
  read: ReadModels;
}

async function requireFleet(read: ReadModels, id: string, actor: Actor): Promise<FleetDoc> {
  const doc = await read.get(Collections.fleets, id);
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
    throw accessDenied('fleet management permission needed for this fleet', 'no_permission');
  if (permissions !== undefined && !canGrantSubFleetPermissions(actor, permissions)) {
    throw accessDenied(
      'a sub-fleet cannot be given a permission its fleet does not have',
      'fleet_permission_beyond',
    );
  }
}

async function createFleetAccount(
  { commands, read }: FleetOperationDeps,
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
    passwordHash: await newPasswordHash(input.password, input.account),
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
  await createNamed(
    ctx,
    {
      names: commands.fleetName,
      name: input.account,
      what: 'a fleet account with this name',
      reason: 'fleet_account_taken',
    },
    { aggregate: commands.fleet, id: fleetId, command },
  );
  return (await read.get(Collections.fleets, fleetId)) as FleetDoc;
}

async function deleteFleetAccount(
  { commands }: FleetOperationDeps,
  ctx: OperationContext,
  fleet: FleetDoc,
): Promise<boolean> {
  await commands.fleet.execute(ctx, fleet.id, {
    type: 'DeleteFleet',
    fleetId: fleet.id,
    deviceCount: fleet.numberOfDevices,
    subFleetCount: fleet.numberOfSubFleets,
    at: ctx.now,
  });
  await releaseName(ctx, commands.fleetName, fleet.account, fleet.id);
  return true;
}

async function editFleetAccount(
  { commands, read }: FleetOperationDeps,
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
    speedLimitKmh?: number | null;
  },
): Promise<FleetDoc> {
  await commands.fleet.execute(ctx, fleet.id, {
    type: 'EditFleet',
    fleetId: fleet.id,
    alias: input.alias,
    contact: input.contact,
    phoneNumber: input.phoneNumber,
    address: input.address,
    email: input.email,
    permissions: input.permissions,
    statusCode: input.statusCode,
    speedLimitKmh: input.speedLimitKmh,
    passwordHash:
      input.password === undefined ? undefined : await newPasswordHash(input.password, fleet.account),
    at: ctx.now,
  });
  return (await read.get(Collections.fleets, fleet.id)) as FleetDoc;
}

export const fleetOperations = (deps: FleetOperationDeps) => [
  operation(calls.getFleets, {
    // The customer console finds a fleet by its account (docs/decisions/customer-console.md), so
    // the customer right reads fleets as the fleet right does.
    access: {
      admin: [
        { functionId: FLEET, right: 'view' },
        { functionId: AdminFunction.CUSTOMER, right: 'view' },
      ],
      clients: ['fleet'],
    },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const filters: Filter[] = [...((await fleetScope(deps.read, actor)) ?? [])];
      if (input.id) filters.push(eq('id', input.id));
      if (input.account) filters.push(eq('account', input.account));
      if (input.parentFleetId) filters.push(eq('parentFleetId', input.parentFleetId));
      else if (!input.containSubFleets && !input.id && actor.kind === 'admin')
        filters.push(eq('parentFleetId', null));
      return deps.read.find(Collections.fleets, {
        filters,
        keyword: { fields: ['account', 'alias', 'contact'], value: input.keyword ?? '' },
        sort: [{ field: 'account', direction: 'asc' }],
        page: pageOf(input, 30),
      });
    },
  }),
  operation(calls.createFleet, {
    access: { admin: { functionId: FLEET, right: 'add' } },
    run: (ctx, input) => createFleetAccount(deps, ctx, input, null),
  }),
  operation(calls.editFleet, {
    access: { admin: { functionId: FLEET, right: 'edit' } },
    async run(ctx, input) {
      return editFleetAccount(deps, ctx, await requireFleet(deps.read, input.id, callerOf(ctx).actor), input);
    },
  }),
  operation(calls.deleteFleet, {
    access: { admin: { functionId: FLEET, right: 'delete' } },
    async run(ctx, input) {
      return deleteFleetAccount(deps, ctx, await requireFleet(deps.read, input.id, callerOf(ctx).actor));
    },
  }),
  operation(calls.getSubFleets, {
    access: { admin: { functionId: FLEET, right: 'view' }, clients: ['fleet'] },
    async run(ctx, input) {
      await requireFleet(deps.read, input.parentFleetId, callerOf(ctx).actor);
      return deps.read.find(Collections.fleets, {
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
      const parent = await requireFleet(deps.read, input.parentFleetId, callerOf(ctx).actor);
      // The default flags count as granted too: a fleet without remote control gives none by default.
      const permissions = input.permissions ?? DEFAULT_SUB_FLEET_PERMISSIONS;
      assertSubFleetManager(ctx, parent.id, 'create', permissions);
      return createFleetAccount(deps, ctx, input, parent);
    },
  }),
  operation(calls.editSubFleet, {
    access: { admin: { functionId: FLEET, right: 'edit' }, clients: ['fleet'] },
    async run(ctx, input) {
      const sub = await requireFleet(deps.read, input.id, callerOf(ctx).actor);
      if (!sub.parentFleetId) throw notFound('sub-fleet not found');
      assertSubFleetManager(ctx, sub.parentFleetId, 'edit', input.permissions);
      return editFleetAccount(deps, ctx, sub, input);
    },
  }),
  operation(calls.deleteSubFleet, {
    access: { admin: { functionId: FLEET, right: 'delete' }, clients: ['fleet'] },
    async run(ctx, input) {
      const sub = await requireFleet(deps.read, input.id, callerOf(ctx).actor);
      if (!sub.parentFleetId) throw notFound('sub-fleet not found');
      assertSubFleetManager(ctx, sub.parentFleetId, 'delete');
      return deleteFleetAccount(deps, ctx, sub);
    },
  }),
];
