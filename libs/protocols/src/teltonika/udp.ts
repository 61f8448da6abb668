import { fail, type Result } from '../result';
import type { DeviceMessage } from '../types';
import { MAX_IMEI_DIGITS, MIN_IMEI_DIGITS } from './constants';
import { encodeTeltonikaUdpAck } from './encode';
import { decodeDataField, type TeltonikaDecodeOptions } from './messages';

/** Length (2) + packet id (2) + not-usable byte (1) + AVL packet id (1) + IMEI length (2). */
const UDP_HEADER = 8;
const LENGTH_FIELD = 2;

export interface TeltonikaUdpHeader {
  packetId: number;
  avlPacketId: number;
  imei: string;
}

export type TeltonikaUdpResult = Result<{
  header: TeltonikaUdpHeader;
  recordCount: number;
  messages: DeviceMessage<'teltonika'>[];
  /** Send after the messages are stored durably; the device resends the datagram otherwise. */
  reply: Buffer;
}>;

/**
 * One UDP datagram: the channel header with the IMEI, then AVL data without preamble or CRC (UDP
 * has its own checksum). An unknown device is refused by not answering: options.deviceId is ignored.
 */
export function decodeTeltonikaUdp(
  datagram: Buffer,
  options: Omit<TeltonikaDecodeOptions, 'deviceId'> = {},
): TeltonikaUdpResult {
  if (!Buffer.isBuffer(datagram) || datagram.length < UDP_HEADER)
    return fail('truncated', 'datagram too short');
  const length = datagram.readUInt16BE(0);
  if (length !== datagram.length - LENGTH_FIELD) {
    return fail('length_mismatch', `length ${length} but ${datagram.length - LENGTH_FIELD} bytes sent`);
  }
  const packetId = datagram.readUInt16BE(2);
  const avlPacketId = datagram[5];
  const imeiLength = datagram.readUInt16BE(6);
  if (
    imeiLength < MIN_IMEI_DIGITS ||
    imeiLength > MAX_IMEI_DIGITS ||
    UDP_HEADER + imeiLength > datagram.length
  ) {
    return fail('invalid_field', `IMEI length ${imeiLength}`);
  }
  const imei = datagram.toString('latin1', UDP_HEADER, UDP_HEADER + imeiLength);
  if (!/^\d+$/.test(imei)) return fail('invalid_field', 'IMEI is not digits');
  const data = decodeDataField(datagram, UDP_HEADER + imeiLength, datagram.length, {
    ...options,
    deviceId: imei,
  });
  if (!data.ok) return data;
  return {
    ok: true,
    header: { packetId, avlPacketId, imei },
    recordCount: data.recordCount,
    messages: data.messages,
    reply: encodeTeltonikaUdpAck(packetId, avlPacketId, data.recordCount),
  };
}
