import { z } from 'zod';
import { byName, call, NO_DATA, page } from '../catalogue/declare';
import {
  entityId,
  id,
  int,
  maybeEpochMicros,
  maybeInt,
  maybeId,
  maybeText,
  pageIndex,
  pageRows,
  newPassword,
  text,
} from './common';
import { deleteByIdInput } from './accounts';

const optionalText = z.string().trim().optional();
export const getFleetsInput = z.object({
  id: id.optional(),
  account: z.string().trim().max(50).optional(),
  keyword: z.string().max(100).optional(),
  parentFleetId: id.optional(),
  containSubFleets: z.boolean().optional(),
  pageIndex,
  pageRows: pageRows(1000),
});
export const createFleetInput = z.object({
  account: z.string().trim(),
  password: newPassword,
  alias: z.string().trim(),
  contact: optionalText,
  phoneNumber: optionalText,
  address: optionalText,
  email: optionalText,
  permissions: z.string().optional(),
});
export const editFleetInput = z.object({
  id,
  password: newPassword.optional(),
  alias: optionalText,
  contact: optionalText,
  phoneNumber: optionalText,
  address: optionalText,
  email: optionalText,
  permissions: z.string().optional(),
  statusCode: z.number().int().optional(),
  speedLimitKmh: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "The overspeed limit, whole km/h (1-300), of the fleet's devices (and its sub-fleets') that set none; null clears it (the platform's applies).",
    ),
  account: z.never({ message: 'the account cannot be changed' }).optional(),
});
export const getSubFleetsInput = z.object({ parentFleetId: id, pageIndex, pageRows: pageRows(1000) });
export const createSubFleetInput = z.object({
  parentFleetId: id,
  account: z.string().trim(),
  password: newPassword,
  alias: z.string().trim(),
  permissions: z.string().optional(),
});
export const editSubFleetInput = z.object({
  id,
  password: newPassword.optional(),
  alias: optionalText,
  permissions: z.string().optional(),
  account: z.never({ message: 'the account cannot be changed' }).optional(),
});

/** A fleet as answered; GraphQL adds accountType and subFleets with field resolvers. */
export const Fleet = z
  .object({
    id: entityId,
    account: text,
    alias: text,
    contact: maybeText,
    phoneNumber: maybeText,
    address: maybeText,
    email: maybeText,
    permissions: text.describe('Flags: edit vehicle info, fleet management, send commands (e.g. "111").'),
    parentFleetId: maybeId,
    speedLimitKmh: maybeInt.describe(
      "The overspeed limit in km/h of the fleet's devices that set none; null: none.",
    ),
    numberOfDevices: int,
    loginTimestamp: maybeEpochMicros,
    statusCode: int,
  })
  .meta({ id: 'Fleet', description: 'A fleet account; a sub-fleet has a parentFleetId.' });
export const FleetPage = page(Fleet, 'FleetPage');

export const fleetCalls = byName([
  call({
    name: 'getFleets',
    kind: 'query',
    summary:
      "Fleets. By default main fleets only; containSubFleets adds sub-fleets, parentFleetId lists one fleet's sub-fleets. Clients see only their own tenancy.",
    input: getFleetsInput,
    output: FleetPage,
    graphql: { field: 'fleets', args: { filter: 'FleetFilter' } },
  }),
  call({
    name: 'createFleet',
    kind: 'mutation',
    summary: 'Creates a main fleet account (permissions default 111).',
    input: createFleetInput,
    output: Fleet,
    graphql: { field: 'createFleet', args: { input: 'CreateFleetInput' } },
  }),
  call({
    name: 'editFleet',
    kind: 'mutation',
    summary: 'Edits a fleet (only changed fields); the account name cannot change.',
    input: editFleetInput,
    output: Fleet,
    graphql: { field: 'editFleet', args: { input: 'EditFleetInput' } },
  }),
  call({
    name: 'deleteFleet',
    kind: 'mutation',
    summary: 'Deletes a fleet; refused while it still has devices or sub-fleets.',
    input: deleteByIdInput,
    output: NO_DATA,
    graphql: { field: 'deleteFleet', args: 'flat' },
  }),
  call({
    name: 'getSubFleets',
    kind: 'query',
    summary: 'Sub-fleets of a fleet.',
    input: getSubFleetsInput,
    output: FleetPage,
    graphql: { field: 'subFleets', args: 'flat' },
  }),
  call({
    name: 'createSubFleet',
    kind: 'mutation',
    summary: 'Creates a sub-fleet (permissions default 101; fleet management never granted).',
    input: createSubFleetInput,
    output: Fleet,
    graphql: { field: 'createSubFleet', args: { input: 'CreateSubFleetInput' } },
  }),
  call({
    name: 'editSubFleet',
    kind: 'mutation',
    summary: 'Edits a sub-fleet (id plus changed fields); the account cannot change.',
    input: editSubFleetInput,
    output: Fleet,
    graphql: { field: 'editSubFleet', args: { input: 'EditSubFleetInput' } },
  }),
  call({
    name: 'deleteSubFleet',
    kind: 'mutation',
    summary: 'Deletes a sub-fleet; refused while it still has devices.',
    input: deleteByIdInput,
    output: NO_DATA,
    graphql: { field: 'deleteSubFleet', args: 'flat' },
  }),
] as const);
