import type { RouteDriver } from './routes/driver';
import type { Vec } from './routes/geo';
import type { RoadNetwork } from './routes/network';
import type { Sensors } from './sensors';
import type { CellInfo, DeviceStatus, Fix, SimAlarmKind } from './types';

/**
 * Turns the driver's and the sensors' state into what a tracker reports. During a GPS outage a
 * tracker repeats its last good coordinates with the fix marked invalid, so the last good one is
 * remembered here.
 */
export class FixSource {
  private lastGood: { latitude: number; longitude: number; course: number } | undefined;

  constructor(
    private readonly network: RoadNetwork,
    private readonly driver: RouteDriver,
    private readonly sensors: Sensors,
    /** Mobile network code of the SIM (the cell towers it sees belong to that operator). */
    private readonly mnc: number,
  ) {}

  fix(timeMs: number): Fix {
    const p = this.driver.position;
    const ll = this.network.toLatLon(p);
    const lost = this.sensors.gpsLost;
    const current = {
      latitude: ll.latitude,
      longitude: ll.longitude,
      course: round(this.driver.course, 1) % 360,
    };
    if (!lost || !this.lastGood) this.lastGood = current;
    const here = lost ? this.lastGood : current;
    const satellites = this.sensors.visibleSatellites;
    const hdop = lost ? 25 : round(0.5 + 8 / Math.max(1, satellites), 1);
    return {
      time: new Date(timeMs),
      valid: !lost,
      latitude: round(here.latitude, 7),
      longitude: round(here.longitude, 7),
      speedKmh: lost ? 0 : round(this.driver.speedKmh, 1),
      course: here.course,
      altitude: round(this.network.altitudeAt(p), 1),
      satellites,
      hdop,
      accuracy: round(hdop * 3.5, 1),
      odometer: Math.round(this.driver.odometer),
      cell: cellAt(p, this.mnc),
    };
  }
}

export interface StatusInput {
  driving: boolean;
  armedSetting: boolean;
  externalPower: boolean;
  oilCut: boolean;
  battery: number;
  gsm: number;
  alarm: SimAlarmKind | undefined;
}

/** ACC follows the engine; the alarm is armed only while parked; the battery charges while driving. */
export function composeStatus(input: StatusInput): DeviceStatus {
  const { driving: acc, battery, externalPower } = input;
  const status: DeviceStatus = {
    acc,
    armed: input.armedSetting && !acc,
    externalPower,
    charging: externalPower && acc && battery < 100,
    oilCut: input.oilCut,
    batteryLevel: Math.round(battery),
    batteryVoltage: round(3.45 + (0.75 * battery) / 100, 2),
    externalVoltage: !externalPower ? 0 : acc ? 13.9 : 12.6,
    gsmSignal: input.gsm,
  };
  if (input.alarm) status.alarm = input.alarm;
  return status;
}

/** Taiwan (MCC 466). Cells on a ~900 m lattice in ~6 km location areas, so they change as it drives. */
export function cellAt(p: Vec, mnc: number): CellInfo {
  const gx = Math.floor((p.x + 40_000) / 900);
  const gy = Math.floor((p.y + 40_000) / 900);
  return {
    mcc: 466,
    mnc,
    lac: 0x2000 + Math.floor(gx / 7) * 16 + Math.floor(gy / 7),
    cid: ((gx & 0x3ff) << 10) | (gy & 0x3ff),
  };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
