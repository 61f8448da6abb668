import type { DeviceProtocol } from '@gps/codes';

/**
 * The one vocabulary every codec speaks. The gateway turns these into domain commands without
 * knowing which protocol a device uses, so protocol quirks stop at the codec boundary.
 */

/**
 * The protocols are a code set of @gps/codes. Messages take their protocol as a type parameter, so a
 * codec can say which one it returns (`DeviceMessage<'jt808'>`); the gateway reads plain ones.
 */
export type Protocol = DeviceProtocol;

/** 'lbs' = located by base station (cell towers), 'gps' = satellite fix. */
export type LocateType = 'gps' | 'lbs';

/**
 * Closed set of alarm kinds across the three protocols (reference §1.3, §1.6, §3, §5).
 * 'other' keeps unknown vendor codes visible instead of dropping them; the raw code travels in
 * `alarmCode` so nothing is lost when a vendor adds codes.
 */
export type AlarmKind =
  | 'sos'
  | 'power_cut'
  | 'low_battery'
  | 'vibration'
  | 'power_off'
  | 'power_on'
  | 'tamper'
  | 'removal'
  | 'overspeed'
  | 'geofence'
  | 'geofence_enter'
  | 'geofence_exit'
  | 'tow'
  | 'gps_blind_spot_enter'
  | 'gps_blind_spot_exit'
  | 'first_fix'
  | 'sim_changed'
  | 'door'
  | 'fall'
  | 'harsh_acceleration'
  | 'harsh_braking'
  | 'sharp_turn'
  | 'collision'
  | 'unplugged'
  | 'acc_on'
  | 'acc_off'
  | 'other';

export const ALARM_KINDS: readonly AlarmKind[] = [
  'sos',
  'power_cut',
  'low_battery',
  'vibration',
  'power_off',
  'power_on',
  'tamper',
  'removal',
  'overspeed',
  'geofence',
  'geofence_enter',
  'geofence_exit',
  'tow',
  'gps_blind_spot_enter',
  'gps_blind_spot_exit',
  'first_fix',
  'sim_changed',
  'door',
  'fall',
  'harsh_acceleration',
  'harsh_braking',
  'sharp_turn',
  'collision',
  'unplugged',
  'acc_on',
  'acc_off',
  'other',
];

export interface CellTower {
  mcc: number;
  mnc: number;
  lac: number;
  cid: number;
  rssi?: number;
}

export type AttributeValue = string | number | boolean;

/** Device state that heartbeats, positions and alarms can all carry. */
export interface DeviceState {
  /** Battery charge in percent (0..100). */
  batteryLevel?: number;
  /** The device's own battery voltage in volts. */
  batteryVoltage?: number;
  /** External power: the vehicle's supply voltage in volts, when the device is wired to it. */
  powerVoltage?: number;
  /** GT06 voltage level as sent (0 = no power .. 6 = very high). */
  voltageLevel?: number;
  /** GSM signal as the device reports it (GT06: 0..4). */
  gsmSignal?: number;
  acc?: boolean;
  armed?: boolean;
  charging?: boolean;
  /** GT06 terminal info bit 7: oil/electricity cut by relay. */
  oilCut?: boolean;
  /**
   * Raw status bits as sent: GT06 terminal-information byte, H02 32-bit status word
   * (active-low, see decodeH02Status).
   */
  statusBits?: number;
}

/** A position normalized across GT06, H02 and OsmAnd. */
export interface Position<P extends Protocol = Protocol> extends DeviceState {
  protocol: P;
  /** IMEI or serial as a string. Empty when the frame carries none (GT06 after login): fill it from the session. */
  deviceId: string;
  fixTime: Date;
  valid: boolean;
  latitude: number;
  longitude: number;
  speedKmh: number;
  /** Degrees clockwise from north, 0 when unknown. */
  course: number;
  altitude?: number;
  satellites?: number;
  /** Horizontal accuracy in metres (phones). */
  accuracy?: number;
  hdop?: number;
  locateType: LocateType;
  /** Alarm carried by this report. For H02 it comes from the status word (a state, not an event). */
  alarm?: AlarmKind;
  /** GT06 alarm code (alarm/language byte 1) as sent. */
  alarmCode?: number;
  cells?: CellTower[];
  /** The device's own odometer in metres when it sends one (OsmAnd, Teltonika IO 16, JT808 item 0x01). */
  odometer?: number;
  /** True when the device marked the record as re-uploaded from its buffer (GT06 0x22). */
  buffered?: boolean;
  /** Protocol-specific extras that have no normalized field (OsmAnd custom parameters, ...). */
  attributes?: Record<string, AttributeValue>;
}

export interface LoginMessage<P extends Protocol = Protocol> {
  type: 'login';
  protocol: P;
  deviceId: string;
  /** GT06 terminal type ID. */
  deviceType?: number;
  /** Device clock offset from UTC in minutes (GT06 login extension word; west is negative). */
  timezoneOffsetMinutes?: number;
  /** GT06 language bits (1 = Chinese, 2 = English). */
  language?: number;
  /** JT808 0x0102: the authentication code the platform handed out in its 0x8100 reply. */
  authCode?: string;
  /** JT808 2019 0x0102: the terminal's IMEI, when it sends 15 digits. */
  imei?: string;
}

export interface PositionMessage<P extends Protocol = Protocol> {
  type: 'position';
  protocol: P;
  deviceId: string;
  position: Position<P>;
}

/**
 * An alarm that is one event per message (GT06 alarm packets, OsmAnd `alarm=`). Status-bit alarms
 * that persist across packets stay on PositionMessage.position.alarm so callers can edge-detect them.
 */
export interface AlarmMessage<P extends Protocol = Protocol> extends DeviceState {
  type: 'alarm';
  protocol: P;
  deviceId: string;
  alarm: AlarmKind;
  alarmCode?: number;
  time: Date;
  /** Present when the alarm carries a GPS block. */
  position?: Position<P>;
  cells?: CellTower[];
  /** GT06 0x27: fence number (0 = fence 1); undefined when 0xFF (invalid) or absent. */
  fence?: number;
}

export interface HeartbeatMessage<P extends Protocol = Protocol> extends DeviceState {
  type: 'heartbeat';
  protocol: P;
  deviceId: string;
  /** Device time when the heartbeat carries one. */
  time?: Date;
  /** GT06 terminal info bit 6. */
  gpsFixed?: boolean;
  satellites?: number;
  /** Status alarm (a state, not an event): GT06 alarm byte / terminal bits, H02 status word. */
  alarm?: AlarmKind;
  alarmCode?: number;
  cells?: CellTower[];
  attributes?: Record<string, AttributeValue>;
}

/** A Wi-Fi access point seen by the device, kept for later geolocation. */
export interface WifiAccessPoint {
  /** Lower-case hex pairs separated by colons. */
  mac: string;
  /** Signal as the device sends it, when it does. */
  rssi?: number;
}

/** Cell-tower-only report: the server resolves it to a position with locateType 'lbs'. */
export interface LbsMessage<P extends Protocol = Protocol> extends DeviceState {
  type: 'lbs';
  protocol: P;
  deviceId: string;
  time: Date;
  cells: CellTower[];
  /** Wi-Fi access points scanned with the cells (GT06 0x17, 0x69, 0x2C, 0xF3). */
  wifi?: WifiAccessPoint[];
  alarm?: AlarmKind;
  alarmCode?: number;
}

export interface TimeRequestMessage<P extends Protocol = Protocol> {
  type: 'time_request';
  protocol: P;
  deviceId: string;
}

export interface CommandReplyMessage<P extends Protocol = Protocol> {
  type: 'command_reply';
  protocol: P;
  deviceId: string;
  /** GT06 server flag echoed from the 0x80 command: the request id. */
  serverFlag?: number;
  /** H02: the command code being confirmed (e.g. S20). */
  command?: string;
  /** H02: the HHMMSS the server put in the command, echoed back: the request id. */
  commandTime?: string;
  text: string;
  encoding?: 'ascii' | 'utf16be';
  language?: number;
  /** Set when the reply text is itself a position ("Current position!Lat:..." or an H02 V4 tail). */
  position?: Position<P>;
  /** Values the reply text carries in a known form (GT06 `<ICCID:...>`: `iccid`). */
  attributes?: Record<string, AttributeValue>;
}

/** Well-framed message of a type this codec does not interpret; callers may still acknowledge it. */
export interface UnknownMessage<P extends Protocol = Protocol> {
  type: 'unknown';
  protocol: P;
  deviceId: string;
  /** GT06 protocol number as two hex digits, H02 message type. */
  kind: string;
  raw: string;
}

export type DeviceMessage<P extends Protocol = Protocol> =
  | LoginMessage<P>
  | PositionMessage<P>
  | AlarmMessage<P>
  | HeartbeatMessage<P>
  | LbsMessage<P>
  | TimeRequestMessage<P>
  | CommandReplyMessage<P>
  | UnknownMessage<P>;

export type CodecErrorCode =
  | 'bad_header'
  | 'truncated'
  | 'length_mismatch'
  | 'bad_terminator'
  | 'bad_crc'
  | 'invalid_field'
  | 'missing_field'
  | 'unsupported'
  | 'too_large'
  | 'bad_request';

export interface CodecError {
  code: CodecErrorCode;
  message: string;
}
