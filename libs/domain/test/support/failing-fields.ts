import type { FieldFailure } from '../../src';
import { errorOf, type Outcome } from './given-when-then';

/**
 * The fields a validation outcome names with their codes, in order: every issue of a rule that
 * reports all its failing fields (everyField), or the one field of a single failure.
 */
export function failingFields<E>(outcome: Outcome<E>): { field: string; code: string }[] {
  const { kind, detail = {} } = errorOf(outcome);
  if (kind !== 'validation') throw new Error(`expected a validation error, got ${kind}`);
  const issues = (Array.isArray(detail.issues) ? detail.issues : [detail]) as FieldFailure[];
  return issues.map(({ field, code }) => ({ field, code }));
}
