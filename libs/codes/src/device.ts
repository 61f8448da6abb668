import { codesOf, isOneOf, type CodeOf } from './code-set';

/** Service status of a device's telecom service: the spec's normal, expired, stopped, paid-stop. */
export const ServiceStatus = Object.freeze({ NORMAL: 1, EXPIRED: 2, STOPPED: 3, PAID_STOP: 4 } as const);
export type ServiceStatusCode = CodeOf<typeof ServiceStatus>;
export const SERVICE_STATUS_CODES = codesOf(ServiceStatus);
export const isServiceStatus = isOneOf(SERVICE_STATUS_CODES);

/**
 * Service states in which the customer is not served: expired, stopped, paid stop. Such a device
 * takes no remote command (docs/decisions/remote-commands.md); the web app tags it. Never set is in service.
 */
export const OUT_OF_SERVICE_STATUSES: readonly number[] = [
  ServiceStatus.EXPIRED,
  ServiceStatus.STOPPED,
  ServiceStatus.PAID_STOP,
];

/** Whether a device's service status (`serviceStatusCode`) puts it out of service. */
export function isOutOfService(serviceStatusCode: unknown): boolean {
  return typeof serviceStatusCode === 'number' && OUT_OF_SERVICE_STATUSES.includes(serviceStatusCode);
}

const MICROS_PER_MS = 1000;

/**
 * Whether a device's service has expired as the customer sees it: out of service (expired,
 * stopped, paid stop) or at or past its expiry date, compared as the spec's dialogs do (now in µs
 * against serviceExpiredDate). `serviceExpiredDate` is epoch µs as the device row holds it; null
 * is a device with no expiry. `now` is epoch ms. One rule for the server (history flags it, places
 * refuse it) and the web (its dialogs disable such devices).
 */
export function serviceHasExpired(
  serviceExpiredDate: number | null | undefined,
  serviceStatusCode: number | null | undefined,
  now: number,
): boolean {
  if (isOutOfService(serviceStatusCode)) return true;
  return typeof serviceExpiredDate === 'number' && serviceExpiredDate <= now * MICROS_PER_MS;
}

/** Map icons of a vehicle (`deviceIcon`). */
export const DeviceIcon = Object.freeze({
  CAR: 1,
  MOTORCYCLE: 2,
  BICYCLE: 3,
  TRUCK: 4,
  EXCAVATOR: 5,
  BOAT: 6,
  PEDESTRIAN: 7,
} as const);
export type DeviceIcon = CodeOf<typeof DeviceIcon>;
export const DEVICE_ICONS = codesOf(DeviceIcon);
export const isDeviceIcon = isOneOf(DEVICE_ICONS);
/** Each icon's name ("car", "motorcycle", ...), for pictures and labels. */
export const DEVICE_ICON_NAMES: Readonly<Record<DeviceIcon, string>> = Object.freeze(
  Object.fromEntries(Object.entries(DeviceIcon).map(([name, code]) => [code, name.toLowerCase()])) as Record<
    DeviceIcon,
    string
  >,
);

/**
 * The read model's `deviceStatusCode`: 1 offline (also the default for a device never seen),
 * 2 online and moving, 3 online and not moving. The spec shows the running icon for 2 and 3.
 */
export const DeviceStatusCode = Object.freeze({ OFFLINE: 1, ONLINE_MOVING: 2, ONLINE_STILL: 3 } as const);
export type DeviceStatusCode = CodeOf<typeof DeviceStatusCode>;
export const DEVICE_STATUS_CODES = codesOf(DeviceStatusCode);

/** Whether a device status shows the running icon: online, moving or not. */
export function isRunningStatus(code: unknown): boolean {
  return code === DeviceStatusCode.ONLINE_MOVING || code === DeviceStatusCode.ONLINE_STILL;
}

/** How a position was located (`locateType`): the spec's "satellite" and "base station". */
export const LocateType = Object.freeze({ gps: 1, lbs: 2 } as const);
export type LocateTypeCode = CodeOf<typeof LocateType>;

/** The 0/1 flags of a device (carElectricity, isValueAddedVisible, allocated, isProtected). */
export const BinaryFlag = Object.freeze({ OFF: 0, ON: 1 } as const);
export type BinaryFlag = CodeOf<typeof BinaryFlag>;
export const BINARY_FLAGS = codesOf(BinaryFlag);
export const isBinaryFlag = isOneOf(BINARY_FLAGS);

/** The trackers' protocols the gateway speaks. */
export const DEVICE_PROTOCOLS = Object.freeze(['gt06', 'h02', 'osmand', 'jt808', 'teltonika'] as const);
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];
export const isDeviceProtocol = isOneOf(DEVICE_PROTOCOLS);

/**
 * Where a fresh gateway listens and the trackers and the simulator send by default: Traccar's ports
 * (JT808 is its huabao port; Teltonika takes TCP and UDP on one number).
 */
export const DEVICE_DEFAULT_PORTS: Readonly<Record<DeviceProtocol, number>> = Object.freeze({
  gt06: 5023,
  h02: 5013,
  osmand: 5055,
  jt808: 5015,
  teltonika: 5027,
});
