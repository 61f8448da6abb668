/** Pure form logic of the device viewer/editor: initial values and "only changed fields" payload. */
import { changedFields } from '../forms/changedFields';
import { isEditableDeviceField } from './editableDeviceFields';
import { personalFormText } from '../personal-data/erased';

export interface EditableDevice {
  deviceSerialNumber: string;
  deviceOwnerName: string | null;
  carName: string | null;
  email: string | null;
  simNumber: string | null;
  phoneNumber: string | null;
  carElectricity: number | null;
  firmwareVersion: string | null;
  model: string | null;
  speedLimitKmh: number | null;
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
  model: string;
  /** Empty (null): the fleet's or the platform's limit. */
  speedLimitKmh: number | null;
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
  model?: string;
  speedLimitKmh?: number | null;
  esimId?: string;
  isValueAddedVisible?: number;
  serviceStatusCode?: number | null;
  deviceIcon?: number;
}

export function initialDeviceValues(device: EditableDevice): DeviceFormValues {
  return {
    deviceOwnerName: personalFormText(device.deviceOwnerName),
    carName: device.carName ?? '',
    email: personalFormText(device.email),
    simNumber: device.simNumber ?? '',
    phoneNumber: personalFormText(device.phoneNumber),
    changePassword: false,
    password: '',
    carElectricity: device.carElectricity,
    firmwareVersion: device.firmwareVersion ?? '',
    model: device.model ?? '',
    speedLimitKmh: device.speedLimitKmh,
    esimId: device.esimId ?? '',
    isValueAddedVisible: device.isValueAddedVisible,
    serviceStatusCode: device.serviceStatusCode ?? 'NULL',
    deviceIcon: device.deviceIcon,
  };
}

/**
 * Only changed fields are sent (under the api's names, text trimmed); the password only when its
 * checkbox is ticked and it is non-empty, and then as typed: the server holds it to the password
 * policy (docs/decisions/passwords.md). Fields outside the device's
 * `editableFields` (the server's list for the caller) are never sent.
 */
export function deviceChanges(
  initial: DeviceFormValues,
  values: DeviceFormValues,
  editableFields: readonly string[],
): DeviceChanges {
  const changed = changedFields(initial, values);
  const edited = <K extends keyof DeviceFormValues>(field: K): DeviceFormValues[K] | undefined =>
    isEditableDeviceField(editableFields, field) ? changed[field] : undefined;
  const text = (field: keyof DeviceFormValues) => {
    const value = edited(field);
    return value === undefined ? undefined : String(value ?? '').trim();
  };
  const out: DeviceChanges = {};
  const put = <K extends keyof DeviceChanges>(name: K, value: DeviceChanges[K] | undefined) => {
    if (value !== undefined) out[name] = value;
  };
  put('ownerName', text('deviceOwnerName'));
  put('carName', text('carName'));
  put('email', text('email'));
  put('simCardNumber', text('simNumber'));
  put('ownerPhone', text('phoneNumber'));
  if (isEditableDeviceField(editableFields, 'password') && values.changePassword && values.password) {
    out.password = values.password;
  }
  put('isCarElectricity', edited('carElectricity') ?? undefined);
  put('firmwareVersion', text('firmwareVersion'));
  put('model', text('model'));
  put('speedLimitKmh', edited('speedLimitKmh'));
  put('esimId', text('esimId'));
  put('isValueAddedVisible', edited('isValueAddedVisible') ?? undefined);
  const serviceStatus = edited('serviceStatusCode');
  if (serviceStatus !== undefined)
    out.serviceStatusCode = serviceStatus === 'NULL' ? null : Number(serviceStatus);
  put('deviceIcon', edited('deviceIcon'));
  return out;
}
