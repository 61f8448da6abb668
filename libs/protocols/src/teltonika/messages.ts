import { fail, type Result } from '../result';
import type { CommandReplyMessage, DeviceMessage } from '../types';
import { parseAvlData } from './avl';
import { parseCodec12 } from './codec12';
import { Codec12Type, TeltonikaCodec } from './constants';
import { recordToMessage, type TeltonikaRecordOptions } from './record';

export type TeltonikaDecodeOptions = TeltonikaRecordOptions;

export type TeltonikaDataResult = Result<
  | { kind: 'avl'; codecId: number; recordCount: number; messages: DeviceMessage<'teltonika'>[] }
  | {
      kind: 'command_reply';
      codecId: number;
      recordCount: number;
      messages: [CommandReplyMessage<'teltonika'>];
    }
>;

/** The data field of a TCP packet or UDP datagram (codec id .. second count) into messages. */
export function decodeDataField(
  data: Buffer,
  start: number,
  end: number,
  options: TeltonikaDecodeOptions,
): TeltonikaDataResult {
  if (end <= start) return fail('truncated', 'empty data field');
  const codecId = data[start];
  if (codecId === TeltonikaCodec.CODEC_12) {
    const parsed = parseCodec12(data, start, end);
    if (!parsed.ok) return parsed;
    if (parsed.message.type !== Codec12Type.RESPONSE) {
      return fail('unsupported', 'a Codec 12 command sent by a device');
    }
    const message: CommandReplyMessage<'teltonika'> = {
      type: 'command_reply',
      protocol: 'teltonika',
      deviceId: options.deviceId,
      text: parsed.message.text,
      encoding: 'ascii',
    };
    return { ok: true, kind: 'command_reply', codecId, recordCount: 1, messages: [message] };
  }
  const parsed = parseAvlData(data, start, end);
  if (!parsed.ok) return parsed;
  const messages: DeviceMessage<'teltonika'>[] = [];
  for (const record of parsed.avl.records) {
    const mapped = recordToMessage(record, options);
    if (!mapped.ok) return mapped;
    messages.push(mapped.message);
  }
  return { ok: true, kind: 'avl', codecId, recordCount: messages.length, messages };
}
