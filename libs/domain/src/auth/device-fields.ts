import type { EditDevice } from '../device/commands';
import { DEVICE_INFO_FIELDS } from '../device/info';
import { AdminFunction } from '../permission/functions';
import type { Actor, DeviceScope } from './actor';
import { adminCan } from './admin-rights';
import { canEditDeviceInfo } from './client-actions';

/** Every field an edit may change, named as in the EditDevice command: the device's info and `passwordHash` (the password). */
export const DEVICE_EDIT_FIELDS = [
  ...DEVICE_INFO_FIELDS,
  'passwordHash',
] as const satisfies readonly (keyof EditDevice)[];
export type DeviceEditField = (typeof DEVICE_EDIT_FIELDS)[number];

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
  'model',
  'serviceStatusCode',
];

/**
 * The fields of an edit this actor may not change whatever the device (empty: its rights allow
 * them all). Whether it may edit this device at all is canEditDeviceInfo; editableDeviceFields and
 * deviceEditRefusal put the two together. Unknown field names are forbidden.
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

/**
 * The fields this actor may change on this device, in DEVICE_EDIT_FIELDS' order: none when it may
 * not edit the device at all, else every field its rights allow. Pass the device as stored. An
 * edit is accepted exactly when all its fields are in this list (deviceEditRefusal), so an editor
 * that offers these fields offers nothing the server refuses.
 */
export function editableDeviceFields(actor: Actor, device: DeviceScope): DeviceEditField[] {
  if (!canEditDeviceInfo(actor, device)) return [];
  const forbidden = forbiddenDeviceEditFields(actor, DEVICE_EDIT_FIELDS);
  return DEVICE_EDIT_FIELDS.filter((f) => !forbidden.includes(f));
}

/**
 * Why an edit of these fields is refused, or null when it may go ahead: `fields`, naming the fields
 * the actor's rights forbid, or `device` when its rights allow them but it may not edit this device.
 */
export type DeviceEditRefusal = { reason: 'fields'; fields: string[] } | { reason: 'device' };

/** The check of an edit: refused when any of its fields is not in editableDeviceFields. */
export function deviceEditRefusal(
  actor: Actor,
  device: DeviceScope,
  fields: readonly string[],
): DeviceEditRefusal | null {
  const editable: readonly string[] = editableDeviceFields(actor, device);
  const refused = fields.filter((f) => !editable.includes(f));
  if (refused.length === 0) return null;
  // Named fields tell a client exactly what to leave out; otherwise the device itself is refused.
  const forbidden = forbiddenDeviceEditFields(actor, refused);
  return forbidden.length > 0 ? { reason: 'fields', fields: forbidden } : { reason: 'device' };
}

function isDeviceEditField(field: string): field is DeviceEditField {
  return (DEVICE_EDIT_FIELDS as readonly string[]).includes(field);
}
