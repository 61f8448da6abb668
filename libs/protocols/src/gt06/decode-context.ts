import { fail, type Result } from '../result';
import type { DeviceMessage } from '../types';

/** What every GT06 content decoder works on: the frame buffer and the content's bounds. */
export interface Ctx {
  buf: Buffer;
  start: number;
  end: number;
  deviceId: string;
  offsetMinutes: number;
  now: Date;
  /** The device's model (undefined = generic): some layouts and codes differ by model. */
  model?: string;
}

export type Decoded = Result<{ message: DeviceMessage }>;

export function need(ctx: Ctx, bytes: number, what: string): Result<object> {
  const have = ctx.end - ctx.start;
  return have >= bytes
    ? { ok: true }
    : fail('truncated', `${what} needs ${bytes} content bytes, frame has ${have}`);
}
