import { fail, type Result } from '../result';
import { Codec12Type } from './constants';
import { ByteReader } from './reader';

export interface Codec12Message {
  /** 0x05 command (server to device), 0x06 response (device to server). */
  type: number;
  text: string;
}

/** Codec 12 data field (codec id .. second count in data[start, end)): one command or response. */
export function parseCodec12(data: Buffer, start: number, end: number): Result<{ message: Codec12Message }> {
  const reader = new ByteReader(data, start + 1, end);
  const count = reader.u8();
  const type = reader.u8();
  const size = reader.u32();
  if (size === undefined || count === undefined || type === undefined) {
    return fail('truncated', 'Codec 12 header too short');
  }
  const body = reader.bytes(size);
  const count2 = reader.u8();
  if (body === undefined || count2 === undefined) return fail('truncated', 'Codec 12 text cut short');
  if (count !== count2) return fail('invalid_field', `Codec 12 counts differ: ${count} and ${count2}`);
  if (reader.remaining !== 0)
    return fail('length_mismatch', `${reader.remaining} bytes after the Codec 12 text`);
  if (type !== Codec12Type.COMMAND && type !== Codec12Type.RESPONSE) {
    return fail('unsupported', `Codec 12 type 0x${type.toString(16)}`);
  }
  return { ok: true, message: { type, text: body.toString('latin1') } };
}
