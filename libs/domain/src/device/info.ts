import {
  BINARY_FLAGS,
  BinaryFlag,
  DEVICE_ICONS,
  DeviceIcon,
  SERVICE_STATUS_CODES,
  ServiceStatus,
  type ServiceStatusCode,
} from '@gps/codes';

/** A device's code sets (service status, icon, 0/1 switches) are @gps/codes', re-exported for the domain's readers. */
export {
  BINARY_FLAGS,
  BinaryFlag,
  DEVICE_ICONS,
  DeviceIcon,
  SERVICE_STATUS_CODES,
  ServiceStatus,
  type ServiceStatusCode,
};

/** The editable descriptive fields of a device. Blank text is null. */
export interface DeviceInfo {
  carName: string | null;
  ownerName: string | null;
  ownerPhone: string | null;
  email: string | null;
  simNumber: string | null;
  deviceIcon: DeviceIcon;
  firmwareVersion: string | null;
  /**
   * The tracker's model as its maker names it (`LW-01`, `NT20`, ...), free text: the gateway hands it
   * to the codec, which reads the layouts only the model tells apart; null reads generically.
   */
  model: string | null;
  /**
   * The device's own overspeed limit, whole km/h; null: its fleet's, else the platform's
   * (docs/decisions/overspeed-limit.md).
   */
  speedLimitKmh: number | null;
  esimId: string | null;
  isValueAddedVisible: BinaryFlag;
  /** Whether the tracker is wired to the car's power. */
  carElectricity: BinaryFlag;
  serviceStatusCode: ServiceStatusCode | null;
}

export type DeviceInfoField = keyof DeviceInfo;
export const DEVICE_INFO_FIELDS = [
  'carName',
  'ownerName',
  'ownerPhone',
  'email',
  'simNumber',
  'deviceIcon',
  'firmwareVersion',
  'model',
  'speedLimitKmh',
  'esimId',
  'isValueAddedVisible',
  'carElectricity',
  'serviceStatusCode',
] as const satisfies readonly DeviceInfoField[];

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
  deviceIcon: DeviceIcon.CAR,
  firmwareVersion: null,
  model: null,
  speedLimitKmh: null,
  esimId: null,
  // Off: value-added services are the operator's offer per device (docs/decisions/billing.md).
  isValueAddedVisible: BinaryFlag.OFF,
  carElectricity: BinaryFlag.ON,
  serviceStatusCode: ServiceStatus.NORMAL,
});

/** What a DeviceAdded written before issue 14 (without isValueAddedVisible) started with. */
export const LEGACY_VALUE_ADDED_VISIBLE: BinaryFlag = BinaryFlag.ON;

/** A device's value-added switch as its DeviceAdded says (older events: the legacy default). */
export function addedValueAddedVisible(isValueAddedVisible: BinaryFlag | undefined): BinaryFlag {
  return isValueAddedVisible ?? LEGACY_VALUE_ADDED_VISIBLE;
}

export const DAY_MS = 86_400_000;
export const DEFAULT_SERVICE_DAYS = 365;

/** The service expiry handlers pass when the caller gives none: one year of service from adding. */
export function defaultServiceExpiry(at: number): number {
  return at + DEFAULT_SERVICE_DAYS * DAY_MS;
}
