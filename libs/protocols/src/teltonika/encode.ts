import { fail, type Result } from '../result';
import { Codec12Type, CRC_FIELD_SIZE, LENGTH_SIZE, PREAMBLE_SIZE, TeltonikaCodec } from './constants';
import { crc16Ibm } from './crc16-ibm';

const IMEI_ACCEPT = 0x01;
const IMEI_REFUSE = 0x00;
const RECORD_COUNT_SIZE = 4;
const MAX_COUNT_BYTE = 0xff;
const MAX_UINT16 = 0xffff;
/** The UDP acknowledgement after its own length field: packet id (2), 0x01, AVL packet id, count. */
const UDP_ACK_BODY = 5;
const UDP_ACK_PACKET_TYPE = 0x01;
/** Codec 12 commands above this are refused: the devices' command buffer is far smaller. */
export const TELTONIKA_MAX_COMMAND_TEXT = 512;

/** The answer to the IMEI handshake: 0x01 accepts the device, 0x00 refuses it. */
export function encodeTeltonikaImeiAck(accept: boolean): Buffer {
  return Buffer.of(accept ? IMEI_ACCEPT : IMEI_REFUSE);
}

/** The TCP answer to an AVL packet: how many records the server accepted (uint32 BE). */
export function encodeTeltonikaAck(recordCount: number): Buffer {
  const out = Buffer.alloc(RECORD_COUNT_SIZE);
  out.writeUInt32BE(Math.max(0, Math.min(MAX_COUNT_BYTE, Math.floor(recordCount) || 0)));
  return out;
}

/** The UDP answer: length 5, the packet id, 0x01, the AVL packet id and the accepted count. */
export function encodeTeltonikaUdpAck(packetId: number, avlPacketId: number, recordCount: number): Buffer {
  const out = Buffer.alloc(2 + UDP_ACK_BODY);
  out.writeUInt16BE(UDP_ACK_BODY, 0);
  out.writeUInt16BE(packetId & MAX_UINT16, 2);
  out[4] = UDP_ACK_PACKET_TYPE;
  out[5] = avlPacketId & MAX_COUNT_BYTE;
  out[6] = Math.max(0, Math.min(MAX_COUNT_BYTE, Math.floor(recordCount) || 0));
  return out;
}

/** A whole TCP packet around a data field (codec id .. second count): preamble, length, CRC. */
export function wrapTeltonikaPacket(dataField: Buffer): Buffer {
  const out = Buffer.alloc(PREAMBLE_SIZE + LENGTH_SIZE + dataField.length + CRC_FIELD_SIZE);
  out.writeUInt32BE(dataField.length, PREAMBLE_SIZE);
  dataField.copy(out, PREAMBLE_SIZE + LENGTH_SIZE);
  out.writeUInt32BE(crc16Ibm(dataField), out.length - CRC_FIELD_SIZE);
  return out;
}

/** A Codec 12 command (type 0x05) carrying the text of an SMS/GPRS command, e.g. `getinfo`. */
export function encodeTeltonikaCommand(text: string): Result<{ frame: Buffer }> {
  if (typeof text !== 'string' || text.length === 0) return fail('invalid_field', 'command text is empty');
  const body = Buffer.from(text, 'latin1');
  if (body.toString('latin1') !== text) return fail('invalid_field', 'command text is not single-byte text');
  if (body.length > TELTONIKA_MAX_COMMAND_TEXT) {
    return fail('too_large', `command text over ${TELTONIKA_MAX_COMMAND_TEXT} bytes`);
  }
  const count = 1;
  const field = Buffer.alloc(3 + 4 + body.length + 1);
  field[0] = TeltonikaCodec.CODEC_12;
  field[1] = count;
  field[2] = Codec12Type.COMMAND;
  field.writeUInt32BE(body.length, 3);
  body.copy(field, 7);
  field[field.length - 1] = count;
  return { ok: true, frame: wrapTeltonikaPacket(field) };
}
