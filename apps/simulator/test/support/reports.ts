import {
  generateRoadNetwork,
  SimCounters,
  Vehicle,
  type LinkContext,
  type SimAlarmKind,
  type VehicleReport,
} from '../../src';

export const network = generateRoadNetwork({ seed: 1 });
export const T0 = Date.UTC(2026, 4, 1, 6, 0, 0);

/** A driving vehicle without random alarms or outages, so tests choose what happens. */
export function quietVehicle(index: number): Vehicle {
  return new Vehicle({
    id: String(860000000000000 + index),
    seed: index,
    network,
    startTimeMs: T0,
    intervalSeconds: 10,
    initialActivity: 'driving',
    behaviour: { alarmsPerHour: 0, offlinePerHour: 0, gpsLossPerHour: 0 },
  });
}

/** `count` position reports, one per 10 s of driving. */
export function positions(vehicle: Vehicle, count: number): VehicleReport[] {
  const out: VehicleReport[] = [];
  while (out.length < count) {
    for (const o of vehicle.tick(vehicle.time + 10_000)) if (o.type === 'position') out.push(o);
  }
  return out.slice(0, count);
}

export function alarmOf(report: VehicleReport, alarm: SimAlarmKind): VehicleReport {
  return { type: 'alarm', alarm, fix: report.fix, status: { ...report.status, alarm } };
}

export function heartbeatOf(report: VehicleReport): VehicleReport {
  return { type: 'heartbeat', fix: report.fix, status: report.status };
}

export function context(vehicle: Vehicle, counters = new SimCounters()): LinkContext {
  return { deviceId: vehicle.id, target: vehicle, counters };
}
