import { SPEED_LIMIT_KMH_RANGE } from '@gps/codes';
import { integerInRange } from './numbers';

/** A device's or a fleet's own overspeed limit, whole km/h; null: none of its own (it inherits). */
export function optionalSpeedLimit(field: string, value: unknown): number | null {
  if (value === null) return null;
  return integerInRange(field, value, SPEED_LIMIT_KMH_RANGE.min, SPEED_LIMIT_KMH_RANGE.max);
}
