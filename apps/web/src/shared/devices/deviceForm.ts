/** Pure form logic of the device viewer/editor: initial values and "only changed fields" payload. */

export type DialogMode = 'admin' | 'customer';

export interface EditableDevice {
  deviceSerialNumber: string;
  deviceOwnerName: string | null;
  carName: string | null;
  email: string | null;
  simNumber: string | null;
  phoneNumber: string | null;
  carElectricity: number | null;
  firmwareVersion: string | null;
  esimId: string | null;
  isValueAddedVisible: number | null;
  serviceStatusCode: number | null;
  deviceIcon: number;
}

export interface DeviceFormValues {
  deviceOwnerName: string;
  carName: string;
  email: string;
  simNumber: string;
  phoneNumber: string;
  changePassword: boolean;
  password: string;
  carElectricity: number | null;
  firmwareVersion: string;
  esimId: string;
  isValueAddedVisible: number | null;
  /** 'NULL' stands for no status. */
  serviceStatusCode: number | 'NULL';
  deviceIcon: number;
}

/** The update payload (field names as the api takes them), without the serial number. */
export interface DeviceChanges {
  ownerName?: string;
  carName?: string;
  email?: string;
  simCardNumber?: string;
  ownerPhone?: string;
  password?: string;
  isCarElectricity?: number;
  firmwareVersion?: string;
  esimId?: string;
  isValueAddedVisible?: number;
  serviceStatusCode?: number | null;
  deviceIcon?: number;
}

/**
 * Fields the customer editor shows disabled. The spec names SIM number, phone number, password,
 * firmware version and service status; the admin-only configuration fields (car power, e-SIM id,
 * value-added display) are disabled too, because the client update payload only carries carName,
 * ownerName, ownerPhone, password, deviceIcon and email.
 */
export const CUSTOMER_DISABLED: ReadonlySet<keyof DeviceFormValues> = new Set([
  'simNumber',
  'phoneNumber',
  'changePassword',
  'password',
  'firmwareVersion',
  'serviceStatusCode',
  'carElectricity',
  'esimId',
  'isValueAddedVisible',
]);

export function initialDeviceValues(device: EditableDevice): DeviceFormValues {
  return {
    deviceOwnerName: device.deviceOwnerName ?? '',
    carName: device.carName ?? '',
    email: device.email ?? '',
    simNumber: device.simNumber ?? '',
    phoneNumber: device.phoneNumber ?? '',
    changePassword: false,
    password: '',
    carElectricity: device.carElectricity,
    firmwareVersion: device.firmwareVersion ?? '',
    esimId: device.esimId ?? '',
    isValueAddedVisible: device.isValueAddedVisible,
    serviceStatusCode: device.serviceStatusCode ?? 'NULL',
    deviceIcon: device.deviceIcon,
  };
}

/**
 * Only changed fields are sent; the password only when its checkbox is ticked and it is non-empty,
 * and then hashed. Fields the mode disables are never sent.
 */
export function deviceChanges(
  initial: DeviceFormValues,
  values: DeviceFormValues,
  mode: DialogMode,
  hash: (plain: string) => string,
): DeviceChanges {
  const allowed = (field: keyof DeviceFormValues) => mode === 'admin' || !CUSTOMER_DISABLED.has(field);
  const changed = <K extends keyof DeviceFormValues>(field: K) =>
    allowed(field) && values[field] !== initial[field] && values[field] !== undefined;
  const text = (field: keyof DeviceFormValues) => String(values[field] ?? '').trim();

  const out: DeviceChanges = {};
  if (changed('deviceOwnerName')) out.ownerName = text('deviceOwnerName');
  if (changed('carName')) out.carName = text('carName');
  if (changed('email')) out.email = text('email');
  if (changed('simNumber')) out.simCardNumber = text('simNumber');
  if (changed('phoneNumber')) out.ownerPhone = text('phoneNumber');
  if (allowed('password') && values.changePassword && values.password) out.password = hash(values.password);
  if (changed('carElectricity') && values.carElectricity !== null)
    out.isCarElectricity = values.carElectricity;
  if (changed('firmwareVersion')) out.firmwareVersion = text('firmwareVersion');
  if (changed('esimId')) out.esimId = text('esimId');
  if (changed('isValueAddedVisible') && values.isValueAddedVisible !== null) {
    out.isValueAddedVisible = values.isValueAddedVisible;
  }
  if (changed('serviceStatusCode')) {
    out.serviceStatusCode = values.serviceStatusCode === 'NULL' ? null : Number(values.serviceStatusCode);
  }
  if (changed('deviceIcon')) out.deviceIcon = values.deviceIcon;
  return out;
}
