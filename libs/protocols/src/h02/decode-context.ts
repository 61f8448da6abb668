import type { Result } from '../result';
import type { DeviceMessage, DeviceState } from '../types';
import type { H02Status } from './status';

/** An H02 sentence split at commas: [maker, id, type, ...fields]. */
export interface Ctx {
  tokens: string[];
  deviceId: string;
  now: Date;
}

export type Decoded = Result<{ message: DeviceMessage; status?: H02Status }>;

export function stateFromStatus(status: H02Status | undefined): DeviceState {
  if (!status) return {};
  return { acc: status.acc, statusBits: status.raw };
}
