/** The spec's vehicle status: moving, stationary, sleep, no signal. */
export type VehicleStatus = 'moving' | 'stationary' | 'sleep' | 'no_signal';
export const VEHICLE_STATUSES: readonly VehicleStatus[] = ['moving', 'stationary', 'sleep', 'no_signal'];

/** The spec's protection: none, armed vibration, armed sound, armed combined. */
export type Protection = 'none' | 'vibration' | 'sound' | 'combined';
export const PROTECTIONS: readonly Protection[] = ['none', 'vibration', 'sound', 'combined'];

/**
 * The read model's `deviceStatusCode`: 1 offline (also the default for a device never seen),
 * 2 online and moving, 3 online and not moving. The spec shows the running icon for 2 and 3.
 */
export const TelemetryDeviceStatus = { OFFLINE: 1, ONLINE_MOVING: 2, ONLINE_STILL: 3 } as const;
export type TelemetryDeviceStatusCode = (typeof TelemetryDeviceStatus)[keyof typeof TelemetryDeviceStatus];
