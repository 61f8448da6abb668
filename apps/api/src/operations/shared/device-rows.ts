import { editableDeviceFields, type Actor } from '@gps/domain';
import { apiFieldName } from '@gps/contracts';
import type { DeviceDoc } from '@gps/projections';
import { deviceFacts } from './device-access';

/** A device as the device calls and the live updates answer it: the stored row, and what the caller may edit. */
export type DeviceRow = DeviceDoc & { editableFields: string[] };

/**
 * The row for this caller: the domain's editable fields for it, named as editDevice takes them.
 * Computed per caller, never stored: the same row is another list for another caller.
 */
export function deviceRowFor(actor: Actor, device: DeviceDoc): DeviceRow {
  return { ...device, editableFields: editableDeviceFields(actor, deviceFacts(device)).map(apiFieldName) };
}
