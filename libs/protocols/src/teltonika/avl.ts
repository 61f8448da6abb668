import { fail, type Result } from '../result';
import { COORDINATE_SCALE, TeltonikaCodec } from './constants';
import { ByteReader } from './reader';

/** One IO value as sent: numbers when they fit a double exactly, else hex (8-byte and NX values). */
export type IoValue = number | string;

/** One AVL record as the device sent it, before mapping onto our vocabulary. */
export interface AvlRecord {
  timestamp: number;
  priority: number;
  longitude: number;
  latitude: number;
  altitude: number;
  angle: number;
  satellites: number;
  speed: number;
  /** The IO id that caused this record, 0 when it was periodic. */
  eventIoId: number;
  io: Map<number, IoValue>;
}

export interface AvlData {
  codecId: number;
  records: AvlRecord[];
}

/** The largest millisecond count a JavaScript Date can hold (ECMA-262: 8.64e15). */
const MAX_TIMESTAMP = BigInt(8.64e15);

/** Byte widths of the fixed-size IO groups, in the order they are sent. */
const FIXED_WIDTHS = [1, 2, 4, 8] as const;

interface IoLayout {
  /** Reads an IO id or a count: 1 byte in Codec 8, 2 in Codec 8 Extended. */
  read(reader: ByteReader): number | undefined;
  /** Codec 8 Extended adds a group of variable-length values (NX). */
  variable: boolean;
}

const CODEC8_LAYOUT: IoLayout = { read: (r) => r.u8(), variable: false };
const CODEC8E_LAYOUT: IoLayout = { read: (r) => r.u16(), variable: true };

function fixedValue(reader: ByteReader, width: number): IoValue | undefined {
  switch (width) {
    case 1:
      return reader.u8();
    case 2:
      return reader.u16();
    case 4:
      return reader.u32();
    default: {
      const v = reader.u64();
      if (v === undefined) return undefined;
      return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString(16).padStart(16, '0');
    }
  }
}

function readIo(
  reader: ByteReader,
  layout: IoLayout,
): Result<{ eventIoId: number; io: Map<number, IoValue> }> {
  const eventIoId = layout.read(reader);
  const total = layout.read(reader);
  if (eventIoId === undefined || total === undefined)
    return fail('truncated', 'AVL record ends in its IO header');
  const io = new Map<number, IoValue>();
  let seen = 0;
  for (const width of FIXED_WIDTHS) {
    const count = layout.read(reader);
    if (count === undefined) return fail('truncated', `AVL record ends before its ${width}-byte IO count`);
    for (let i = 0; i < count; i++) {
      const id = layout.read(reader);
      const value = fixedValue(reader, width);
      if (id === undefined || value === undefined)
        return fail('truncated', 'AVL record ends inside an IO value');
      io.set(id, value);
    }
    seen += count;
  }
  if (layout.variable) {
    const count = layout.read(reader);
    if (count === undefined) return fail('truncated', 'AVL record ends before its variable IO count');
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      const length = reader.u16();
      const value = length === undefined ? undefined : reader.bytes(length);
      if (id === undefined || value === undefined)
        return fail('truncated', 'AVL record ends inside an NX value');
      io.set(id, value.toString('hex'));
    }
    seen += count;
  }
  // The total is redundant; devices get it right, so a mismatch means we are misreading the record.
  if (seen !== total) return fail('invalid_field', `IO total ${total} but ${seen} elements sent`);
  return { ok: true, eventIoId, io };
}

function readRecord(reader: ByteReader, layout: IoLayout): Result<{ record: AvlRecord }> {
  const timestamp = reader.u64();
  const priority = reader.u8();
  const longitude = reader.i32();
  const latitude = reader.i32();
  // Signed: devices near the coast report a few metres below sea level as 0xFFFA.
  const altitude = reader.i16();
  const angle = reader.u16();
  const satellites = reader.u8();
  const speed = reader.u16();
  if (speed === undefined || timestamp === undefined || priority === undefined) {
    return fail('truncated', 'AVL record ends inside its GPS element');
  }
  if (timestamp > MAX_TIMESTAMP) return fail('invalid_field', 'timestamp beyond what a date can hold');
  const io = readIo(reader, layout);
  if (!io.ok) return io;
  // All reads before speed succeeded, so the GPS fields are numbers (the reader is sequential).
  return {
    ok: true,
    record: {
      timestamp: Number(timestamp),
      priority,
      longitude: (longitude as number) / COORDINATE_SCALE,
      latitude: (latitude as number) / COORDINATE_SCALE,
      altitude: altitude as number,
      angle: angle as number,
      satellites: satellites as number,
      speed,
      eventIoId: io.eventIoId,
      io: io.io,
    },
  };
}

/**
 * AVL data from the codec id to the second record count (data[start, end)): the same bytes in a
 * TCP packet (between length and CRC) and a UDP datagram (after the IMEI).
 */
export function parseAvlData(data: Buffer, start: number, end: number): Result<{ avl: AvlData }> {
  const reader = new ByteReader(data, start, end);
  const codecId = reader.u8();
  const count = reader.u8();
  if (codecId === undefined || count === undefined) return fail('truncated', 'AVL data too short');
  let layout: IoLayout;
  if (codecId === TeltonikaCodec.CODEC_8) layout = CODEC8_LAYOUT;
  else if (codecId === TeltonikaCodec.CODEC_8_EXTENDED) layout = CODEC8E_LAYOUT;
  else return fail('unsupported', `codec 0x${codecId.toString(16)} is not an AVL codec we decode`);
  const records: AvlRecord[] = [];
  for (let i = 0; i < count; i++) {
    const r = readRecord(reader, layout);
    if (!r.ok) return r;
    records.push(r.record);
  }
  const count2 = reader.u8();
  if (count2 === undefined) return fail('truncated', 'AVL data ends before the second record count');
  if (count2 !== count) return fail('invalid_field', `record counts differ: ${count} and ${count2}`);
  if (reader.remaining !== 0) return fail('length_mismatch', `${reader.remaining} bytes after the AVL data`);
  return { ok: true, avl: { codecId, records } };
}
