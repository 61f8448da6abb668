import { fail, type Result } from '../result';
import { validDateParts } from '../time';
import type { AttributeValue, Position } from '../types';
import { jt808AlarmFromFlags } from './alarms';
import { COORDINATE_SCALE, LOCATION_BASIC_BYTES, SPEED_SCALE } from './constants';

/** Status bits (JT/T 808-2013 table 25). */
const STATUS_ACC = 1 << 0;
const STATUS_POSITIONED = 1 << 1;
const STATUS_SOUTH = 1 << 2;
const STATUS_WEST = 1 << 3;
const STATUS_OIL_CUT = 1 << 10;

/** Additional information items (table 27) read into normalised fields. */
const ITEM_MILEAGE = 0x01; // DWORD, 1/10 km
const ITEM_FUEL = 0x02; // WORD, 1/10 L
const ITEM_RECORDER_SPEED = 0x03; // WORD, 1/10 km/h
const ITEM_ALARM_EVENT_ID = 0x04; // WORD
const ITEM_SIGNAL = 0x30; // BYTE, wireless signal strength
const ITEM_SATELLITES = 0x31; // BYTE, GNSS satellites in use
/** Vendor item, not in the standard: battery percent, as common trackers send it (Traccar's captures). */
const ITEM_BATTERY_PERCENT = 0xfe;
const MAX_PERCENT = 100;
const METRES_PER_TENTH_KM = 100;
const FUEL_SCALE = 10;
const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;
const YEAR_BASE = 2000;
const MINUTE_MS = 60_000;

export interface LocationInput {
  buf: Buffer;
  start: number;
  end: number;
  deviceId: string;
  offsetMinutes: number;
  now: Date;
}

/**
 * Location basic information plus its additional items (§8.18). An additional item whose length
 * runs past the end stops the item list but keeps the position: the basic block is complete and
 * the items are optional.
 */
export function decodeLocation(input: LocationInput): Result<{ position: Position<'jt808'> }> {
  const { buf, start, end } = input;
  if (end - start < LOCATION_BASIC_BYTES) {
    return fail('truncated', `location needs ${LOCATION_BASIC_BYTES} bytes, has ${end - start}`);
  }
  const alarmFlags = buf.readUInt32BE(start);
  const status = buf.readUInt32BE(start + 4);
  const rawLat = buf.readUInt32BE(start + 8) / COORDINATE_SCALE;
  const rawLng = buf.readUInt32BE(start + 12) / COORDINATE_SCALE;
  if (rawLat > MAX_LATITUDE || rawLng > MAX_LONGITUDE) {
    return fail('invalid_field', `coordinates ${rawLat}, ${rawLng} out of range`);
  }
  const time = bcdTime(buf, start + 22, input.offsetMinutes);
  if (time === 'invalid') return fail('invalid_field', 'impossible BCD date/time');
  const position: Position<'jt808'> = {
    protocol: 'jt808',
    deviceId: input.deviceId,
    fixTime: time ?? input.now,
    valid: time !== undefined && (status & STATUS_POSITIONED) !== 0,
    latitude: status & STATUS_SOUTH ? -rawLat : rawLat,
    longitude: status & STATUS_WEST ? -rawLng : rawLng,
    altitude: buf.readInt16BE(start + 16),
    speedKmh: buf.readUInt16BE(start + 18) / SPEED_SCALE,
    course: buf.readUInt16BE(start + 20),
    locateType: 'gps',
    acc: (status & STATUS_ACC) !== 0,
    oilCut: (status & STATUS_OIL_CUT) !== 0,
    statusBits: status,
  };
  const alarm = jt808AlarmFromFlags(alarmFlags);
  if (alarm) {
    position.alarm = alarm;
    position.alarmCode = alarmFlags;
  }
  readItems(buf, start + LOCATION_BASIC_BYTES, end, position);
  return { ok: true, position };
}

function readItems(buf: Buffer, from: number, end: number, position: Position<'jt808'>): void {
  const attributes: Record<string, AttributeValue> = {};
  let at = from;
  while (at + 2 <= end) {
    const id = buf[at];
    const length = buf[at + 1];
    const value = at + 2;
    if (value + length > end) break;
    if (id === ITEM_MILEAGE && length === 4) {
      position.odometer = buf.readUInt32BE(value) * METRES_PER_TENTH_KM;
    } else if (id === ITEM_FUEL && length === 2) {
      attributes.fuel = buf.readUInt16BE(value) / FUEL_SCALE;
    } else if (id === ITEM_RECORDER_SPEED && length === 2) {
      attributes.recorderSpeedKmh = buf.readUInt16BE(value) / SPEED_SCALE;
    } else if (id === ITEM_ALARM_EVENT_ID && length === 2) {
      attributes.alarmEventId = buf.readUInt16BE(value);
    } else if (id === ITEM_SIGNAL && length === 1) {
      position.gsmSignal = buf[value];
    } else if (id === ITEM_SATELLITES && length === 1) {
      position.satellites = buf[value];
    } else if (id === ITEM_BATTERY_PERCENT && length === 1 && buf[value] <= MAX_PERCENT) {
      position.batteryLevel = buf[value];
    } else {
      // Vendor items differ per maker: kept raw so nothing is lost until a model decodes them.
      attributes[`item${id.toString(16).padStart(2, '0')}`] = buf
        .subarray(value, value + length)
        .toString('hex');
    }
    at = value + length;
  }
  if (Object.keys(attributes).length) position.attributes = attributes;
}

/**
 * YY MM DD hh mm ss in BCD, in the device clock (offsetMinutes east of UTC). All zeros means the
 * device has no time yet (undefined); bad BCD digits or an impossible date are 'invalid'.
 */
export function bcdTime(buf: Buffer, at: number, offsetMinutes: number): Date | undefined | 'invalid' {
  const parts: number[] = [];
  for (let i = 0; i < 6; i++) {
    const b = buf[at + i];
    const hi = b >> 4;
    const lo = b & 0x0f;
    if (hi > 9 || lo > 9) return 'invalid';
    parts.push(hi * 10 + lo);
  }
  if (parts.every((p) => p === 0)) return undefined;
  const [yy, mo, d, h, mi, s] = parts;
  const year = YEAR_BASE + yy;
  if (!validDateParts(year, mo, d, h, mi, s)) return 'invalid';
  return new Date(Date.UTC(year, mo - 1, d, h, mi, s) - offsetMinutes * MINUTE_MS);
}
