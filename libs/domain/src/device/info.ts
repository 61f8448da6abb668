/** Service status of a device's telecom service: the spec's normal, expired, stopped, paid-stop. */
export const ServiceStatus = { NORMAL: 1, EXPIRED: 2, STOPPED: 3, PAID_STOP: 4 } as const;
export type ServiceStatusCode = (typeof ServiceStatus)[keyof typeof ServiceStatus];
export const SERVICE_STATUS_CODES: readonly ServiceStatusCode[] = Object.values(ServiceStatus);

/** Map icons: car, motorcycle, bicycle, truck, excavator, boat, pedestrian. */
export const DEVICE_ICONS = [1, 2, 3, 4, 5, 6, 7] as const;
export type DeviceIcon = (typeof DEVICE_ICONS)[number];

export type BinaryFlag = 0 | 1;
export const BINARY_FLAGS: readonly BinaryFlag[] = [0, 1];

/** The editable descriptive fields of a device. Blank text is null. */
export interface DeviceInfo {
  carName: string | null;
  ownerName: string | null;
  ownerPhone: string | null;
  email: string | null;
  simNumber: string | null;
  deviceIcon: DeviceIcon;
  firmwareVersion: string | null;
  esimId: string | null;
  isValueAddedVisible: BinaryFlag;
  /** Whether the tracker is wired to the car's power. */
  carElectricity: BinaryFlag;
  serviceStatusCode: ServiceStatusCode | null;
}

export type DeviceInfoField = keyof DeviceInfo;
export const DEVICE_INFO_FIELDS: readonly DeviceInfoField[] = [
  'carName',
  'ownerName',
  'ownerPhone',
  'email',
  'simNumber',
  'deviceIcon',
  'firmwareVersion',
  'esimId',
  'isValueAddedVisible',
  'carElectricity',
  'serviceStatusCode',
];

/**
 * What a freshly added device looks like. DeviceAdded does not repeat these, so projections take
 * them from here: changing a default later must come with a new event version, not an edit here.
 */
export const DEVICE_DEFAULTS: Readonly<DeviceInfo> = Object.freeze({
  carName: null,
  ownerName: null,
  ownerPhone: null,
  email: null,
  simNumber: null,
  deviceIcon: 1,
  firmwareVersion: null,
  esimId: null,
  isValueAddedVisible: 1,
  carElectricity: 1,
  serviceStatusCode: ServiceStatus.NORMAL,
});

export const DAY_MS = 86_400_000;
export const DEFAULT_SERVICE_DAYS = 365;

/** The service expiry handlers pass when the caller gives none: one year of service from adding. */
export function defaultServiceExpiry(at: number): number {
  return at + DEFAULT_SERVICE_DAYS * DAY_MS;
}
