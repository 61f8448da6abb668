import type { TelemetrySnapshot } from './snapshot';
import type { TelemetryState } from './state';
import { DeviceStatusCode, type VehicleStatus } from './status';

function deviceOf(source: TelemetryState | TelemetrySnapshot): TelemetrySnapshot | null {
  if (!('status' in source)) return source;
  return source.status === 'open' ? source.device : null;
}

/**
 * The state to carry into the next day (and to store in the snapshot stream); null for a day
 * stream that was never opened. The snapshot is the whole decision state, so this is a copy.
 */
export function snapshotOf(state: TelemetryState): TelemetrySnapshot | null {
  return state.status === 'open' ? structuredClone(state.device) : null;
}

/** A device that never said anything has no signal, as far as anyone can tell. */
export function vehicleStatusOf(source: TelemetryState | TelemetrySnapshot): VehicleStatus {
  return deviceOf(source)?.vehicleStatus ?? 'no_signal';
}

/** The read model's deviceStatusCode: 1 offline, 2 online and moving, 3 online and not moving. */
export function deviceStatusCode(source: TelemetryState | TelemetrySnapshot): DeviceStatusCode {
  const device = deviceOf(source);
  if (device === null || !device.online) return DeviceStatusCode.OFFLINE;
  return device.vehicleStatus === 'moving' ? DeviceStatusCode.ONLINE_MOVING : DeviceStatusCode.ONLINE_STILL;
}
