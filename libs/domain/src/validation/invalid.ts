import { DomainError } from '../errors';

/** Every validation failure names the offending field, so both doors can point at it. */
export function invalid(field: string, message: string): never {
  throw new DomainError('validation', message, { field });
}
