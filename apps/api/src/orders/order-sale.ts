import {
  BinaryFlag,
  NO_PLAN,
  OrderKind,
  PlanItemStatus,
  VipPlanFlag,
  VipPlanStatus,
  type OrderKind as OrderKindCode,
} from '@gps/codes';
import { ResponseCode } from '@gps/contracts';
import { invoiceLineOf, type Actor, type PricedDevice, type PricedItem } from '@gps/domain';
import type { DeviceDoc } from '@gps/projections';
import { Collections } from '@gps/projections';
import { notFound, refused } from '../request/api-error';
import { requireDevice } from '../operations/shared/device-access';
import type { ReadModels } from '../operations/shared/read-models';

/** What an order sells, as the catalogue has it now (the order keeps its own copy). */
export interface SoldItem extends PricedItem {
  itemId: string;
  name: string;
  invoiceName: string;
  planId: number | null;
}

/** An order's item and devices, each checked against the rules of docs/decisions/billing.md. */
export interface Sale {
  item: SoldItem;
  devices: DeviceDoc[];
  /** Each device's expiry of what the kind extends (epoch ms; null: never had it). */
  priced: PricedDevice[];
  /** The devices' fleet, for finance's filters: fleetOfOrder. */
  fleetId: string | null;
}

/** A VIP plan item's flag for each VIP kind of order. */
const FLAG_OF_KIND: Record<Exclude<OrderKindCode, 'service'>, number> = {
  [OrderKind.VIP]: VipPlanFlag.VIP_SERVICE,
  [OrderKind.ADDRESS_PLAN]: VipPlanFlag.ADDRESS_PLAN,
};

const MICROS_PER_MS = 1000;
const msOf = (us: number | null): number | null => (us === null ? null : Math.floor(us / MICROS_PER_MS));

/** The device's expiry of what `kind` extends, from its directory row (µs there). */
function expiryOf(kind: OrderKindCode, device: DeviceDoc): number | null {
  if (kind === OrderKind.VIP) return msOf(device.valueExpiredDate);
  if (kind === OrderKind.ADDRESS_PLAN) return msOf(device.addressPlanExpiredDate);
  return msOf(device.serviceExpiredDate);
}

/** The item on sale: an active plan item (kind service), or a shown VIP plan item of the kind's flag. */
async function itemOnSale(read: ReadModels, kind: OrderKindCode, itemId: string): Promise<SoldItem> {
  if (kind === OrderKind.SERVICE) {
    const item = await read.get(Collections.planItems, itemId);
    if (!item || item.activeStatus !== PlanItemStatus.ACTIVE) throw notFound(`plan item ${itemId} not found`);
    return { ...item, itemId: item.id, invoiceName: item.name, planId: item.planId };
  }
  const item = await read.get(Collections.vipPlanItems, itemId);
  if (!item || item.statusCode !== VipPlanStatus.SHOW || item.flag !== FLAG_OF_KIND[kind]) {
    throw notFound(`VIP plan item ${itemId} not found`);
  }
  return {
    itemId: item.id,
    name: item.name,
    invoiceName: invoiceLineOf(item),
    planId: null,
    price: item.price,
    extendDays: item.extendDays,
    // VIP services and address plans have no overtime (billing.md).
    overtimeDays: 0,
    overtimePrice: item.price,
  };
}

/** The device may have what the item sells: its plan's item, or value-added services switched on. */
function checkDevice(kind: OrderKindCode, item: SoldItem, device: DeviceDoc): void {
  const serial = device.deviceSerialNumber;
  const field = { field: 'deviceSerialNumbers', deviceSerialNumber: serial };
  if (kind === OrderKind.SERVICE) {
    if (device.planId === NO_PLAN)
      throw refused(ResponseCode.CONFLICT, 'no_plan', `device ${serial} is on no service plan`, field);
    if (device.planId !== item.planId)
      throw refused(
        ResponseCode.CONFLICT,
        'item_not_of_plan',
        `item ${item.itemId} is not of device ${serial}'s plan`,
        field,
      );
    return;
  }
  if (device.isValueAddedVisible !== BinaryFlag.ON)
    throw refused(
      ResponseCode.CONFLICT,
      'not_value_added',
      `device ${serial} has no value-added services`,
      field,
    );
}

/**
 * Looks up the item and every device (-3 for one the actor may not see, a sub-fleet's parent's
 * included) and checks the rules; nothing is written.
 */
export async function saleOf(
  read: ReadModels,
  actor: Actor,
  input: { kind: OrderKindCode; itemId: string; deviceSerialNumbers: readonly string[] },
): Promise<Sale> {
  const devices: DeviceDoc[] = [];
  for (const serial of input.deviceSerialNumbers) devices.push(await requireDevice(read, serial, actor));
  const item = await itemOnSale(read, input.kind, input.itemId);
  for (const device of devices) checkDevice(input.kind, item, device);
  return {
    item,
    devices,
    priced: devices.map((d) => ({ serialNumber: d.deviceSerialNumber, expiredAt: expiryOf(input.kind, d) })),
    fleetId: fleetOfOrder(devices),
  };
}

/**
 * The fleet an order is recorded under: the devices' fleet, or, for devices of a main fleet and its
 * sub-fleets together (only a main fleet or an administrator can order those), the main fleet.
 */
export function fleetOfOrder(
  devices: readonly Pick<DeviceDoc, 'fleetId' | 'parentFleetId'>[],
): string | null {
  const fleets = new Set(devices.map((d) => d.fleetId));
  const [first] = devices;
  if (fleets.size <= 1 || !first) return first?.fleetId ?? null;
  return first.parentFleetId ?? first.fleetId;
}
