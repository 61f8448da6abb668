import { DEVICE_DEFAULT_PORTS, DEVICE_PROTOCOLS, type DeviceProtocol } from '@gps/codes';

/**
 * What a virtual vehicle says, independent of any protocol. Transports turn these into GT06 frames,
 * H02 sentences or OsmAnd requests; tests compare what a codec decodes against them.
 */

/** The protocols are a code set of @gps/codes. */
export type Protocol = DeviceProtocol;

export const PROTOCOLS: readonly Protocol[] = DEVICE_PROTOCOLS;

/** Where a fresh gateway listens (Traccar's ports, the platform's defaults: @gps/codes). */
export const DEFAULT_PORTS: Readonly<Record<Protocol, number>> = DEVICE_DEFAULT_PORTS;

/** The alarms a vehicle raises now and then. Each is sent once as an event, then cleared. */
export type SimAlarmKind = 'sos' | 'vibration' | 'power_cut' | 'low_battery';

export interface CellInfo {
  mcc: number;
  mnc: number;
  lac: number;
  cid: number;
}

export interface Fix {
  /** Whole seconds: every protocol here carries second resolution. */
  time: Date;
  /** False during a GPS outage: the coordinates are then the last good ones. */
  valid: boolean;
  latitude: number;
  longitude: number;
  speedKmh: number;
  /** Degrees clockwise from north, [0, 360). */
  course: number;
  altitude: number;
  satellites: number;
  hdop: number;
  /** Horizontal accuracy in metres (phones report it). */
  accuracy: number;
  /** Metres driven since the simulation started. */
  odometer: number;
  cell: CellInfo;
}

export interface DeviceStatus {
  /** Ignition: on while driving. */
  acc: boolean;
  /** Vibration protection armed (the VIB setting, active while ACC is off). */
  armed: boolean;
  /** False during a power cut. */
  externalPower: boolean;
  charging: boolean;
  /** Fuel/power cut by the relay (RELAY,1# / S20,1,1). */
  oilCut: boolean;
  /** Backup battery, percent 0..100. */
  batteryLevel: number;
  batteryVoltage: number;
  /** Vehicle supply in volts; 0 during a power cut. */
  externalVoltage: number;
  /** 0..4 as GT06 reports it. */
  gsmSignal: number;
  /** The alarm currently active (a state until it clears). */
  alarm?: SimAlarmKind;
}

export type VehicleReport =
  | { type: 'position'; fix: Fix; status: DeviceStatus }
  | { type: 'heartbeat'; fix: Fix; status: DeviceStatus }
  | { type: 'alarm'; alarm: SimAlarmKind; fix: Fix; status: DeviceStatus };

/** A report, or an instruction to the transport to open or drop the connection. */
export type VehicleOutput = VehicleReport | { type: 'connect' } | { type: 'disconnect' };
