import { AccountStatus, AccountType } from '@gps/codes';
import type { FleetEvent } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Handlers } from '../../define-projection';
import { Collections, micros, type DeviceDoc, type FleetDoc } from '../../read-models';
import { defined, streamIdOf, update } from '../support';

/** Fleet events: the fleet rows, and the fleet alias every device row of the fleet repeats. */
export const fleetHandlers = {
  async FleetCreated({ data: d }, w) {
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
      speedLimitKmh: null,
      numberOfDevices: 0,
      numberOfSubFleets: 0,
      loginTimestamp: null,
      statusCode: d.statusCode ?? AccountStatus.NORMAL,
      accountType: AccountType.FLEET,
      createDate: micros(d.at),
    };
    await w.put(Collections.fleets, doc);
    if (doc.parentFleetId) await countSubFleets(w, doc.parentFleetId, +1);
  },

  async FleetEdited(event, w) {
    const id = streamIdOf(event);
    const { changes, at } = event.data;
    await update(w, Collections.fleets, id, (doc) => ({ ...doc, ...defined(changes) }));
    if (changes.alias === undefined) return;
    // The device rows changed (fleetAlias): polling clients (lastLoadingTimestamp) must see them.
    for (const device of await devicesOf(w, id)) {
      await w.put(Collections.devices, {
        ...device,
        fleetAlias: changes.alias,
        updatedTimestamp: micros(at),
      });
    }
  },

  async FleetSignedIn(event, w) {
    await update(w, Collections.fleets, streamIdOf(event), (doc) => ({
      ...doc,
      loginTimestamp: micros(event.data.at),
    }));
  },

  async FleetDeleted(event, w) {
    const id = streamIdOf(event);
    const fleet = await w.get(Collections.fleets, id);
    await w.delete(Collections.fleets, id);
    if (fleet?.parentFleetId) await countSubFleets(w, fleet.parentFleetId, -1);
  },
} satisfies Handlers<FleetEvent>;

async function devicesOf(w: ReadModelWriter, fleetId: string): Promise<DeviceDoc[]> {
  const page = await w.find(Collections.devices, {
    filters: [{ field: 'fleetId', op: 'eq', value: fleetId }],
  });
  return page.rows;
}

export const countDevices = (w: ReadModelWriter, fleetId: string, delta: number): Promise<void> =>
  update(w, Collections.fleets, fleetId, (f) => ({
    ...f,
    numberOfDevices: f.numberOfDevices + delta,
  }));

const countSubFleets = (w: ReadModelWriter, fleetId: string, delta: number): Promise<void> =>
  update(w, Collections.fleets, fleetId, (f) => ({
    ...f,
    numberOfSubFleets: f.numberOfSubFleets + delta,
  }));
