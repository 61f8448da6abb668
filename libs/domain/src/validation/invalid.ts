import type { FieldErrorCode } from '@gps/codes';
import { DomainError } from '../errors';

/**
 * Every validation failure names the offending field and says what is wrong with it by a stable
 * code (with its params, e.g. `max`), so both doors can point at it and a client can word it in its
 * language; the message is the English wording for logs and API callers.
 */
export function invalid(
  field: string,
  message: string,
  code: FieldErrorCode = 'invalid',
  params?: Record<string, string | number>,
): never {
  throw new DomainError('validation', message, { field, code, ...(params ? { params } : {}) });
}
