import {
  canEditDeviceInfo,
  canMoveDeviceToFleet,
  canMoveDevices,
  defaultServiceExpiry,
  deviceDecider,
  fleetVisibleTo,
  forbiddenDeviceEditFields,
  AdminFunction,
  planAddDevices,
  streams,
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
import type { Filter } from '@gps/read-store';
import { WrongExpectedRevisionError } from '@gps/event-store';
import { accessDenied, notFound } from '../application/api-error';
import { callerOf, operation, type OperationContext } from '../application/operation';
import { eq, find, inList, pageOf } from '../application/lists';
import { deviceScope, subFleetIds } from '../application/tenancy';
import { deviceFacts, requireDevice } from '../application/device-access';
import { hashSecret } from '../infrastructure/password-hasher';

const DEVICE = AdminFunction.DEVICE;
const CUSTOMER = AdminFunction.CUSTOMER;
const clients = ['fleet', 'device'] as const;

/** The fleet a device is moved to; another tenant's fleet is reported as missing, like a device. */
async function targetFleet(
  ctx: OperationContext,
  fleetId: string | null | undefined,
  actor: Actor,
): Promise<FleetDoc | null> {
  if (!fleetId) return null;
  const fleet = await ctx.platform.read.get(Collections.fleets, fleetId);
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
  ctx: OperationContext,
  fleetId: string | null | undefined,
  devices: DeviceDoc[],
): Promise<FleetDoc | null> {
  const actor = callerOf(ctx).actor;
  if (!canMoveDevices(actor)) throw accessDenied(MOVE_DENIED);
  const fleet = await targetFleet(ctx, fleetId, actor);
  // Every device is checked before the first one moves: a refused batch moves nothing.
  for (const device of devices) assertCanMove(actor, device, fleet);
  return fleet;
}

function assertCanMove(actor: Actor, device: DeviceDoc, fleet: FleetDoc | null): void {
  const target = fleet ? { fleetId: fleet.id, parentFleetId: fleet.parentFleetId } : null;
  if (!canMoveDeviceToFleet(actor, deviceFacts(device), target)) {
    throw accessDenied(target ? MOVE_DENIED : 'only an administrator can take a device out of its fleet');
  }
}

async function allocate(
  ctx: OperationContext,
  device: DeviceDoc,
  fleet: FleetDoc | null,
  step: number,
): Promise<void> {
  assertCanMove(callerOf(ctx).actor, device, fleet);
  await ctx.platform.execute(
    ctx,
    deviceDecider,
    streams.device(device.deviceSerialNumber),
    {
      type: 'AllocateDevice',
      serialNumber: device.deviceSerialNumber,
      fleetId: fleet?.id ?? null,
      targetFleet: fleet ? { exists: true, parentFleetId: fleet.parentFleetId } : null,
      at: ctx.now,
    },
    step,
  );
}

async function devicesBySerial(ctx: OperationContext, serials: string[]): Promise<DeviceDoc[]> {
  const actor = callerOf(ctx).actor;
  return Promise.all(serials.map((s) => requireDevice(ctx, s, actor)));
}

export const deviceOperations = [
  operation(calls.getDevices, {
    access: {
      admin: [
        { functionId: DEVICE, right: 'view' },
        { functionId: CUSTOMER, right: 'view' },
      ],
      clients: [...clients],
    },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const filters: Filter[] = [...((await deviceScope(ctx, actor)) ?? [])];
      if (input.deviceSerialNumber) filters.push(eq('id', input.deviceSerialNumber));
      if (input.deviceSerialNumbers) filters.push(inList('id', input.deviceSerialNumbers));
      if (input.fleetId) {
        const ids = input.isContainSubFleet
          ? [input.fleetId, ...(await subFleetIds(ctx, input.fleetId))]
          : [input.fleetId];
        filters.push(inList('fleetId', ids));
      }
      if (input.filterServiceExpiredDate !== undefined) {
        filters.push({ field: 'serviceExpiredDate', op: 'lte', value: input.filterServiceExpiredDate });
      }
      if (input.lastLoadingTimestamp !== undefined) {
        filters.push({ field: 'updatedTimestamp', op: 'gt', value: input.lastLoadingTimestamp });
      }
      return find(ctx, Collections.devices, {
        filters,
        keyword: {
          fields: ['deviceSerialNumber', 'carName', 'deviceOwnerName', 'fleetAlias', 'simNumber'],
          value: input.keyword ?? '',
        },
        sort: [{ field: 'deviceSerialNumber', direction: 'asc' }],
        page: pageOf(input, actor.kind === 'admin' ? PAGE_SIZES.devices : CLIENT_DEVICE_PAGE),
      });
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
          await ctx.platform.execute(
            { caller: ctx.caller, commandId: `${ctx.commandId}/add-${serial}` },
            deviceDecider,
            streams.device(serial),
            {
              type: 'AddDevice',
              serialNumber: serial,
              serviceExpiredAt: defaultServiceExpiry(ctx.now),
              at: ctx.now,
            },
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
      const devices = await devicesBySerial(ctx, input.deviceSerialNumbers);
      const fleet = await moveTarget(ctx, input.fleetId, devices);
      for (const [i, device] of devices.entries()) await allocate(ctx, device, fleet, i + 1);
      return devicesBySerial(ctx, input.deviceSerialNumbers);
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
      const device = await requireDevice(ctx, input.deviceSerialNumber, actor);
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
        esimId: input.esimId,
        isValueAddedVisible: input.isValueAddedVisible,
        [API_FIELD_RENAMES.isCarElectricity.command]: input.isCarElectricity,
        serviceStatusCode: input.serviceStatusCode,
        [API_FIELD_RENAMES.password.command]:
          input.password === undefined ? undefined : await hashSecret(input.password),
        at: ctx.now,
      };
      const fields = Object.keys(command).filter(
        (k) => !['type', 'serialNumber', 'at'].includes(k) && command[k as keyof EditDevice] !== undefined,
      );
      if (fields.length > 0) {
        // Refused rather than silently dropped, so a client learns exactly which field it may not change.
        const forbidden = forbiddenDeviceEditFields(actor, fields);
        if (forbidden.length > 0)
          throw accessDenied(`not permitted to change ${forbidden.map(apiFieldName).join(', ')}`);
        if (!canEditDeviceInfo(actor, deviceFacts(device)))
          throw accessDenied('editing device info is not permitted');
      }
      // The move is authorised before anything is written, so a refused move leaves the edit undone too.
      const moves = input.fleetId !== undefined && input.fleetId !== device.fleetId;
      const target = moves ? await moveTarget(ctx, input.fleetId, [device]) : null;
      if (fields.length > 0) {
        await ctx.platform.execute(ctx, deviceDecider, streams.device(device.deviceSerialNumber), command);
      }
      if (moves) await allocate(ctx, device, target, 1);
      return requireDevice(ctx, device.deviceSerialNumber, actor);
    },
  }),
  operation(calls.getExpireServiceDevices, {
    access: { admin: { functionId: DEVICE, right: 'view' }, clients: [...clients] },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const limit = micros(ctx.now + SERVICE_EXPIRY_WINDOW_DAYS * 86_400_000);
      return find(ctx, Collections.devices, {
        filters: [
          ...((await deviceScope(ctx, actor)) ?? []),
          { field: 'serviceExpiredDate', op: 'lte', value: limit },
        ],
        sort: [{ field: 'serviceExpiredDate', direction: 'asc' }],
        page: pageOf(input, actor.kind === 'admin' ? PAGE_SIZES.devices : CLIENT_DEVICE_PAGE),
      });
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
      const devices = await devicesBySerial(ctx, input.deviceSerialNumbers);
      for (const [i, device] of devices.entries()) {
        await ctx.platform.execute(
          ctx,
          deviceDecider,
          streams.device(device.deviceSerialNumber),
          { type: 'StopDeviceService', serialNumber: device.deviceSerialNumber, at: ctx.now },
          i + 1,
        );
      }
      return devicesBySerial(ctx, input.deviceSerialNumbers);
    },
  }),
];
