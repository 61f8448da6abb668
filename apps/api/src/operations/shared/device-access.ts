import { deviceVisibleTo, type Actor } from '@gps/domain';
import { Collections, type DeviceDoc } from '@gps/projections';
import { notFound } from '../../request/api-error';
import type { ReadModels } from './read-models';

/** What the domain's authorization rules need to know of a device row. */
export const deviceFacts = (d: DeviceDoc) => ({
  serialNumber: d.deviceSerialNumber,
  fleetId: d.fleetId,
  parentFleetId: d.parentFleetId,
});

/** The device row, if the actor may see it; another tenant's device is reported as missing (-3). */
export async function requireDevice(read: ReadModels, serial: string, actor: Actor): Promise<DeviceDoc> {
  const doc = await read.get(Collections.devices, serial);
  // Its existence is not theirs to know.
  if (!doc || !deviceVisibleTo(actor, deviceFacts(doc))) throw notFound(`device ${serial} not found`);
  return doc;
}
