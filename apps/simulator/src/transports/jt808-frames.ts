import { encodeJt808Frame, Jt808Id, parseJt808Frame, type Jt808Target } from '@gps/protocols';
import type { DeviceStatus, Fix, SimAlarmKind } from '../types';

/**
 * Device-side JT808 frames (JT/T 808-2013 and 2019). The codec library owns the envelope (header,
 * check code, escaping) through encodeJt808Frame; the bodies are written here because only a
 * terminal ever sends them.
 */

/** A terminal's identity on the wire: its phone digits and the edition it speaks. */
export interface Jt808Terminal {
  phone: string;
  edition: 2013 | 2019;
}

/** A 2013 header holds 12 phone digits; longer ids (IMEIs) need the 2019 header's 20. */
const PHONE_DIGITS_2013 = 12;

/** The edition a device id fits: 2013 when it does, 2019 otherwise. */
export function jt808TerminalFor(deviceId: string): Jt808Terminal {
  return { phone: deviceId, edition: deviceId.length <= PHONE_DIGITS_2013 ? 2013 : 2019 };
}

/**
 * Alarm flag bits (table 24) of each simulated alarm. JT808 has no vibration alarm: a vibrating,
 * armed vehicle is what the standard calls illegal displacement (bit 28), read back as `tow`.
 */
export const JT808_ALARM_BITS: Readonly<Record<SimAlarmKind, number>> = {
  sos: 0,
  power_cut: 8,
  low_battery: 7,
  vibration: 28,
};

/** Status bits (table 25). */
const STATUS_ACC = 1 << 0;
const STATUS_POSITIONED = 1 << 1;
const STATUS_SOUTH = 1 << 2;
const STATUS_WEST = 1 << 3;
const STATUS_OIL_CUT = 1 << 10;
/** Additional items: mileage DWORD 1/10 km, signal BYTE, satellites BYTE, vendor battery % BYTE. */
const ITEM_MILEAGE = 0x01;
const ITEM_SIGNAL = 0x30;
const ITEM_SATELLITES = 0x31;
const ITEM_BATTERY_PERCENT = 0xfe;
const METRES_PER_TENTH_KM = 100;
const COORDINATE_SCALE = 1e6;
const SPEED_SCALE = 10;
/** The standard's clock is GMT+8. */
const CLOCK_OFFSET_MS = 8 * 60 * 60_000;
/** 0x0704 batch type 1: blind-area supplement (reports kept while the link was down). */
const BATCH_BLIND_AREA = 1;
/** Registration fields, space padded: maker, model and terminal id, 2013 and 2019 widths. */
const REGISTER_FIELDS = { 2013: [5, 20, 7], 2019: [11, 30, 30] } as const;
const MAKER = 'SIMUL';
const MODEL = 'GPS-SIM';
/** 2019 authentication: IMEI BYTE[15] and software version BYTE[20]. */
const IMEI_BYTES = 15;
const VERSION_BYTES = 20;
const SOFTWARE_VERSION = 'sim-1.0';

function frame(id: number, body: Buffer, terminal: Jt808Terminal, serial: number): Buffer {
  const target: Jt808Target = { ...terminal, serial };
  const encoded = encodeJt808Frame(id, body, target);
  // Only a phone that is not digits fails, and device ids are digits.
  if (!encoded.ok) throw new Error(`JT808 frame for ${terminal.phone}: ${encoded.error.message}`);
  return encoded.frame;
}

function padded(text: string, width: number): Buffer {
  const out = Buffer.alloc(width, 0x20);
  out.write(text.slice(0, width), 0, 'latin1');
  return out;
}

/** 0x0100: province, city, maker, model, terminal id, plate colour 0 (no plate), no plate. */
export function jt808Register(terminal: Jt808Terminal, serial: number): Buffer {
  const [maker, model, id] = REGISTER_FIELDS[terminal.edition];
  const body = Buffer.concat([
    Buffer.alloc(4),
    padded(MAKER, maker),
    padded(MODEL, model),
    padded(terminal.phone.slice(-id), id),
    Buffer.from([0]),
  ]);
  return frame(Jt808Id.REGISTER, body, terminal, serial);
}

/** 0x0102: the code (2013: the whole body; 2019: length, code, IMEI, software version). */
export function jt808Auth(terminal: Jt808Terminal, serial: number, code: string): Buffer {
  const text = Buffer.from(code, 'latin1');
  const body =
    terminal.edition === 2013
      ? text
      : Buffer.concat([
          Buffer.from([text.length]),
          text,
          padded(terminal.phone.padStart(IMEI_BYTES, '0').slice(-IMEI_BYTES), IMEI_BYTES),
          padded(SOFTWARE_VERSION, VERSION_BYTES),
        ]);
  return frame(Jt808Id.AUTH, body, terminal, serial);
}

export function jt808Heartbeat(terminal: Jt808Terminal, serial: number): Buffer {
  return frame(Jt808Id.HEARTBEAT, Buffer.alloc(0), terminal, serial);
}

function bcd(n: number): number {
  return ((Math.floor(n / 10) % 10) << 4) | (n % 10);
}

/** Location basic information (28 bytes) and its items: mileage, signal, satellites, battery. */
export function jt808LocationBody(fix: Fix, status: DeviceStatus, alarm?: SimAlarmKind): Buffer {
  const basic = Buffer.alloc(28);
  const active = alarm ?? status.alarm;
  basic.writeUInt32BE(active === undefined ? 0 : (1 << JT808_ALARM_BITS[active]) >>> 0, 0);
  let bits = 0;
  if (status.acc) bits |= STATUS_ACC;
  if (fix.valid) bits |= STATUS_POSITIONED;
  if (fix.latitude < 0) bits |= STATUS_SOUTH;
  if (fix.longitude < 0) bits |= STATUS_WEST;
  if (status.oilCut) bits |= STATUS_OIL_CUT;
  basic.writeUInt32BE(bits, 4);
  basic.writeUInt32BE(Math.round(Math.abs(fix.latitude) * COORDINATE_SCALE), 8);
  basic.writeUInt32BE(Math.round(Math.abs(fix.longitude) * COORDINATE_SCALE), 12);
  basic.writeInt16BE(Math.max(-0x8000, Math.min(0x7fff, Math.round(fix.altitude))), 16);
  basic.writeUInt16BE(Math.min(0xffff, Math.round(fix.speedKmh * SPEED_SCALE)), 18);
  basic.writeUInt16BE(Math.round(fix.course) % 360, 20);
  const t = new Date(fix.time.getTime() + CLOCK_OFFSET_MS);
  const parts = [
    t.getUTCFullYear() % 100,
    t.getUTCMonth() + 1,
    t.getUTCDate(),
    t.getUTCHours(),
    t.getUTCMinutes(),
    t.getUTCSeconds(),
  ];
  parts.forEach((part, i) => (basic[22 + i] = bcd(part)));
  const mileage = Buffer.alloc(6);
  mileage[0] = ITEM_MILEAGE;
  mileage[1] = 4;
  mileage.writeUInt32BE(Math.min(0xffffffff, Math.max(0, Math.round(fix.odometer / METRES_PER_TENTH_KM))), 2);
  const bytes = (item: number, value: number) => Buffer.from([item, 1, value & 0xff]);
  return Buffer.concat([
    basic,
    mileage,
    bytes(ITEM_SIGNAL, status.gsmSignal),
    bytes(ITEM_SATELLITES, fix.satellites),
    bytes(ITEM_BATTERY_PERCENT, Math.max(0, Math.min(100, Math.round(status.batteryLevel)))),
  ]);
}

/** 0x0200 location report; an alarm rides on it as its flag bit. */
export function jt808Location(
  terminal: Jt808Terminal,
  serial: number,
  fix: Fix,
  status: DeviceStatus,
  alarm?: SimAlarmKind,
): Buffer {
  return frame(Jt808Id.LOCATION, jt808LocationBody(fix, status, alarm), terminal, serial);
}

/** 0x0704 batch of location bodies; `buffered` marks them a blind-area supplement. */
export function jt808LocationBatch(
  terminal: Jt808Terminal,
  serial: number,
  bodies: readonly Buffer[],
  buffered: boolean,
): Buffer {
  const head = Buffer.alloc(3);
  head.writeUInt16BE(bodies.length, 0);
  head[2] = buffered ? BATCH_BLIND_AREA : 0;
  const items = bodies.flatMap((body) => {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(body.length, 0);
    return [length, body];
  });
  return frame(Jt808Id.LOCATION_BATCH, Buffer.concat([head, ...items]), terminal, serial);
}

/** 0x0201 answer to a 0x8201 query: the query's serial, then a location body. */
export function jt808LocationAnswer(
  terminal: Jt808Terminal,
  serial: number,
  querySerial: number,
  fix: Fix,
  status: DeviceStatus,
): Buffer {
  const head = Buffer.alloc(2);
  head.writeUInt16BE(querySerial, 0);
  return frame(
    Jt808Id.LOCATION_ANSWER,
    Buffer.concat([head, jt808LocationBody(fix, status)]),
    terminal,
    serial,
  );
}

/** 0x0001 general response results (table 4 of the terminal side). */
export const Jt808TerminalResult = { SUCCESS: 0, FAILURE: 1, BAD_MESSAGE: 2, UNSUPPORTED: 3 } as const;

/** 0x0001: the platform serial and message id answered, and the result. */
export function jt808GeneralResponse(
  terminal: Jt808Terminal,
  serial: number,
  answered: { serial: number; messageId: number },
  result: number,
): Buffer {
  const body = Buffer.alloc(5);
  body.writeUInt16BE(answered.serial, 0);
  body.writeUInt16BE(answered.messageId, 2);
  body[4] = result;
  return frame(Jt808Id.TERMINAL_RESPONSE, body, terminal, serial);
}

/** A platform message as a terminal reads it. */
export type Jt808PlatformMessage =
  | { kind: 'general_response'; serial: number; answeredSerial: number; answeredId: number; result: number }
  | { kind: 'register_response'; serial: number; answeredSerial: number; result: number; authCode: string }
  | { kind: 'set_parameters'; serial: number; parameters: Map<number, Buffer> }
  | { kind: 'location_query'; serial: number }
  | { kind: 'text'; serial: number; text: string }
  | { kind: 'alarm_confirm'; serial: number; bits: number }
  | { kind: 'other'; serial: number; messageId: number };

/** 0x8300 text: flag BYTE, in 2019 a type BYTE, then the text. */
const TEXT_HEAD = { 2013: 1, 2019: 2 } as const;

/** Read a frame the platform sent; undefined when it does not parse. */
export function parseJt808PlatformFrame(bytes: Buffer): Jt808PlatformMessage | undefined {
  const parsed = parseJt808Frame(bytes);
  if (!parsed.ok) return undefined;
  const f = parsed.frame;
  const body = f.bytes.subarray(f.bodyStart, f.bodyEnd);
  const serial = f.serial;
  switch (f.messageId) {
    case Jt808Id.PLATFORM_RESPONSE:
      if (body.length < 5) return undefined;
      return {
        kind: 'general_response',
        serial,
        answeredSerial: body.readUInt16BE(0),
        answeredId: body.readUInt16BE(2),
        result: body[4],
      };
    case Jt808Id.REGISTER_RESPONSE:
      if (body.length < 3) return undefined;
      return {
        kind: 'register_response',
        serial,
        answeredSerial: body.readUInt16BE(0),
        result: body[2],
        authCode: body.toString('latin1', 3),
      };
    case Jt808Id.SET_PARAMETERS: {
      const parameters = new Map<number, Buffer>();
      let at = 1;
      for (let i = 0; i < (body[0] ?? 0) && at + 5 <= body.length; i++) {
        const id = body.readUInt32BE(at);
        const length = body[at + 4];
        parameters.set(id, body.subarray(at + 5, at + 5 + length));
        at += 5 + length;
      }
      return { kind: 'set_parameters', serial, parameters };
    }
    case Jt808Id.LOCATION_QUERY:
      return { kind: 'location_query', serial };
    case Jt808Id.ALARM_CONFIRM:
      if (body.length < 6) return undefined;
      return { kind: 'alarm_confirm', serial, bits: body.readUInt32BE(2) };
    case Jt808Id.TEXT_MESSAGE:
      return { kind: 'text', serial, text: body.toString('latin1', TEXT_HEAD[f.edition]) };
    default:
      return { kind: 'other', serial, messageId: f.messageId };
  }
}
