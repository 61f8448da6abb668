/** Which device editor's rules: the back office's or the customer area's. */
export type DialogMode = 'admin' | 'customer';

/**
 * Fields the customer editor leaves editable. The spec disables SIM number, phone number, password,
 * firmware version and service status; the admin-only configuration fields (car power, e-SIM id,
 * value-added display) are disabled too, because the client update payload only carries carName,
 * ownerName, ownerPhone, password, deviceIcon and email.
 */
const CUSTOMER_EDITABLE: ReadonlySet<string> = new Set(['deviceOwnerName', 'carName', 'email', 'deviceIcon']);

/**
 * The one place the web app decides which device fields an editor may change (the domain's rule,
 * recoded until the server sends each device's editable fields; then this reads them instead). The
 * back office edits every field; the dialog shows the others disabled and never sends them. `field`
 * is a field of the device form (deviceForm.ts), named as the form names it.
 */
export function isEditableDeviceField(mode: DialogMode, field: string): boolean {
  return mode === 'admin' || CUSTOMER_EDITABLE.has(field);
}
