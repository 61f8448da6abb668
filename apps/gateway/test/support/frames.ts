import { encodeGt06Frame } from '@gps/protocols';
import {
  gt06Heartbeat,
  gt06Login,
  gt06Position,
  gt06StringReply,
} from '../../../simulator/src/transports/gt06-frames';
import { h02Confirmation, h02Heartbeat, h02Position } from '../../../simulator/src/transports/h02-sentences';
import {
  teltonikaDatagram,
  teltonikaImei,
  teltonikaPacket,
  teltonikaRecord,
  teltonikaResponse,
} from '../../../simulator/src/transports/teltonika-frames';
import type { DeviceStatus, Fix, SimAlarmKind } from '../../../simulator/src/types';

/** Device-side frames, built with the simulator's encoders (the same bytes real trackers send). */

export const T0 = Date.UTC(2026, 4, 1, 6, 0, 0);

export function fixAt(i: number): Fix {
  return {
    time: new Date(T0 + i * 10_000),
    valid: true,
    latitude: 23.98 + i * 0.0001,
    longitude: 120.97 + i * 0.0001,
    speedKmh: 40,
    course: 90,
    altitude: 500,
    satellites: 9,
    hdop: 0.9,
    accuracy: 5,
    odometer: i * 100,
    cell: { mcc: 466, mnc: 92, lac: 1, cid: 2 },
  };
}

export const STATUS: DeviceStatus = {
  acc: true,
  armed: false,
  externalPower: true,
  charging: true,
  oilCut: false,
  batteryLevel: 90,
  batteryVoltage: 4.1,
  externalVoltage: 13.9,
  gsmSignal: 4,
};

export const gt06 = {
  login: (imei: string, serial = 1): Buffer => gt06Login(imei, serial, 0),
  /** The frame serial doubles as the position index, so acks and records can be matched. */
  position: (serial: number): Buffer =>
    gt06Position(fixAt(serial), STATUS, serial, { flavour: 'utc', timezoneMinutes: 0 }),
  heartbeat: (serial: number): Buffer => gt06Heartbeat(STATUS, true, serial),
  reply: (serverFlag: number, text: string, serial: number): Buffer =>
    gt06StringReply(serverFlag, text, serial),
  /** A well-framed frame of a type the codec does not know, with a long frame's ACK rule. */
  raw: (type: number, serial: number): Buffer => encodeGt06Frame(type, Buffer.from([1, 2, 3]), serial),
};

export const h02 = {
  position: (id: string, i: number): Buffer => h02Position(id, fixAt(i), STATUS),
  heartbeat: (id: string): Buffer => h02Heartbeat(id, STATUS),
  confirmation: (id: string, code: string, params: string[], commandTime: string): Buffer =>
    h02Confirmation(id, code, params, commandTime, fixAt(0), STATUS),
};

export const teltonika = {
  imei: (imei: string): Buffer => teltonikaImei(imei),
  /** A Codec 8 packet with one record per index (fixAt), optionally the last one an alarm. */
  packet: (indexes: number[], alarm?: SimAlarmKind): Buffer =>
    teltonikaPacket(
      indexes.map((i, n) => teltonikaRecord(fixAt(i), STATUS, n === indexes.length - 1 ? alarm : undefined)),
    ),
  datagram: (imei: string, packetId: number, indexes: number[]): Buffer =>
    teltonikaDatagram(
      imei,
      packetId,
      packetId & 0xff,
      indexes.map((i) => teltonikaRecord(fixAt(i), STATUS)),
    ),
  response: (text: string): Buffer => teltonikaResponse(text),
};
