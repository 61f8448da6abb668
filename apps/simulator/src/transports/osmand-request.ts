import type { SimAlarmKind, VehicleReport } from '../types';
import type { OsmAndFormat } from './types';

/** One HTTP request as the phone clients send it (reference §2). */
export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Traccar Client's alarm names (the server maps them to its own). */
const ALARM_NAMES: Readonly<Record<SimAlarmKind, string>> = {
  sos: 'sos',
  vibration: 'vibration',
  power_cut: 'powerCut',
  low_battery: 'lowBattery',
};

const KNOTS_PER_MPS = 1.943844;

/**
 * Query/form parameters. A heartbeat has no coordinates (the server keeps the last position);
 * speeds are knots, as the clients send them.
 */
export function osmandParams(id: string, report: VehicleReport): URLSearchParams {
  const { fix, status } = report;
  const params = new URLSearchParams({ id, timestamp: String(Math.floor(fix.time.getTime() / 1000)) });
  if (report.type !== 'heartbeat') {
    params.set('lat', fix.latitude.toFixed(7));
    params.set('lon', fix.longitude.toFixed(7));
    params.set('speed', ((fix.speedKmh / 3.6) * KNOTS_PER_MPS).toFixed(2));
    params.set('bearing', fix.course.toFixed(1));
    params.set('altitude', fix.altitude.toFixed(1));
    params.set('accuracy', fix.accuracy.toFixed(1));
    params.set('hdop', fix.hdop.toFixed(1));
    params.set('valid', String(fix.valid));
  }
  params.set('batt', String(status.batteryLevel));
  params.set('charge', String(status.charging));
  params.set('ignition', String(status.acc));
  if (report.type === 'alarm') params.set('alarm', ALARM_NAMES[report.alarm]);
  return params;
}

/** Traccar Client 9 (flutter_background_geolocation) body; all six coords are always present. */
export function osmandClient9Body(id: string, report: VehicleReport): string {
  const { fix, status } = report;
  const extras: Record<string, string | boolean> = {};
  if (report.type === 'alarm') extras.alarm = ALARM_NAMES[report.alarm];
  if (report.type === 'heartbeat') extras.heartbeat = true;
  return JSON.stringify({
    location: {
      timestamp: fix.time.toISOString(),
      coords: {
        latitude: fix.latitude,
        longitude: fix.longitude,
        accuracy: fix.accuracy,
        speed: Math.round((fix.speedKmh / 3.6) * 100) / 100,
        heading: fix.course,
        altitude: fix.altitude,
      },
      is_moving: fix.speedKmh > 0,
      odometer: fix.odometer,
      event: report.type === 'heartbeat' ? 'heartbeat' : 'motionchange',
      battery: { level: status.batteryLevel / 100, is_charging: status.charging },
      activity: { type: fix.speedKmh > 0 ? 'in_vehicle' : 'still' },
      extras,
    },
    device_id: id,
  });
}

export function osmandRequest(id: string, report: VehicleReport, format: OsmAndFormat): HttpRequestSpec {
  switch (format) {
    case 'query-get':
      return { method: 'GET', path: `/?${osmandParams(id, report)}`, headers: {} };
    case 'query-post':
      // The classic Android client: POST with everything in the query and an empty body.
      return { method: 'POST', path: `/?${osmandParams(id, report)}`, headers: { 'content-length': '0' } };
    case 'form': {
      const body = osmandParams(id, report).toString();
      return {
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      };
    }
    case 'json':
      return {
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
        body: osmandClient9Body(id, report),
      };
  }
}
