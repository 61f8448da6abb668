import { ORDER_KINDS, OrderKind, ServiceStatus } from '@gps/codes';
import { refusal } from '../errors';
import { event } from '../shared/event';
import { activeValue } from '../shared/lifecycle';
import { requiredText } from '../validation/text';
import { identifier } from '../validation/identifiers';
import { integerInRange, oneOf, timestamp } from '../validation/numbers';
import { DAY_MS } from './info';
import type {
  AddressPlanExtended,
  ServiceExpired,
  ServiceExtended,
  ServiceManuallyAdjusted,
  ServicePeriodEvent,
  ServiceTakenBack,
  ValueServiceExtended,
} from './service-events';
import type { AdjustService, ExpireService, ExtendService, TakeBackService } from './service-period-commands';
import type { Device, DeviceState } from './state';

/** The rules of a device's service periods (docs/decisions/service-lifecycle.md). */
export const SERVICE_PERIOD_LIMITS = {
  /** Days one order line may add or take back: ten years, far beyond any plan item. */
  maxDays: 3650,
  /** Characters (code points) of an adjustment's reason, after trimming. */
  reasonMax: 280,
  /** Characters of the administrator's sign-in name recorded with an adjustment. */
  accountMax: 64,
} as const;

const WHAT = 'device';
const CONTINUE_FROM = ['expiry', 'now'] as const;

/** The key that makes delivering (or taking back) one order's line of one kind happen once. */
export function orderLineKey(orderNumber: string, kind: OrderKind): string {
  return `${orderNumber}:${kind}`;
}

/**
 * The status once the service expiry is `expiredAt` (at `at`): an EXPIRED device whose expiry is
 * now in the future is back to NORMAL. Stopped and paid-stop stay: an administrator's decision
 * that a renewal does not undo. The directory projection applies the same rule.
 */
export function statusAfterExpiryMoved<S extends number | null>(
  status: S,
  expiredAt: number,
  at: number,
): S | typeof ServiceStatus.NORMAL {
  return status === ServiceStatus.EXPIRED && expiredAt > at ? ServiceStatus.NORMAL : status;
}

/** Whether the sweep expires a device now: its expiry passed and it is in service (normal or never set). */
export function serviceIsDueToExpire(status: number | null, serviceExpiredAt: number, at: number): boolean {
  return (status === null || status === ServiceStatus.NORMAL) && serviceExpiredAt <= at;
}

function currentExpiry(device: Device, kind: OrderKind): number | null {
  if (kind === OrderKind.VIP) return device.valueExpiredAt;
  if (kind === OrderKind.ADDRESS_PLAN) return device.addressPlanExpiredAt;
  return device.serviceExpiredAt;
}

/**
 * Where a delivered period starts. The service continues from its old expiry (a renewal within
 * the overtime days keeps the service continuous, even when that expiry has passed) unless the
 * line is overtime ('now': from delivery). A VIP or address plan has no overtime: it never starts
 * in the past, so a lapsed one restarts at delivery; a running one is continued either way.
 */
function periodStart(
  kind: OrderKind,
  from: number | null,
  continueFrom: 'expiry' | 'now',
  at: number,
): number {
  if (from === null) return at;
  if (kind === OrderKind.SERVICE && continueFrom === 'expiry') return from;
  return Math.max(from, at);
}

export function extendService(c: ExtendService, state: DeviceState): ServicePeriodEvent[] {
  const device = activeValue(state, WHAT, c.serialNumber);
  const kind = oneOf('kind', c.kind, ORDER_KINDS);
  const orderNumber = identifier('orderNumber', c.orderNumber);
  const days = integerInRange('days', c.days, 1, SERVICE_PERIOD_LIMITS.maxDays);
  const continueFrom = oneOf('continueFrom', c.continueFrom, CONTINUE_FROM);
  const at = timestamp('at', c.at);
  if (device.deliveredOrderLines.includes(orderLineKey(orderNumber, kind))) return [];
  const from = currentExpiry(device, kind);
  const expiredAt = periodStart(kind, from, continueFrom, at) + days * DAY_MS;
  if (kind === OrderKind.SERVICE) {
    return [
      event<ServiceExtended>('ServiceExtended', {
        orderNumber,
        days,
        fromExpiredAt: device.serviceExpiredAt,
        expiredAt,
        at,
      }),
    ];
  }
  const data = { orderNumber, days, fromExpiredAt: from, expiredAt, at };
  return kind === OrderKind.VIP
    ? [event<ValueServiceExtended>('ValueServiceExtended', data)]
    : [event<AddressPlanExtended>('AddressPlanExtended', data)];
}

/**
 * Takes back the days an order delivered: the expiry moves back by `days`, never before `at` (the
 * customer is not charged for a past they already had). Nothing when the order never delivered
 * that kind to this device, or was already taken back (a refund processed twice takes back once).
 */
export function takeBackService(c: TakeBackService, state: DeviceState): ServicePeriodEvent[] {
  const device = activeValue(state, WHAT, c.serialNumber);
  const kind = oneOf('kind', c.kind, ORDER_KINDS);
  const orderNumber = identifier('orderNumber', c.orderNumber);
  const days = integerInRange('days', c.days, 1, SERVICE_PERIOD_LIMITS.maxDays);
  const at = timestamp('at', c.at);
  const key = orderLineKey(orderNumber, kind);
  if (!device.deliveredOrderLines.includes(key) || device.takenBackOrderLines.includes(key)) return [];
  const from = currentExpiry(device, kind);
  if (from === null) return [];
  const expiredAt = Math.max(at, Math.min(from, from - days * DAY_MS));
  return [
    event<ServiceTakenBack>('ServiceTakenBack', { orderNumber, kind, fromExpiredAt: from, expiredAt, at }),
  ];
}

/**
 * The sweep's command. Nothing unless the expiry has passed and the device is in service: a
 * renewal that landed between the sweep's read and this command, or a device already expired,
 * stopped or on a paid stop, is left as it is.
 */
export function expireService(c: ExpireService, state: DeviceState): ServicePeriodEvent[] {
  const device = activeValue(state, WHAT, c.serialNumber);
  const at = timestamp('at', c.at);
  if (!serviceIsDueToExpire(device.serviceStatusCode, device.serviceExpiredAt, at)) return [];
  return [event<ServiceExpired>('ServiceExpired', { expiredAt: device.serviceExpiredAt, at })];
}

/** An administrator's adjustment: any expiry, with a reason; refused when it would not move. */
export function adjustService(c: AdjustService, state: DeviceState): ServicePeriodEvent[] {
  const device = activeValue(state, WHAT, c.serialNumber);
  const expiredAt = timestamp('serviceExpiredAt', c.serviceExpiredAt);
  const reason = requiredText('reason', c.reason, SERVICE_PERIOD_LIMITS.reasonMax);
  const at = timestamp('at', c.at);
  const by = identifier('by', c.by);
  const byAccount = requiredText('byAccount', c.byAccount, SERVICE_PERIOD_LIMITS.accountMax);
  if (expiredAt === device.serviceExpiredAt) {
    throw refusal('conflict', 'expiry_unchanged', `device ${c.serialNumber}'s service already expires then`, {
      field: 'serviceExpiredDate',
    });
  }
  return [
    event<ServiceManuallyAdjusted>('ServiceManuallyAdjusted', {
      fromExpiredAt: device.serviceExpiredAt,
      expiredAt,
      reason,
      at,
      by,
      byAccount,
    }),
  ];
}

/** The device after one of its service-period events. */
export function evolveServicePeriod(d: Device, e: ServicePeriodEvent): Device {
  switch (e.type) {
    case 'ServiceExtended':
      return {
        ...delivered(d, e.data.orderNumber, OrderKind.SERVICE),
        serviceExpiredAt: e.data.expiredAt,
        serviceStatusCode: statusAfterExpiryMoved(d.serviceStatusCode, e.data.expiredAt, e.data.at),
      };
    case 'ValueServiceExtended':
      return { ...delivered(d, e.data.orderNumber, OrderKind.VIP), valueExpiredAt: e.data.expiredAt };
    case 'AddressPlanExtended':
      return {
        ...delivered(d, e.data.orderNumber, OrderKind.ADDRESS_PLAN),
        addressPlanExpiredAt: e.data.expiredAt,
      };
    case 'ServiceTakenBack':
      return takenBack(d, e);
    case 'ServiceExpired':
      return { ...d, serviceStatusCode: ServiceStatus.EXPIRED };
    case 'ServiceManuallyAdjusted':
      return {
        ...d,
        serviceExpiredAt: e.data.expiredAt,
        serviceStatusCode: statusAfterExpiryMoved(d.serviceStatusCode, e.data.expiredAt, e.data.at),
      };
  }
}

function delivered(d: Device, orderNumber: string | null, kind: OrderKind): Device {
  if (orderNumber === null) return d;
  return { ...d, deliveredOrderLines: [...d.deliveredOrderLines, orderLineKey(orderNumber, kind)] };
}

function takenBack(d: Device, e: ServiceTakenBack): Device {
  const { kind, expiredAt } = e.data;
  const marked = {
    ...d,
    takenBackOrderLines: [...d.takenBackOrderLines, orderLineKey(e.data.orderNumber, kind)],
  };
  if (kind === OrderKind.VIP) return { ...marked, valueExpiredAt: expiredAt };
  if (kind === OrderKind.ADDRESS_PLAN) return { ...marked, addressPlanExpiredAt: expiredAt };
  return { ...marked, serviceExpiredAt: expiredAt };
}
