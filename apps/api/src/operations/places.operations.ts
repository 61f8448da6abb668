import {
  AdminFunction,
  PLACE_LIMITS,
  assertPlacesInService,
  canEditPlaces,
  canViewPlaces,
  type Actor,
  type DeviceScope,
  type PlaceCommand,
} from '@gps/domain';
import { calls } from '@gps/contracts';
import { Collections, type DeviceDoc, type FenceDoc, type MarkerDoc } from '@gps/projections';
import type { Collection } from '@gps/read-store';
import { accessDenied, notFound, validationError } from '../request/api-error';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { createdIdFor } from '../infrastructure/ids';
import type { Aggregates } from '../commands/aggregates';
import { deviceFacts, requireDevice } from './shared/device-access';
import { eq } from './shared/lists';
import type { ReadModels } from './shared/read-models';

const CUSTOMER = AdminFunction.CUSTOMER;
const clients = ['fleet', 'device'] as const;
const VIEW = { admin: { functionId: CUSTOMER, right: 'view' as const }, clients: [...clients] };
const EDIT = { admin: { functionId: CUSTOMER, right: 'edit' as const }, clients: [...clients] };
/** Copying reaches other devices: the spec shows it to fleet accounts (a device account has one device). */
const COPY = { admin: { functionId: CUSTOMER, right: 'edit' as const }, clients: ['fleet' as const] };

/** What the fence and marker calls need. */
export interface PlaceOperationDeps {
  commands: Pick<Aggregates, 'places'>;
  read: ReadModels;
}

type PlaceDoc = FenceDoc | MarkerDoc;
type Rule = (actor: Actor, device: DeviceScope) => boolean;

/**
 * The device whose places a call reads or changes: in the caller's tenancy (else -3), with the
 * right (else -4), and in service (else -5 service_expired). `field` names it in the input.
 */
async function placesDevice(
  read: ReadModels,
  ctx: OperationContext,
  serial: string,
  may: Rule,
  field = 'deviceSerialNumber',
): Promise<DeviceDoc> {
  const actor = callerOf(ctx).actor;
  const device = await requireDevice(read, serial, actor);
  if (!may(actor, deviceFacts(device)))
    throw accessDenied('fences and markers need the customer right', 'no_permission');
  assertPlacesInService(
    field,
    {
      serialNumber: device.deviceSerialNumber,
      serviceExpiredDate: device.serviceExpiredDate,
      serviceStatusCode: device.serviceStatusCode,
    },
    ctx.now,
  );
  return device;
}

async function listOf<T extends PlaceDoc, R>(
  read: ReadModels,
  collection: Collection<T>,
  serial: string,
  row: (doc: T) => R,
) {
  const page = await read.find(collection, {
    filters: [eq('deviceSerialNumber', serial)],
    sort: [{ field: 'createdAt', direction: 'asc' }],
    page: { index: 0, rows: PLACE_LIMITS.perDeviceMax },
  });
  return { total: page.total, rows: page.rows.map(row) };
}

/** A place of this device, or -3: an id of another device is not this device's to name. */
async function placeOf<T extends PlaceDoc>(
  read: ReadModels,
  collection: Collection<T>,
  serial: string,
  id: string,
  what: string,
): Promise<T> {
  const doc = await read.get(collection, id);
  if (!doc || doc.deviceSerialNumber !== serial) throw notFound(`${what} ${id} not found`);
  return doc;
}

/** A fence as the calls answer it: the read model's row without its ordering key. */
function fenceRow(doc: FenceDoc) {
  return {
    id: doc.id,
    deviceSerialNumber: doc.deviceSerialNumber,
    alias: doc.alias,
    fenceType: doc.fenceType,
    coordinates: doc.coordinates,
    radius: doc.radius,
    isEnterWarning: doc.isEnterWarning,
    isExitWarning: doc.isExitWarning,
    remark: doc.remark,
    targetType: doc.targetType,
  };
}

function markerRow(doc: MarkerDoc) {
  const { id, deviceSerialNumber, alias, latitude, longitude, remark, targetType, markerType } = doc;
  return { id, deviceSerialNumber, alias, latitude, longitude, remark, targetType, markerType };
}

async function written<T extends PlaceDoc, R>(
  read: ReadModels,
  collection: Collection<T>,
  id: string,
  row: (doc: T) => R,
): Promise<R> {
  const doc = await read.get(collection, id);
  if (!doc) throw new Error(`place ${id} is recorded but not in the read model`);
  return row(doc);
}

/** The fence fields of a stored fence, as a form would give them (what a copy adds). */
function fenceFieldsOf(doc: FenceDoc) {
  return {
    alias: doc.alias,
    fenceType: doc.fenceType,
    coordinates: doc.coordinates,
    radius: doc.radius ?? undefined,
    isEnterWarning: doc.isEnterWarning,
    isExitWarning: doc.isExitWarning,
    remark: doc.remark ?? undefined,
    targetType: doc.targetType,
  };
}

function markerFieldsOf(doc: MarkerDoc) {
  return {
    alias: doc.alias,
    latitude: doc.latitude,
    longitude: doc.longitude,
    remark: doc.remark ?? undefined,
    targetType: doc.targetType,
    markerType: doc.markerType,
  };
}

/**
 * Every target of a copy, checked before anything is written: listed once, not the source, in
 * the caller's tenancy with the right, in service, with room for one more. The first refusal
 * refuses the whole copy.
 */
async function copyTargets(
  read: ReadModels,
  ctx: OperationContext,
  source: string,
  serials: readonly string[],
  collection: Collection<PlaceDoc>,
): Promise<string[]> {
  const issue = (i: number, message: string, code: 'invalid' | 'too_many' = 'invalid') =>
    validationError([{ field: `deviceSerialNumbers.${i}`, code, message }]);
  const targets: string[] = [];
  for (const [i, serial] of serials.entries()) {
    if (serial === source) throw issue(i, 'a fence or marker is not copied to its own device');
    if (targets.includes(serial)) throw issue(i, `device ${serial} is listed twice`);
    await placesDevice(read, ctx, serial, canEditPlaces, `deviceSerialNumbers.${i}`);
    const held = await read.find(collection, {
      filters: [eq('deviceSerialNumber', serial)],
      page: { index: 0, rows: 1 },
    });
    if (held.total >= PLACE_LIMITS.perDeviceMax) {
      throw validationError([
        {
          field: `deviceSerialNumbers.${i}`,
          code: 'too_many',
          params: { max: PLACE_LIMITS.perDeviceMax },
          message: `device ${serial} already holds ${PLACE_LIMITS.perDeviceMax}`,
        },
      ]);
    }
    targets.push(serial);
  }
  return targets;
}

/** Writes one place command per target, each under its own key so a retried copy writes none twice. */
async function copyTo(
  { commands }: PlaceOperationDeps,
  ctx: OperationContext,
  targets: readonly string[],
  commandFor: (serial: string, id: string) => PlaceCommand,
): Promise<string[]> {
  const planned = targets.map((serial) => {
    const key = `copy-${serial}`;
    const id = createdIdFor(`${ctx.commandId}/${key}`);
    return { serial, key, id, command: commandFor(serial, id) };
  });
  // The stored place passed these rules when it was saved; checked again before the first write.
  for (const p of planned) commands.places.validateNew(p.command);
  for (const p of planned) await commands.places.execute(ctx, p.serial, p.command, { key: p.key });
  return planned.map((p) => p.id);
}

export const placeOperations = (deps: PlaceOperationDeps) => {
  const { read, commands } = deps;
  return [
    operation(calls.getFences, {
      access: VIEW,
      async run(ctx, input) {
        const device = await placesDevice(read, ctx, input.deviceSerialNumber, canViewPlaces);
        return listOf(read, Collections.fences, device.deviceSerialNumber, fenceRow);
      },
    }),
    operation(calls.addFence, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, ...fields }) {
        const device = await placesDevice(read, ctx, deviceSerialNumber, canEditPlaces);
        const fenceId = createdIdFor(ctx.commandId);
        await commands.places.execute(ctx, device.deviceSerialNumber, {
          type: 'AddFence',
          serialNumber: device.deviceSerialNumber,
          fenceId,
          ...fields,
          at: ctx.now,
        });
        return written(read, Collections.fences, fenceId, fenceRow);
      },
    }),
    operation(calls.editFence, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, id, ...fields }) {
        const device = await placesDevice(read, ctx, deviceSerialNumber, canEditPlaces);
        await placeOf(read, Collections.fences, device.deviceSerialNumber, id, 'fence');
        await commands.places.execute(ctx, device.deviceSerialNumber, {
          type: 'EditFence',
          serialNumber: device.deviceSerialNumber,
          fenceId: id,
          ...fields,
          at: ctx.now,
        });
        return written(read, Collections.fences, id, fenceRow);
      },
    }),
    operation(calls.deleteFence, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, id }) {
        const device = await placesDevice(read, ctx, deviceSerialNumber, canEditPlaces);
        await placeOf(read, Collections.fences, device.deviceSerialNumber, id, 'fence');
        await commands.places.execute(ctx, device.deviceSerialNumber, {
          type: 'DeleteFence',
          serialNumber: device.deviceSerialNumber,
          fenceId: id,
          at: ctx.now,
        });
        return true;
      },
    }),
    operation(calls.copyFence, {
      access: COPY,
      async run(ctx, input) {
        const source = await placesDevice(read, ctx, input.deviceSerialNumber, canViewPlaces);
        const fence = await placeOf(read, Collections.fences, source.deviceSerialNumber, input.id, 'fence');
        const targets = await copyTargets(
          read,
          ctx,
          source.deviceSerialNumber,
          input.deviceSerialNumbers,
          Collections.fences,
        );
        const ids = await copyTo(deps, ctx, targets, (serialNumber, fenceId) => ({
          type: 'AddFence',
          serialNumber,
          fenceId,
          ...fenceFieldsOf(fence),
          at: ctx.now,
        }));
        const rows = await Promise.all(ids.map((id) => written(read, Collections.fences, id, fenceRow)));
        return { total: rows.length, rows };
      },
    }),
    operation(calls.getMarkers, {
      access: VIEW,
      async run(ctx, input) {
        const device = await placesDevice(read, ctx, input.deviceSerialNumber, canViewPlaces);
        return listOf(read, Collections.markers, device.deviceSerialNumber, markerRow);
      },
    }),
    operation(calls.addMarker, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, ...fields }) {
        const device = await placesDevice(read, ctx, deviceSerialNumber, canEditPlaces);
        const markerId = createdIdFor(ctx.commandId);
        await commands.places.execute(ctx, device.deviceSerialNumber, {
          type: 'AddMarker',
          serialNumber: device.deviceSerialNumber,
          markerId,
          ...fields,
          at: ctx.now,
        });
        return written(read, Collections.markers, markerId, markerRow);
      },
    }),
    operation(calls.editMarker, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, id, ...fields }) {
        const device = await placesDevice(read, ctx, deviceSerialNumber, canEditPlaces);
        await placeOf(read, Collections.markers, device.deviceSerialNumber, id, 'marker');
        await commands.places.execute(ctx, device.deviceSerialNumber, {
          type: 'EditMarker',
          serialNumber: device.deviceSerialNumber,
          markerId: id,
          ...fields,
          at: ctx.now,
        });
        return written(read, Collections.markers, id, markerRow);
      },
    }),
    operation(calls.deleteMarker, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, id }) {
        const device = await placesDevice(read, ctx, deviceSerialNumber, canEditPlaces);
        await placeOf(read, Collections.markers, device.deviceSerialNumber, id, 'marker');
        await commands.places.execute(ctx, device.deviceSerialNumber, {
          type: 'DeleteMarker',
          serialNumber: device.deviceSerialNumber,
          markerId: id,
          at: ctx.now,
        });
        return true;
      },
    }),
    operation(calls.copyMarker, {
      access: COPY,
      async run(ctx, input) {
        const source = await placesDevice(read, ctx, input.deviceSerialNumber, canViewPlaces);
        const marker = await placeOf(
          read,
          Collections.markers,
          source.deviceSerialNumber,
          input.id,
          'marker',
        );
        const targets = await copyTargets(
          read,
          ctx,
          source.deviceSerialNumber,
          input.deviceSerialNumbers,
          Collections.markers,
        );
        const ids = await copyTo(deps, ctx, targets, (serialNumber, markerId) => ({
          type: 'AddMarker',
          serialNumber,
          markerId,
          ...markerFieldsOf(marker),
          at: ctx.now,
        }));
        const rows = await Promise.all(ids.map((id) => written(read, Collections.markers, id, markerRow)));
        return { total: rows.length, rows };
      },
    }),
  ];
};
