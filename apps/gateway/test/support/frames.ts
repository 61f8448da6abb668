import { encodeGt06Frame } from '@gps/protocols';
import {
  gt06Heartbeat,
  gt06Login,
  gt06Position,
  gt06StringReply,
} from '../../../simulator/src/transports/gt06-frames';
import { h02Confirmation, h02Heartbeat, h02Position } from '../../../simulator/src/transports/h02-sentences';
import {
  jt808Auth,
  jt808GeneralResponse,
  jt808Heartbeat,
  jt808Location,
  jt808LocationAnswer,
  jt808LocationBatch,
  jt808LocationBody,
  jt808Register,
  jt808TerminalFor,
} from '../../../simulator/src/transports/jt808-frames';
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
  /**
   * Corpus frame traccar-170-16 (libs/protocols/test/corpus/gt06/traccar.json): a 0x16 alarm with
   * code 0x19, which the LW models send for harsh acceleration and the vendor document names low
   * battery. Its ACK echoes serial 0x0106.
   */
  alarm0x19: (): Buffer =>
    Buffer.from(
      '78782516180516150812c804b50ee80880e40805dcf909012e000000986633460604190106c393490d0a',
      'hex',
    ),
  /** A well-framed frame of a type the codec does not know, with a long frame's ACK rule. */
  raw: (type: number, serial: number): Buffer => encodeGt06Frame(type, Buffer.from([1, 2, 3]), serial),
};

export const h02 = {
  position: (id: string, i: number): Buffer => h02Position(id, fixAt(i), STATUS),
  heartbeat: (id: string): Buffer => h02Heartbeat(id, STATUS),
  confirmation: (id: string, code: string, params: string[], commandTime: string): Buffer =>
    h02Confirmation(id, code, params, commandTime, fixAt(0), STATUS),
};

/** JT808 frames of one terminal (2013 for ids up to 12 digits, else 2019); the serial is the position index. */
export const jt808 = {
  register: (id: string, serial = 1): Buffer => jt808Register(jt808TerminalFor(id), serial),
  auth: (id: string, code: string, serial = 2): Buffer => jt808Auth(jt808TerminalFor(id), serial, code),
  heartbeat: (id: string, serial: number): Buffer => jt808Heartbeat(jt808TerminalFor(id), serial),
  position: (id: string, serial: number, alarm?: SimAlarmKind): Buffer =>
    jt808Location(jt808TerminalFor(id), serial, fixAt(serial), STATUS, alarm),
  batch: (id: string, serial: number, indexes: number[]): Buffer =>
    jt808LocationBatch(
      jt808TerminalFor(id),
      serial,
      indexes.map((i) => jt808LocationBody(fixAt(i), STATUS)),
      true,
    ),
  answer: (id: string, serial: number, querySerial: number): Buffer =>
    jt808LocationAnswer(jt808TerminalFor(id), serial, querySerial, fixAt(serial), STATUS),
  response: (
    id: string,
    serial: number,
    answered: { serial: number; messageId: number },
    result = 0,
  ): Buffer => jt808GeneralResponse(jt808TerminalFor(id), serial, answered, result),
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
