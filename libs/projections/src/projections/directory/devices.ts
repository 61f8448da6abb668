import { BinaryFlag, DeviceStatusCode, NO_PLAN, ServiceStatus, planLetter } from '@gps/codes';
import {
  DEVICE_DEFAULTS,
  POSITION_REJECT_REASONS,
  addedValueAddedVisible,
  type DeviceChanges,
  type DeviceEvent,
  type PositionRejectReason,
} from '@gps/domain';
import type { Handlers } from '../../define-projection';
import { presenceOf } from '../../presence/device-presence';
import { Collections, micros, type DeviceDoc } from '../../read-models';
import { defined, streamIdOf, update } from '../support';
import { countDevices } from './fleets';
import { keepPresence } from './presence';
import { servicePeriodHandlers } from './service-periods';

/** Device lifecycle events (the `device-<serial>` stream): the device row and its fleet's count. */
export const deviceHandlers = {
  async DeviceAdded({ data: d }, w) {
    const device = {
      ...newDevice(d.serialNumber, d.at, d.serviceExpiredAt),
      isValueAddedVisible: addedValueAddedVisible(d.isValueAddedVisible),
    };
    await w.put(Collections.devices, device);
    await keepPresence(w, undefined, device);
  },

  async DeviceAllocated(event, w) {
    const d = event.data;
    const fleet = d.fleetId ? await w.get(Collections.fleets, d.fleetId) : undefined;
    const doc = await w.get(Collections.devices, streamIdOf(event));
    if (doc) {
      const allocated: DeviceDoc = {
        ...doc,
        fleetId: d.fleetId,
        fleetAlias: fleet?.alias ?? null,
        parentFleetId: fleet?.parentFleetId ?? null,
        allocated: d.fleetId ? BinaryFlag.ON : BinaryFlag.OFF,
        updatedTimestamp: micros(d.at),
      };
      await w.put(Collections.devices, allocated);
      await keepPresence(w, presenceOf(doc), allocated);
    }
    if (d.previousFleetId) await countDevices(w, d.previousFleetId, -1);
    if (d.fleetId) await countDevices(w, d.fleetId, +1);
  },

  async DeviceEdited(event, w) {
    const { changes, at } = event.data;
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      ...deviceFields(changes),
      updatedTimestamp: micros(at),
    }));
  },

  async DevicePasswordChanged(event, w) {
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      hasPassword: true,
      updatedTimestamp: micros(event.data.at),
    }));
  },

  async DeviceServiceStopped(event, w) {
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      status: ServiceStatus.STOPPED,
      serviceStatusCode: ServiceStatus.STOPPED,
      updatedTimestamp: micros(event.data.at),
    }));
  },

  async DeviceAddressConverted(event, w) {
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      convertGpsToAddressTimes: doc.convertGpsToAddressTimes + 1,
      updatedTimestamp: micros(event.data.at),
    }));
  },

  async DevicePlanAssigned(event, w) {
    const { planId, at } = event.data;
    await update(w, Collections.devices, streamIdOf(event), (doc) => ({
      ...doc,
      planId,
      planName: planLetter(planId),
      updatedTimestamp: micros(at),
    }));
  },
  ...servicePeriodHandlers,
} satisfies Handlers<DeviceEvent>;

export function newDevice(serial: string, at: number, serviceExpiredAt: number): DeviceDoc {
  return {
    id: serial,
    deviceId: serial,
    deviceSerialNumber: serial,
    carName: null,
    alias: null,
    deviceOwnerName: null,
    phoneNumber: null,
    email: null,
    simNumber: null,
    // The decider's defaults (DeviceAdded does not repeat them): an edit back to a default value
    // produces no event, so any other starting value here would stick in the read model.
    carElectricity: DEVICE_DEFAULTS.carElectricity,
    firmwareVersion: null,
    model: null,
    speedLimitKmh: null,
    esimId: null,
    isValueAddedVisible: DEVICE_DEFAULTS.isValueAddedVisible,
    serviceStatusCode: DEVICE_DEFAULTS.serviceStatusCode,
    status: DEVICE_DEFAULTS.serviceStatusCode,
    fleetId: null,
    fleetAlias: null,
    parentFleetId: null,
    planId: NO_PLAN,
    planName: null,
    serviceExpiredDate: micros(serviceExpiredAt),
    valueExpiredDate: null,
    addressPlanExpiredDate: null,
    createDate: micros(at),
    deviceStatusCode: DeviceStatusCode.OFFLINE,
    warnings: 0,
    locateType: null,
    speed: null,
    isProtected: null,
    latitude: null,
    longitude: null,
    gpsLatitude: null,
    gpsLongitude: null,
    address: null,
    deviceIcon: DEVICE_DEFAULTS.deviceIcon,
    convertGpsToAddressTimes: 0,
    parkedAtMarker: null,
    hasPassword: false,
    allocated: BinaryFlag.OFF,
    updatedTimestamp: micros(at),
    // Telemetry: nothing known until the device reports (device-telemetry.ts fills these in).
    course: null,
    altitude: null,
    satellites: null,
    batteryLevel: null,
    batteryVoltage: null,
    powerVoltage: null,
    gsmSignal: null,
    acc: null,
    lastFixTimestamp: null,
    odometerMeters: null,
    deviceOdometerMeters: null,
    vehicleStatus: null,
    protection: null,
    online: false,
    lastSeenTimestamp: null,
    rejectedPositions: 0,
    rejectedPositionsByReason: noRejections(),
  };
}

/** Every reason present from the start, in the domain's order: one document shape for every device. */
function noRejections(): Record<PositionRejectReason, number> {
  return Object.fromEntries(POSITION_REJECT_REASONS.map((r) => [r, 0])) as Record<
    PositionRejectReason,
    number
  >;
}

/** Event field names (the update payload's) to read-model names (the device entity's). */
function deviceFields(c: DeviceChanges): Partial<DeviceDoc> {
  return defined({
    carName: c.carName,
    deviceOwnerName: c.ownerName,
    phoneNumber: c.ownerPhone,
    email: c.email,
    simNumber: c.simNumber,
    deviceIcon: c.deviceIcon,
    firmwareVersion: c.firmwareVersion,
    model: c.model,
    speedLimitKmh: c.speedLimitKmh,
    esimId: c.esimId,
    isValueAddedVisible: c.isValueAddedVisible,
    carElectricity: c.carElectricity,
    serviceStatusCode: c.serviceStatusCode,
    status: c.serviceStatusCode,
  });
}
