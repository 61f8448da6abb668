import type { AttributeValue, CodecErrorCode } from '@gps/protocols';
import traccar from './traccar.json';
import wiki from './wiki.json';

/** A GPS element as the corpus writes it, in one line: the fields the wiki's tables state. */
export type CorpusGps = [
  latitude: number,
  longitude: number,
  altitude: number,
  course: number,
  satellites: number,
  speedKmh: number,
  valid: boolean,
];

/** What one record of a frame must decode to (checked by hand against the Teltonika wiki). */
export interface ExpectedRecord {
  type: 'position' | 'alarm';
  alarm?: string;
  fixTime: string;
  gps: CorpusGps;
  acc?: boolean;
  odometer?: number;
  gsmSignal?: number;
  batteryVoltage?: number;
  /** External power, IO 66, in volts. */
  powerVoltage?: number;
  batteryLevel?: number;
  /** A subset of the attributes: priority, eventIo, din/dout, io<id> for the rest. */
  attributes?: Record<string, AttributeValue>;
}

export type CorpusExpectation =
  | { imei: string }
  /** An AVL packet: its record count, the acknowledgement sent, and records checked by index. */
  | { records: number; ack: string; checked: Record<string, ExpectedRecord> }
  /** A Codec 12 response's text. */
  | { reply: string }
  /** Refused by a documented decision (docs/protocols.md, Teltonika). */
  | { error: CodecErrorCode; why: string };

export interface CorpusFrame {
  name: string;
  /** Document and section, or repository and file, where not the file's own source. */
  source?: string;
  /** 'udp' for a datagram; a TCP frame otherwise. */
  transport?: 'udp';
  hex: string;
  expect: CorpusExpectation;
  /** UDP only: the channel header (its acknowledgement is expect.ack). */
  udpHeader?: { packetId: number; avlPacketId: number; imei: string };
}

/** The wiki's worked examples. */
export const TELTONIKA_WIKI = wiki.frames as readonly CorpusFrame[];
/** Codec 12 commands of the wiki, as the server must encode them. */
export const TELTONIKA_WIKI_COMMANDS: readonly { text: string; hex: string; source: string }[] =
  wiki.commands;
/** Frames real devices sent (Traccar's decoder test). */
export const TELTONIKA_TRACCAR = traccar.frames as readonly CorpusFrame[];

/** The record's expected Position fields, the GPS element spread out. */
export function expectedPositionFields(record: ExpectedRecord): Record<string, unknown> {
  const { type: _type, alarm: _alarm, fixTime: _fixTime, attributes: _attributes, gps, ...named } = record;
  const [latitude, longitude, altitude, course, satellites, speedKmh, valid] = gps;
  return { latitude, longitude, altitude, course, satellites, speedKmh, valid, ...named };
}
