import { fail, type Result } from '../result';
import { formatUtcTime, formatUtcTimestamp } from '../time';
import type { H02FrameInfo } from './decode';

/** Replies and commands for H02 (reference §3). Times are UTC, like the device's own clock. */

const DEFAULT_MAKER = 'HQ';

function maker(manufacturer: string | undefined): string {
  // Echo the device's maker code (some firmwares speak *TH); anything odd falls back to HQ.
  return manufacturer && /^[A-Za-z]{2}$/.test(manufacturer) ? manufacturer.toUpperCase() : DEFAULT_MAKER;
}

function sentence(parts: string[]): Buffer {
  return Buffer.from(`*${parts.join(',')}#`, 'latin1');
}

/** Answer to V1: `*HQ,<id>,V4,V1,<yyyyMMddHHmmss>#`. */
export function encodeH02V1Reply(deviceId: string, now: Date, manufacturer?: string): Buffer {
  return sentence([maker(manufacturer), deviceId, 'V4', 'V1', formatUtcTimestamp(now)]);
}

/** Answer to NBR: `*HQ,<id>,V4,NBR,<yyyyMMddHHmmss>#`. */
export function encodeH02NbrReply(deviceId: string, now: Date, manufacturer?: string): Buffer {
  return sentence([maker(manufacturer), deviceId, 'V4', 'NBR', formatUtcTimestamp(now)]);
}

/** Heartbeat echo: `*HQ,<id>,HTBT#` (or V0, whatever the device sent). */
export function encodeH02HeartbeatReply(deviceId: string, type = 'HTBT', manufacturer?: string): Buffer {
  return sentence([maker(manufacturer), deviceId, type]);
}

/** Optional generic acknowledgement (Traccar's h02.ack): `*HQ,<id>,R12,<HHmmss>#`. */
export function encodeH02R12Ack(deviceId: string, now: Date, manufacturer?: string): Buffer {
  return sentence([maker(manufacturer), deviceId, 'R12', formatUtcTime(now)]);
}

/**
 * The reply a decoded sentence calls for, or undefined. `ack: true` adds R12 acknowledgements for
 * sentences that have no reply of their own (off by default, as in Traccar).
 */
export function h02ReplyFor(
  frame: H02FrameInfo,
  options: { now?: Date; ack?: boolean } = {},
): Buffer | undefined {
  if (frame.deviceId === '') return undefined;
  const now = options.now ?? new Date();
  const type = frame.type.toUpperCase();
  if (type === 'V1') return encodeH02V1Reply(frame.deviceId, now, frame.manufacturer);
  if (type === 'NBR') return encodeH02NbrReply(frame.deviceId, now, frame.manufacturer);
  if (type === 'HTBT' || type === 'V0')
    return encodeH02HeartbeatReply(frame.deviceId, type, frame.manufacturer);
  if (options.ack) return encodeH02R12Ack(frame.deviceId, now, frame.manufacturer);
  return undefined;
}

export interface H02CommandFrameOptions {
  /** Goes into the HHMMSS field; the device echoes it in its V4 confirmation (a request id). */
  time: Date;
  manufacturer?: string;
}

/** `*HQ,<id>,<CMD>,<HHMMSS>[,<param>...]#` */
export function encodeH02CommandFrame(
  deviceId: string,
  command: string,
  params: readonly string[],
  options: H02CommandFrameOptions,
): Result<{ frame: Buffer; text: string }> {
  if (!/^\d{1,20}$/.test(deviceId)) return fail('invalid_field', 'H02 device id must be 1..20 digits');
  if (!/^[A-Z][A-Z0-9]{0,7}$/.test(command)) return fail('invalid_field', 'H02 command code must be A-Z/0-9');
  if (!(options.time instanceof Date) || Number.isNaN(options.time.getTime()))
    return fail('invalid_field', 'command time is not a valid date');
  for (const param of params) {
    // Separators inside a parameter would shift every later field on the device.
    if (!/^[\x20-\x7e]*$/.test(param) || /[,#*]/.test(param)) {
      return fail('invalid_field', `H02 parameter "${param}" contains a separator or non-ASCII character`);
    }
  }
  const frame = sentence([
    maker(options.manufacturer),
    deviceId,
    command,
    formatUtcTime(options.time),
    ...params,
  ]);
  return { ok: true, frame, text: frame.toString('latin1') };
}
