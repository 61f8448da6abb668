import { API_FIELD_RENAMES } from '@gps/contracts/catalogue/api-fields';

/**
 * The form names a field as the device answer does (deviceForm.ts); editDevice and a device's
 * `editableFields` name it as the call takes it. The renames table read backwards gives the one from
 * the other; the password's checkbox and input are both the call's `password`.
 */
const API_NAME_OF_FORM_FIELD: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(API_FIELD_RENAMES).map(([api, { answer }]) => [answer, api])),
  changePassword: 'password',
  password: 'password',
};

/** The editDevice field a form field sends. */
export function apiNameOfFormField(field: string): string {
  return API_NAME_OF_FORM_FIELD[field] ?? field;
}

/**
 * Whether the editor lets the caller change a form field: the server's rule, as each device row
 * carries it for the caller (`editableFields`, the domain's editableDeviceFields), so the dialog
 * never offers a field that editDevice would refuse. The dialog shows the others disabled and its
 * payload never sends them.
 */
export function isEditableDeviceField(editableFields: readonly string[], field: string): boolean {
  return editableFields.includes(apiNameOfFormField(field));
}
