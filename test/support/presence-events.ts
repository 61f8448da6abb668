import { randomUUID } from 'node:crypto';
import { streams, type PositionRecordedData, type TelemetryEvent } from '@gps/domain';
import type { TestApp } from './app-harness';

type Recordable = Pick<TelemetryEvent, 'type' | 'data'>;

/**
 * Records telemetry events the gateway's decider would (a device coming online, falling asleep,
 * going offline, coming back) in the device's day stream, and waits for the read models. Only for
 * devices no gateway serves in the test.
 */
export async function recordTelemetry(app: TestApp, serial: string, at: number, events: Recordable[]) {
  const written = await app.platform.events.append(
    streams.telemetry(serial, at),
    events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } })),
    'any',
  );
  await app.platform.runner.waitFor(written.position);
}

/** An accepted GPS fix taken and received at `at`. */
export function fixAt(at: number, latitude: number, longitude: number): Recordable {
  const data: PositionRecordedData = {
    at,
    fixTime: at,
    receivedAt: at,
    latitude,
    longitude,
    speed: 0,
    course: 0,
    altitude: null,
    satellites: 8,
    locateType: 'gps',
    batteryLevel: null,
    batteryVoltage: null,
    gsmSignal: null,
    acc: null,
    statusBits: null,
    alarm: null,
    distanceMeters: 0,
    odometerMeters: 0,
    outOfOrder: false,
  };
  return { type: 'PositionRecorded', data };
}

export const cameOnline = (at: number): Recordable => ({ type: 'DeviceCameOnline', data: { at } });
export const fellAsleep = (at: number): Recordable => ({
  type: 'VehicleStatusChanged',
  data: { status: 'sleep', at },
});
/** The sweeper, at `at`, finds the device silent since `lastSeenAt`. */
export const wentOffline = (at: number, lastSeenAt: number): Recordable => ({
  type: 'DeviceWentOffline',
  data: { at, lastSeenAt },
});
/** The device, offline since its packet at `lastSeenAt` (swept at `startedAt`), is heard at `endedAt`. */
export const offlineEnded = (startedAt: number, lastSeenAt: number, endedAt: number): Recordable => ({
  type: 'OfflineEnded',
  data: { at: endedAt, startedAt, lastSeenAt, endedAt, durationMs: endedAt - startedAt },
});
