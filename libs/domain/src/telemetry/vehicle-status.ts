import type { TelemetryConfig } from './config';
import type { TelemetrySnapshot } from './snapshot';
import type { VehicleStatus } from './status';

/**
 * The rules behind VehicleStatusChanged. Each returns the status a new observation implies, or
 * null when it says nothing new. Time-based changes (sleep, no signal) are noticed when the
 * device next reports, which a live device does every few minutes; only going offline needs a
 * sweeper, because a silent device sends nothing to notice it by.
 */

/** A used GPS fix: moving when fast enough, or when the ignition is on and the odometer advanced. */
export function statusAfterFix(
  speedKmh: number,
  distanceMeters: number,
  acc: boolean | null,
  config: TelemetryConfig,
): VehicleStatus {
  return speedKmh >= config.minMovingSpeedKmh || (acc === true && distanceMeters > 0)
    ? 'moving'
    : 'stationary';
}

export function lacksGpsFix(device: TelemetrySnapshot, at: number, config: TelemetryConfig): boolean {
  return device.lastGpsFix === null || at - device.lastGpsFix.receivedAt >= config.noSignalAfterMs;
}

/** The device is trying to locate (an invalid fix, a cell-tower position) but has no GPS. */
export function statusWithoutFix(
  device: TelemetrySnapshot,
  at: number,
  config: TelemetryConfig,
): VehicleStatus | null {
  return lacksGpsFix(device, at, config) ? 'no_signal' : null;
}

export interface DeviceReport {
  /** The ignition after this report (its own reading, else the last known). */
  acc: boolean | null;
  sleeping?: boolean;
}

/** A report without a position: a heartbeat, or an alarm packet without a GPS block. */
export function statusOnDeviceReport(
  device: TelemetrySnapshot,
  report: DeviceReport,
  at: number,
  config: TelemetryConfig,
): VehicleStatus | null {
  if (report.sleeping === true) return 'sleep';
  const positionsSilent =
    device.lastPositionReportAt === null || at - device.lastPositionReportAt >= config.sleepAfterMs;
  // The device's own word wins over the inference from ignition and silence.
  if (report.sleeping !== false && report.acc === false && positionsSilent) return 'sleep';
  // Waking up: the GPS gets a moment to find the sky before the rule below can say no signal.
  if (device.vehicleStatus === 'sleep' && (report.sleeping === false || report.acc === true)) {
    return 'stationary';
  }
  // Ignition on and still no fix: the device is awake but cannot see the sky.
  if (report.acc === true && lacksGpsFix(device, at, config)) return 'no_signal';
  // Engine off: whatever the last fix said, the vehicle is no longer driving.
  if (device.vehicleStatus === 'moving' && report.acc === false) return 'stationary';
  return null;
}
