import { fail, type Result } from '../result';
import { JT808_DELIMITER, JT808_ESCAPE, JT808_ESCAPED_DELIMITER, JT808_ESCAPED_ESCAPE } from './constants';

/** Escape header + body + check code so neither 7E nor 7D appears inside a frame (§4.4.1). */
export function escapeJt808(data: Uint8Array): Buffer {
  let extra = 0;
  for (const b of data) if (b === JT808_DELIMITER || b === JT808_ESCAPE) extra++;
  const out = Buffer.alloc(data.length + extra);
  let o = 0;
  for (const b of data) {
    if (b === JT808_DELIMITER || b === JT808_ESCAPE) {
      out[o++] = JT808_ESCAPE;
      out[o++] = b === JT808_DELIMITER ? JT808_ESCAPED_DELIMITER : JT808_ESCAPED_ESCAPE;
    } else {
      out[o++] = b;
    }
  }
  return out;
}

/**
 * Undo the escaping. A 7D followed by anything but 01 or 02 is refused: it cannot come from a
 * conforming sender, and guessing would hand the decoder shifted fields.
 */
export function unescapeJt808(data: Uint8Array): Result<{ bytes: Buffer }> {
  const out = Buffer.alloc(data.length);
  let o = 0;
  for (let i = 0; i < data.length; i++) {
    const b = data[i];
    if (b !== JT808_ESCAPE) {
      out[o++] = b;
      continue;
    }
    const next = data[i + 1];
    if (next === JT808_ESCAPED_DELIMITER) out[o++] = JT808_DELIMITER;
    else if (next === JT808_ESCAPED_ESCAPE) out[o++] = JT808_ESCAPE;
    else return fail('invalid_field', `bad escape 7D ${next === undefined ? 'at end' : hex2(next)}`);
    i++;
  }
  return { ok: true, bytes: out.subarray(0, o) };
}

/** XOR of every byte from the header to the end of the body (§4.4.2 check code). */
export function jt808CheckCode(data: Uint8Array, start = 0, end = data.length): number {
  let x = 0;
  for (let i = start; i < end; i++) x ^= data[i];
  return x;
}

function hex2(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0');
}
