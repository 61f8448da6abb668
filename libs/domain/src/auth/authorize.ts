import { DomainError } from '../errors';

/** Turns a rule's answer into the access_denied error both doors map to the same code. */
export function authorize(condition: boolean, message = 'access denied'): asserts condition {
  if (!condition) throw new DomainError('access_denied', message);
}
