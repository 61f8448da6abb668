import { deviceVisibleTo, type Actor } from '@gps/domain';
import { Collections, type DeviceDoc } from '@gps/projections';
import { notFound } from './api-error';
import type { OperationContext } from './operation';

/** What the domain's authorization rules need to know of a device row. */
export const deviceFacts = (d: DeviceDoc) => ({
  serialNumber: d.deviceSerialNumber,
  fleetId: d.fleetId,
  parentFleetId: d.parentFleetId,
});

/** The device row, if the actor may see it; another tenant's device is reported as missing (-3). */
export async function requireDevice(ctx: OperationContext, serial: string, actor: Actor): Promise<DeviceDoc> {
  const doc = await ctx.platform.read.get(Collections.devices, serial);
  // Its existence is not theirs to know.
  if (!doc || !deviceVisibleTo(actor, deviceFacts(doc))) throw notFound(`device ${serial} not found`);
  return doc;
}
