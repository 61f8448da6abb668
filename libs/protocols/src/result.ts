import type { CodecError, CodecErrorCode } from './types';

/** Codecs never throw on device input; every outcome is one of these. */
export type Result<T> = ({ ok: true } & T) | { ok: false; error: CodecError };

export function fail(code: CodecErrorCode, message: string): { ok: false; error: CodecError } {
  return { ok: false, error: { code, message } };
}
