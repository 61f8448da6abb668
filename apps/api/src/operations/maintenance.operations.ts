import {
  AdminFunction,
  assertMaintenanceInService,
  dueBy,
  fleetVisibleTo,
  localDateOf,
  serviceHasExpired,
  type MaintenanceCommand,
} from '@gps/domain';
import { calls, PAGE_SIZES } from '@gps/contracts';
import { Collections, type DeviceDoc, type MaintenanceItemDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import { notFound } from '../request/api-error';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { createdIdFor } from '../infrastructure/ids';
import type { Aggregates } from '../commands/aggregates';
import { odometerKmOf } from '../maintenance/odometer-km';
import { requireDevice } from './shared/device-access';
import { eq, inList, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';
import { deviceScope, subFleetIds } from './shared/tenancy';

const CUSTOMER = AdminFunction.CUSTOMER;
const clients = ['fleet', 'device'] as const;
/** As fences and markers: the customer's own records of a device (docs/decisions/mileage-maintenance.md). */
const VIEW = { admin: { functionId: CUSTOMER, right: 'view' as const }, clients: [...clients] };
const EDIT = { admin: { functionId: CUSTOMER, right: 'edit' as const }, clients: [...clients] };

/** What the maintenance calls need. */
export interface MaintenanceOperationDeps {
  commands: Pick<Aggregates, 'maintenance'>;
  read: ReadModels;
  timeZone: string;
}

/** The device of a call: the caller's (else -3) and in service (else -5 service_expired). */
async function maintenanceDevice(
  read: ReadModels,
  ctx: OperationContext,
  serial: string,
): Promise<DeviceDoc> {
  const device = await requireDevice(read, serial, callerOf(ctx).actor);
  assertMaintenanceInService(
    'deviceSerialNumber',
    {
      serialNumber: device.deviceSerialNumber,
      serviceExpiredDate: device.serviceExpiredDate,
      serviceStatusCode: device.serviceStatusCode,
    },
    ctx.now,
  );
  return device;
}

/**
 * The in-service devices a list covers: the caller's (deviceScope), narrowed to a fleet with its
 * sub-fleets (another's fleet: -3) and/or to one device (-3, -5 as every device call).
 */
async function listedDevices(
  read: ReadModels,
  ctx: OperationContext,
  input: { deviceSerialNumber?: string; fleetId?: string },
): Promise<DeviceDoc[]> {
  const actor = callerOf(ctx).actor;
  const filters: Filter[] = [...((await deviceScope(read, actor)) ?? [])];
  if (input.fleetId !== undefined) {
    const fleet = await read.get(Collections.fleets, input.fleetId);
    if (!fleet || !fleetVisibleTo(actor, { fleetId: fleet.id, parentFleetId: fleet.parentFleetId }))
      throw notFound('fleet not found');
    filters.push(inList('fleetId', [fleet.id, ...(await subFleetIds(read, fleet.id))]));
  }
  if (input.deviceSerialNumber !== undefined) {
    const device = await maintenanceDevice(read, ctx, input.deviceSerialNumber);
    filters.push(eq('id', device.deviceSerialNumber));
  }
  const devices = await read.find(Collections.devices, { filters });
  return devices.rows.filter((d) => !serviceHasExpired(d.serviceExpiredDate, d.serviceStatusCode, ctx.now));
}

/** An item as the calls answer it: with the device's odometer now and whether it is due today. */
function itemRow(doc: MaintenanceItemDoc, device: DeviceDoc, today: string) {
  const odometerKm = odometerKmOf(device);
  const reasons = dueBy(doc, odometerKm, today);
  return {
    id: doc.id,
    deviceSerialNumber: doc.deviceSerialNumber,
    carName: device.carName,
    name: doc.name,
    intervalKm: doc.intervalKm,
    intervalDays: doc.intervalDays,
    lastServiceOdometerKm: doc.lastServiceOdometerKm,
    lastServiceDate: doc.lastServiceDate,
    remark: doc.remark,
    nextDueOdometerKm: doc.nextDueOdometerKm,
    nextDueDate: doc.nextDueDate,
    odometerKm,
    due: reasons.length > 0,
    dueBy: reasons,
  };
}

/** An item of this device, or -3: an id of another device is not this device's to name. */
async function itemOf(read: ReadModels, serial: string, id: string): Promise<MaintenanceItemDoc> {
  const doc = await read.get(Collections.maintenanceItems, id);
  if (!doc || doc.deviceSerialNumber !== serial) throw notFound(`maintenance item ${id} not found`);
  return doc;
}

export const maintenanceOperations = ({ commands, read, timeZone }: MaintenanceOperationDeps) => {
  const todayAt = (ctx: OperationContext) => localDateOf(ctx.now, timeZone);

  /** Runs one command on the device's stream and answers the item as it then is. */
  async function written(ctx: OperationContext, device: DeviceDoc, command: MaintenanceCommand, id: string) {
    await commands.maintenance.execute(ctx, device.deviceSerialNumber, command);
    const doc = await read.get(Collections.maintenanceItems, id);
    if (!doc) throw new Error(`maintenance item ${id} is recorded but not in the read model`);
    return itemRow(doc, device, command.today);
  }

  return [
    operation(calls.getMileageMaintances, {
      access: VIEW,
      async run(ctx, input) {
        const devices = await listedDevices(read, ctx, input);
        const bySerial = new Map(devices.map((d) => [d.deviceSerialNumber, d]));
        const page = await read.find(Collections.maintenanceItems, {
          filters: [inList('deviceSerialNumber', [...bySerial.keys()])],
          sort: [
            { field: 'createdAt', direction: 'asc' },
            { field: 'id', direction: 'asc' },
          ],
          page: pageOf(input, PAGE_SIZES.mileage),
        });
        const today = todayAt(ctx);
        return {
          total: page.total,
          rows: page.rows.flatMap((doc) => {
            const device = bySerial.get(doc.deviceSerialNumber);
            return device ? [itemRow(doc, device, today)] : [];
          }),
        };
      },
    }),
    operation(calls.addMileageMaintance, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, ...fields }) {
        const device = await maintenanceDevice(read, ctx, deviceSerialNumber);
        const itemId = createdIdFor(ctx.commandId);
        return written(
          ctx,
          device,
          {
            type: 'AddMaintenanceItem',
            serialNumber: device.deviceSerialNumber,
            itemId,
            ...fields,
            today: todayAt(ctx),
            at: ctx.now,
          },
          itemId,
        );
      },
    }),
    operation(calls.editMileageMaintance, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, id, ...fields }) {
        const device = await maintenanceDevice(read, ctx, deviceSerialNumber);
        await itemOf(read, device.deviceSerialNumber, id);
        return written(
          ctx,
          device,
          {
            type: 'EditMaintenanceItem',
            serialNumber: device.deviceSerialNumber,
            itemId: id,
            ...fields,
            today: todayAt(ctx),
            at: ctx.now,
          },
          id,
        );
      },
    }),
    operation(calls.recordMileageMaintanceService, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, id, odometerKm, date }) {
        const device = await maintenanceDevice(read, ctx, deviceSerialNumber);
        const item = await itemOf(read, device.deviceSerialNumber, id);
        const now = odometerKmOf(device);
        const today = todayAt(ctx);
        return written(
          ctx,
          device,
          {
            type: 'RecordMaintenanceService',
            serialNumber: device.deviceSerialNumber,
            itemId: id,
            // A service record shows whole kilometres; the odometer's fraction is not yet one. Before
            // the device's first position no distance is known since the last service: its reading.
            odometerKm: odometerKm ?? (now === null ? item.lastServiceOdometerKm : Math.floor(now)),
            date: date ?? today,
            today,
            at: ctx.now,
          },
          id,
        );
      },
    }),
    operation(calls.deleteMileageMaintance, {
      access: EDIT,
      async run(ctx, { deviceSerialNumber, id }) {
        const device = await maintenanceDevice(read, ctx, deviceSerialNumber);
        await itemOf(read, device.deviceSerialNumber, id);
        await commands.maintenance.execute(ctx, device.deviceSerialNumber, {
          type: 'DeleteMaintenanceItem',
          serialNumber: device.deviceSerialNumber,
          itemId: id,
          today: todayAt(ctx),
          at: ctx.now,
        });
        return true;
      },
    }),
  ];
};
