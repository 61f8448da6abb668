import type { AttributeValue, CodecErrorCode } from '@gps/protocols';

/** What one record of a frame must decode to (checked by hand against the Teltonika wiki). */
export interface ExpectedRecord {
  type: 'position' | 'alarm';
  alarm?: string;
  fixTime: string;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  altitude: number;
  satellites: number;
  valid: boolean;
  acc?: boolean;
  odometer?: number;
  gsmSignal?: number;
  batteryVoltage?: number;
  batteryLevel?: number;
  /** A subset of the attributes: priority, eventIo, power (V), din/dout, io<id> for the rest. */
  attributes?: Record<string, AttributeValue>;
}

export type CorpusExpectation =
  | { kind: 'imei'; imei: string }
  | { kind: 'avl'; recordCount: number; ack: string; records: Record<number, ExpectedRecord> }
  | { kind: 'command_reply'; text: string }
  /** Refused by a documented decision (docs/protocols.md, Teltonika). */
  | { error: CodecErrorCode; why: string };

export interface CorpusFrame {
  name: string;
  /** Document and section, or repository and file. */
  source: string;
  transport: 'tcp' | 'udp';
  hex: string;
  expect: CorpusExpectation;
  /** UDP only: the acknowledgement the server sends. */
  udpAck?: string;
  udpHeader?: { packetId: number; avlPacketId: number; imei: string };
}
