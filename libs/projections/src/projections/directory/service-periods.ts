import { OrderKind, ServiceStatus } from '@gps/codes';
import { statusAfterExpiryMoved, type DeviceEvent, type ServicePeriodEvent } from '@gps/domain';
import type { Handlers } from '../../define-projection';
import { Collections, micros, type DeviceDoc } from '../../read-models';
import { streamIdOf, update } from '../support';

type ServicePeriodHandlers = Pick<Handlers<DeviceEvent>, ServicePeriodEvent['type']>;

/** The row's field each kind of period lives in (µs, as the spec's device row has them). */
const EXPIRY_FIELD = {
  [OrderKind.SERVICE]: 'serviceExpiredDate',
  [OrderKind.VIP]: 'valueExpiredDate',
  [OrderKind.ADDRESS_PLAN]: 'addressPlanExpiredDate',
} as const satisfies Record<OrderKind, keyof DeviceDoc>;

/** The service expiry moved: the row keeps it, and an expired device renewed into the future is normal again. */
function serviceExpiryMoved(doc: DeviceDoc, expiredAt: number, at: number): DeviceDoc {
  const status = statusAfterExpiryMoved(doc.serviceStatusCode, expiredAt, at);
  return {
    ...doc,
    serviceExpiredDate: micros(expiredAt),
    serviceStatusCode: status,
    status,
    updatedTimestamp: micros(at),
  };
}

/** The device's service periods (docs/decisions/service-lifecycle.md) on its directory row. */
export const servicePeriodHandlers = {
  async ServiceExtended(event, w) {
    const { expiredAt, at } = event.data;
    await update(w, Collections.devices, streamIdOf(event), (doc) => serviceExpiryMoved(doc, expiredAt, at));
  },

  async ServiceManuallyAdjusted(event, w) {
    const { fromExpiredAt, expiredAt, reason, at, by, byAccount } = event.data;
    const device = await w.get(Collections.devices, streamIdOf(event));
    await w.put(Collections.serviceAdjustments, {
      id: event.id,
      deviceSerialNumber: streamIdOf(event),
      carName: device?.carName ?? null,
      fleetId: device?.fleetId ?? null,
      fleetAlias: device?.fleetAlias ?? null,
      fromServiceExpiredDate: micros(fromExpiredAt),
      toServiceExpiredDate: micros(expiredAt),
      reason,
      adminId: by,
      adminName: byAccount ?? null,
      timestamp: micros(at),
      seq: Number(event.position),
    });
    await update(w, Collections.devices, streamIdOf(event), (doc) => serviceExpiryMoved(doc, expiredAt, at));
  },

  async ValueServiceExtended(event, w) {
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      valueExpiredDate: micros(event.data.expiredAt),
      updatedTimestamp: micros(event.data.at),
    }));
  },

  async AddressPlanExtended(event, w) {
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      addressPlanExpiredDate: micros(event.data.expiredAt),
      updatedTimestamp: micros(event.data.at),
    }));
  },

  async ServiceTakenBack(event, w) {
    const { kind, expiredAt, at } = event.data;
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      [EXPIRY_FIELD[kind]]: micros(expiredAt),
      updatedTimestamp: micros(at),
    }));
  },

  async ServiceExpired(event, w) {
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      serviceStatusCode: ServiceStatus.EXPIRED,
      status: ServiceStatus.EXPIRED,
      updatedTimestamp: micros(event.data.at),
    }));
  },
} satisfies ServicePeriodHandlers;
