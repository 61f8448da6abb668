import { AdminFunction } from '../permission/functions';
import type { Actor } from './actor';
import { adminCan } from './admin-rights';

/** Field names as in the EditDevice command; `passwordHash` stands for the password. */
export type DeviceEditField =
  | 'carName'
  | 'ownerName'
  | 'ownerPhone'
  | 'email'
  | 'simNumber'
  | 'deviceIcon'
  | 'firmwareVersion'
  | 'esimId'
  | 'isValueAddedVisible'
  | 'carElectricity'
  | 'serviceStatusCode'
  | 'passwordHash';

/** The spec's client update payload: carName, ownerName, ownerPhone, password, deviceIcon, email. */
export const CLIENT_EDITABLE_DEVICE_FIELDS: readonly DeviceEditField[] = [
  'carName',
  'ownerName',
  'ownerPhone',
  'email',
  'deviceIcon',
  'passwordHash',
];

/** Disabled in the back office's customer-editor mode (an administrator with CUSTOMER but not DEVICE edit). */
export const CUSTOMER_EDITOR_LOCKED_FIELDS: readonly DeviceEditField[] = [
  'simNumber',
  'ownerPhone',
  'passwordHash',
  'firmwareVersion',
  'serviceStatusCode',
];

/**
 * The fields of an edit this actor may not change (empty: the edit may go ahead). Visibility of
 * the device is checked separately with canEditDeviceInfo. Unknown field names are forbidden.
 */
export function forbiddenDeviceEditFields(actor: Actor, fields: readonly string[]): string[] {
  if (actor.kind === 'admin') {
    if (adminCan(actor, AdminFunction.DEVICE, 'edit')) return fields.filter((f) => !isDeviceEditField(f));
    if (adminCan(actor, AdminFunction.CUSTOMER, 'edit')) {
      return fields.filter((f) => !isDeviceEditField(f) || CUSTOMER_EDITOR_LOCKED_FIELDS.includes(f));
    }
    return [...fields];
  }
  return fields.filter((f) => !(CLIENT_EDITABLE_DEVICE_FIELDS as readonly string[]).includes(f));
}

const ALL_FIELDS: readonly string[] = [
  ...CLIENT_EDITABLE_DEVICE_FIELDS,
  'simNumber',
  'firmwareVersion',
  'esimId',
  'isValueAddedVisible',
  'carElectricity',
  'serviceStatusCode',
];

function isDeviceEditField(field: string): field is DeviceEditField {
  return ALL_FIELDS.includes(field);
}
