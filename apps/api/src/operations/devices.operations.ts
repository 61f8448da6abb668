import {
  canMoveDeviceToFleet,
  canMoveDevices,
  defaultServiceExpiry,
  DEVICE_EDIT_FIELDS,
  deviceEditRefusal,
  fleetVisibleTo,
  AdminFunction,
  planAddDevices,
  type Actor,
  type EditDevice,
} from '@gps/domain';
import {
  CLIENT_DEVICE_PAGE,
  PAGE_SIZES,
  SERVICE_EXPIRY_WINDOW_DAYS,
  apiFieldName,
  API_FIELD_RENAMES,
  calls,
} from '@gps/contracts';
import { Collections, micros, type DeviceDoc, type FleetDoc } from '@gps/projections';
import type { Filter, Page } from '@gps/read-store';
import { WrongExpectedRevisionError } from '@gps/event-store';
import { accessDenied, notFound } from '../request/api-error';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { eq, inList, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';
import type { Aggregates } from '../commands/aggregates';
import { deviceScope, subFleetIds } from './shared/tenancy';
import { deviceFacts, requireDevice } from './shared/device-access';
import { deviceRowFor, type DeviceRow } from './shared/device-rows';
import { newPasswordHash } from '../sessions/new-password';

const DEVICE = AdminFunction.DEVICE;
const CUSTOMER = AdminFunction.CUSTOMER;
const PLAN = AdminFunction.PLAN;

/** What the device calls need. */
export interface DeviceOperationDeps {
  commands: Pick<Aggregates, 'device'>;
  read: ReadModels;
}
const clients = ['fleet', 'device'] as const;

/** The fleet a device is moved to; another tenant's fleet is reported as missing, like a device. */
async function targetFleet(
  read: ReadModels,
  fleetId: string | null | undefined,
  actor: Actor,
): Promise<FleetDoc | null> {
  if (!fleetId) return null;
  const fleet = await read.get(Collections.fleets, fleetId);
  if (!fleet || !fleetVisibleTo(actor, { fleetId: fleet.id, parentFleetId: fleet.parentFleetId })) {
    throw notFound('fleet not found');
  }
  return fleet;
}

const MOVE_DENIED = 'moving devices needs the edit and fleet management permissions of a main fleet';

/**
 * Where a device may go, checked in this order: the permission to move at all (-4, whatever the
 * target), the target within the caller's tenancy (-3 otherwise, like a device), then the move.
 */
async function moveTarget(
  read: ReadModels,
  ctx: OperationContext,
  fleetId: string | null | undefined,
  devices: DeviceDoc[],
): Promise<FleetDoc | null> {
  const actor = callerOf(ctx).actor;
  if (!canMoveDevices(actor)) throw accessDenied(MOVE_DENIED, 'no_device_move');
  const fleet = await targetFleet(read, fleetId, actor);
  // Every device is checked before the first one moves: a refused batch moves nothing.
  for (const device of devices) assertCanMove(actor, device, fleet);
  return fleet;
}

function assertCanMove(actor: Actor, device: DeviceDoc, fleet: FleetDoc | null): void {
  const target = fleet ? { fleetId: fleet.id, parentFleetId: fleet.parentFleetId } : null;
  if (!canMoveDeviceToFleet(actor, deviceFacts(device), target)) {
    throw accessDenied(
      target ? MOVE_DENIED : 'only an administrator can take a device out of its fleet',
      'no_device_move',
    );
  }
}

async function allocate(
  commands: DeviceOperationDeps['commands'],
  ctx: OperationContext,
  device: DeviceDoc,
  fleet: FleetDoc | null,
): Promise<void> {
  assertCanMove(callerOf(ctx).actor, device, fleet);
  const serial = device.deviceSerialNumber;
  await commands.device.execute(
    ctx,
    serial,
    {
      type: 'AllocateDevice',
      serialNumber: serial,
      fleetId: fleet?.id ?? null,
      targetFleet: fleet ? { exists: true, parentFleetId: fleet.parentFleetId } : null,
      at: ctx.now,
    },
    // Named by its device, so a retried call gives it the same key (docs/decisions/operation-ports.md).
    { key: `allocate-${serial}` },
  );
}

async function devicesBySerial(
  read: ReadModels,
  ctx: OperationContext,
  serials: string[],
): Promise<DeviceDoc[]> {
  const actor = callerOf(ctx).actor;
  return Promise.all(serials.map((s) => requireDevice(read, s, actor)));
}

/** The devices as answered to the caller, each with what it may edit. */
async function rowsBySerial(
  read: ReadModels,
  ctx: OperationContext,
  serials: string[],
): Promise<DeviceRow[]> {
  const actor = callerOf(ctx).actor;
  return (await devicesBySerial(read, ctx, serials)).map((d) => deviceRowFor(actor, d));
}

function rowsFor(actor: Actor, page: Page<DeviceDoc>): Page<DeviceRow> {
  return { ...page, rows: page.rows.map((d) => deviceRowFor(actor, d)) };
}

export const deviceOperations = ({ commands, read }: DeviceOperationDeps) => [
  operation(calls.getDevices, {
    access: {
      admin: [
        { functionId: DEVICE, right: 'view' },
        { functionId: CUSTOMER, right: 'view' },
        // The plans page lists the devices with their plan to assign them (docs/decisions/billing.md).
        { functionId: PLAN, right: 'view' },
      ],
      clients: [...clients],
    },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const filters: Filter[] = [...((await deviceScope(read, actor)) ?? [])];
      if (input.deviceSerialNumber) filters.push(eq('id', input.deviceSerialNumber));
      if (input.deviceSerialNumbers) filters.push(inList('id', input.deviceSerialNumbers));
      if (input.fleetId) {
        const ids = input.isContainSubFleet
          ? [input.fleetId, ...(await subFleetIds(read, input.fleetId))]
          : [input.fleetId];
        filters.push(inList('fleetId', ids));
      }
      if (input.filterServiceExpiredDate !== undefined) {
        filters.push({ field: 'serviceExpiredDate', op: 'lte', value: input.filterServiceExpiredDate });
      }
      if (input.planId !== undefined) filters.push(eq('planId', input.planId));
      if (input.lastLoadingTimestamp !== undefined) {
        filters.push({ field: 'updatedTimestamp', op: 'gt', value: input.lastLoadingTimestamp });
      }
      const page = await read.find(Collections.devices, {
        filters,
        keyword: {
          fields: ['deviceSerialNumber', 'carName', 'deviceOwnerName', 'fleetAlias', 'simNumber'],
          value: input.keyword ?? '',
        },
        sort: [{ field: 'deviceSerialNumber', direction: 'asc' }],
        page: pageOf(input, actor.kind === 'admin' ? PAGE_SIZES.devices : CLIENT_DEVICE_PAGE),
      });
      return rowsFor(actor, page);
    },
  }),
  operation(calls.addDevices, {
    access: { admin: { functionId: DEVICE, right: 'add' } },
    async run(ctx, input) {
      const serials = input.deviceSerialNumbers;
      // One command per serial, keyed by the call and the serial: a call retried with its requestId
      // finds what it already added (the command handler reports those as duplicates of the command,
      // not of the device) and answers exactly as the first time.
      const taken = new Set<string>();
      for (const serial of planAddDevices(serials, taken).valid) {
        try {
          await commands.device.execute(
            ctx,
            serial,
            {
              type: 'AddDevice',
              serialNumber: serial,
              serviceExpiredAt: defaultServiceExpiry(ctx.now),
              at: ctx.now,
            },
            { key: `add-${serial}` },
          );
        } catch (error) {
          // Registered before (conflict), or concurrently by someone else (revision conflict).
          if (error instanceof WrongExpectedRevisionError || (error as { kind?: string }).kind === 'conflict')
            taken.add(serial);
          else throw error;
        }
      }
      const plan = planAddDevices(serials, taken);
      return { added: plan.valid, duplicates: plan.duplicates, invalid: plan.invalid };
    },
  }),
  operation(calls.allocationDevice, {
    access: { admin: { functionId: DEVICE, right: 'edit' }, clients: ['fleet'] },
    async run(ctx, input) {
      const devices = await devicesBySerial(read, ctx, input.deviceSerialNumbers);
      const fleet = await moveTarget(read, ctx, input.fleetId, devices);
      for (const device of devices) await allocate(commands, ctx, device, fleet);
      return rowsBySerial(read, ctx, input.deviceSerialNumbers);
    },
  }),
  operation(calls.editDevice, {
    access: {
      admin: [
        { functionId: DEVICE, right: 'edit' },
        { functionId: CUSTOMER, right: 'edit' },
      ],
      clients: [...clients],
    },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const device = await requireDevice(read, input.deviceSerialNumber, actor);
      const command: EditDevice = {
        type: 'EditDevice',
        serialNumber: device.deviceSerialNumber,
        carName: input.carName,
        ownerName: input.ownerName,
        ownerPhone: input.ownerPhone,
        email: input.email,
        [API_FIELD_RENAMES.simCardNumber.command]: input.simCardNumber,
        deviceIcon: input.deviceIcon,
        firmwareVersion: input.firmwareVersion,
        model: input.model,
        speedLimitKmh: input.speedLimitKmh,
        esimId: input.esimId,
        isValueAddedVisible: input.isValueAddedVisible,
        [API_FIELD_RENAMES.isCarElectricity.command]: input.isCarElectricity,
        serviceStatusCode: input.serviceStatusCode,
        [API_FIELD_RENAMES.password.command]:
          input.password === undefined
            ? undefined
            : await newPasswordHash(input.password, device.deviceSerialNumber),
        at: ctx.now,
      };
      const fields = DEVICE_EDIT_FIELDS.filter((field) => command[field] !== undefined);
      // The same rule as each row's editableFields. Refused rather than silently dropped, so a
      // client learns exactly which field it may not change.
      const refusal = deviceEditRefusal(actor, deviceFacts(device), fields);
      if (refusal?.reason === 'fields')
        throw accessDenied(
          `not permitted to change ${refusal.fields.map(apiFieldName).join(', ')}`,
          'device_fields_not_editable',
        );
      if (refusal) throw accessDenied('editing device info is not permitted', 'device_fields_not_editable');
      // The move is authorised before anything is written, so a refused move leaves the edit undone too.
      const moves = input.fleetId !== undefined && input.fleetId !== device.fleetId;
      const target = moves ? await moveTarget(read, ctx, input.fleetId, [device]) : null;
      if (fields.length > 0) {
        await commands.device.execute(ctx, device.deviceSerialNumber, command);
      }
      if (moves) await allocate(commands, ctx, device, target);
      return deviceRowFor(actor, await requireDevice(read, device.deviceSerialNumber, actor));
    },
  }),
  operation(calls.getExpireServiceDevices, {
    access: { admin: { functionId: DEVICE, right: 'view' }, clients: [...clients] },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const limit = micros(ctx.now + SERVICE_EXPIRY_WINDOW_DAYS * 86_400_000);
      const page = await read.find(Collections.devices, {
        filters: [
          ...((await deviceScope(read, actor)) ?? []),
          { field: 'serviceExpiredDate', op: 'lte', value: limit },
        ],
        sort: [{ field: 'serviceExpiredDate', direction: 'asc' }],
        page: pageOf(input, actor.kind === 'admin' ? PAGE_SIZES.devices : CLIENT_DEVICE_PAGE),
      });
      return rowsFor(actor, page);
    },
  }),
  operation(calls.stopDeviceService, {
    access: {
      admin: [
        { functionId: DEVICE, right: 'edit' },
        { functionId: CUSTOMER, right: 'edit' },
      ],
    },
    async run(ctx, input) {
      const devices = await devicesBySerial(read, ctx, input.deviceSerialNumbers);
      for (const device of devices) {
        const serial = device.deviceSerialNumber;
        await commands.device.execute(
          ctx,
          serial,
          { type: 'StopDeviceService', serialNumber: serial, at: ctx.now },
          { key: `stop-${serial}` },
        );
      }
      return rowsBySerial(read, ctx, input.deviceSerialNumbers);
    },
  }),
];
