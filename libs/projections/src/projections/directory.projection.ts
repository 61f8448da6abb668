import {
  DEVICE_DEFAULTS,
  type DeviceAddedData,
  type DeviceChanges,
  type FleetChanges,
  type FleetCreatedData,
} from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Projection } from '../projection';
import { Collections, micros, type DeviceDoc, type FleetDoc } from '../read-models';
import { dataOf, defined, streamIdOf, update } from './support';

/**
 * Fleets and devices in one projection: device counts and each device's fleet alias depend on both,
 * and one projection sees both in log order, so a rebuild always comes out the same.
 */
export const directoryProjection: Projection = {
  name: 'directory',
  collections: [Collections.fleets, Collections.devices],
  indexes: {
    [Collections.fleets]: ['account', 'parentFleetId'],
    [Collections.devices]: ['fleetId', 'parentFleetId', 'serviceExpiredDate', 'updatedTimestamp'],
  },
  handles: [
    'FleetCreated',
    'FleetEdited',
    'FleetSignedIn',
    'FleetDeleted',
    'DeviceAdded',
    'DeviceAllocated',
    'DeviceEdited',
    'DevicePasswordChanged',
    'DeviceServiceStopped',
  ],
  async apply(event, w) {
    const id = streamIdOf(event);
    switch (event.type) {
      case 'FleetCreated': {
        const d = dataOf<FleetCreatedData>(event);
        const doc: FleetDoc = {
          id: d.fleetId,
          account: d.account,
          alias: d.alias,
          contact: d.contact ?? null,
          phoneNumber: d.phoneNumber ?? null,
          address: d.address ?? null,
          email: d.email ?? null,
          permissions: d.permissions,
          parentFleetId: d.parentFleetId ?? null,
          numberOfDevices: 0,
          numberOfSubFleets: 0,
          loginTimestamp: null,
          statusCode: d.statusCode ?? 1,
          accountType: 2,
          createDate: micros(d.at),
        };
        await w.put(Collections.fleets, doc);
        if (doc.parentFleetId) await countSubFleets(w, doc.parentFleetId, +1);
        return;
      }
      case 'FleetEdited': {
        const { changes, at } = dataOf<{ changes: FleetChanges; at: number }>(event);
        await update<FleetDoc>(w, Collections.fleets, id, (doc) => ({ ...doc, ...defined(changes) }));
        if (changes.alias !== undefined) {
          // The device rows changed (fleetAlias): polling clients (lastLoadingTimestamp) must see them.
          for (const device of await devicesOf(w, id)) {
            await w.put(Collections.devices, {
              ...device,
              fleetAlias: changes.alias,
              updatedTimestamp: micros(at),
            });
          }
        }
        return;
      }
      case 'FleetSignedIn': {
        const { at } = dataOf<{ at: number }>(event);
        return update<FleetDoc>(w, Collections.fleets, id, (doc) => ({ ...doc, loginTimestamp: micros(at) }));
      }
      case 'FleetDeleted': {
        const fleet = await w.get<FleetDoc>(Collections.fleets, id);
        await w.delete(Collections.fleets, id);
        if (fleet?.parentFleetId) await countSubFleets(w, fleet.parentFleetId, -1);
        return;
      }
      case 'DeviceAdded': {
        const d = dataOf<DeviceAddedData>(event);
        return w.put(Collections.devices, newDevice(d.serialNumber, d.at, d.serviceExpiredAt));
      }
      case 'DeviceAllocated': {
        const d = dataOf<{ fleetId: string | null; previousFleetId: string | null; at: number }>(event);
        const fleet = d.fleetId ? await w.get<FleetDoc>(Collections.fleets, d.fleetId) : undefined;
        await update<DeviceDoc>(w, Collections.devices, id, (doc) => ({
          ...doc,
          fleetId: d.fleetId,
          fleetAlias: fleet?.alias ?? null,
          parentFleetId: fleet?.parentFleetId ?? null,
          allocated: d.fleetId ? 1 : 0,
          updatedTimestamp: micros(d.at),
        }));
        if (d.previousFleetId) await countDevices(w, d.previousFleetId, -1);
        if (d.fleetId) await countDevices(w, d.fleetId, +1);
        return;
      }
      case 'DeviceEdited': {
        const { changes, at } = dataOf<{ changes: DeviceChanges; at: number }>(event);
        return update<DeviceDoc>(w, Collections.devices, id, (doc) => ({
          ...doc,
          ...deviceFields(changes),
          updatedTimestamp: micros(at),
        }));
      }
      case 'DevicePasswordChanged': {
        const { at } = dataOf<{ at: number }>(event);
        return update<DeviceDoc>(w, Collections.devices, id, (doc) => ({
          ...doc,
          hasPassword: true,
          updatedTimestamp: micros(at),
        }));
      }
      case 'DeviceServiceStopped': {
        const { at } = dataOf<{ at: number }>(event);
        return update<DeviceDoc>(w, Collections.devices, id, (doc) => ({
          ...doc,
          status: 3,
          serviceStatusCode: 3,
          updatedTimestamp: micros(at),
        }));
      }
    }
  },
};

function newDevice(serial: string, at: number, serviceExpiredAt: number): DeviceDoc {
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
    esimId: null,
    isValueAddedVisible: DEVICE_DEFAULTS.isValueAddedVisible,
    serviceStatusCode: DEVICE_DEFAULTS.serviceStatusCode,
    status: DEVICE_DEFAULTS.serviceStatusCode,
    fleetId: null,
    fleetAlias: null,
    parentFleetId: null,
    planName: null,
    serviceExpiredDate: micros(serviceExpiredAt),
    valueExpiredDate: null,
    createDate: micros(at),
    deviceStatusCode: 1,
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
    hasPassword: false,
    allocated: 0,
    updatedTimestamp: micros(at),
  };
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
    esimId: c.esimId,
    isValueAddedVisible: c.isValueAddedVisible,
    carElectricity: c.carElectricity,
    serviceStatusCode: c.serviceStatusCode,
    status: c.serviceStatusCode,
  });
}

async function devicesOf(w: ReadModelWriter, fleetId: string): Promise<DeviceDoc[]> {
  return (
    await w.find<DeviceDoc>(Collections.devices, {
      filters: [{ field: 'fleetId', op: 'eq', value: fleetId }],
    })
  ).rows;
}

const countDevices = (w: ReadModelWriter, fleetId: string, delta: number) =>
  update<FleetDoc>(w, Collections.fleets, fleetId, (f) => ({
    ...f,
    numberOfDevices: f.numberOfDevices + delta,
  }));

const countSubFleets = (w: ReadModelWriter, fleetId: string, delta: number) =>
  update<FleetDoc>(w, Collections.fleets, fleetId, (f) => ({
    ...f,
    numberOfSubFleets: f.numberOfSubFleets + delta,
  }));
