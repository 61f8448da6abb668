import { invalid } from './invalid';

export function integerInRange(field: string, value: unknown, min: number, max: number): number {
  const message = `${field} must be an integer from ${min} to ${max}`;
  if (typeof value !== 'number') invalid(field, message, 'not_number');
  if (!Number.isSafeInteger(value)) invalid(field, message, 'not_integer');
  if (value < min) invalid(field, message, 'too_small', { min });
  if (value > max) invalid(field, message, 'too_large', { max });
  return value;
}

export function nonNegativeInteger(field: string, value: unknown): number {
  return integerInRange(field, value, 0, Number.MAX_SAFE_INTEGER);
}

export function oneOf<T extends number | string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T))
    invalid(field, `${field} must be one of ${allowed.join(', ')}`, 'invalid_choice', {
      choices: allowed.join(', '),
    });
  return value as T;
}

/** Times travel as epoch milliseconds; a handler bug must not write a NaN date into history. */
export function timestamp(field: string, value: unknown): number {
  return nonNegativeInteger(field, value);
}
