import { DomainError, type FieldFailure } from '../errors';

/** One failing field of a command, with the English message its rule gave (for logs and API callers). */
export interface FieldIssue extends FieldFailure {
  message: string;
}

/** Separates the English messages of several failing fields in the one error's message. */
const MESSAGE_SEPARATOR = '; ';

function isFieldFailure(error: unknown): error is DomainError {
  return error instanceof DomainError && error.kind === 'validation';
}

function issueOf(error: DomainError): FieldIssue[] {
  const detail = (error.detail ?? {}) as Partial<FieldFailure> & { issues?: FieldIssue[] };
  if (Array.isArray(detail.issues)) return detail.issues;
  return [
    {
      field: detail.field ?? '',
      code: detail.code ?? 'invalid',
      ...(detail.params ? { params: detail.params } : {}),
      message: error.message,
    },
  ];
}

/**
 * Runs every check, so a form with two bad fields hears of both in one answer, not one per
 * resubmit. Validation failures are gathered: one alone is rethrown as it was, several become ONE
 * validation error whose `detail.issues` lists each (docs/decisions/validation-errors.md). Any
 * other error (not found, conflict) stops at once, untouched. Returns the checks' results in order.
 */
export function everyCheck<T>(checks: readonly (() => T)[]): T[] {
  const results: T[] = [];
  const failures: DomainError[] = [];
  for (const check of checks) {
    try {
      results.push(check());
    } catch (error) {
      if (!isFieldFailure(error)) throw error;
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) {
    const issues = failures.flatMap(issueOf);
    throw new DomainError('validation', issues.map((i) => i.message).join(MESSAGE_SEPARATOR), { issues });
  }
  return results;
}

/** A check per field of T; `undefined` for a field the command leaves out. */
export type FieldChecks<T> = { [K in keyof T]: (() => T[K]) | undefined };

/**
 * everyCheck over named fields: returns each checked field's normalised value under its name,
 * leaving out the fields whose check is `undefined`.
 */
export function everyField<T>(checks: FieldChecks<T>): T {
  const given = (Object.entries(checks) as [string, (() => unknown) | undefined][]).filter(
    (entry): entry is [string, () => unknown] => entry[1] !== undefined,
  );
  const values = everyCheck(given.map(([, check]) => check));
  return Object.fromEntries(given.map(([field], i) => [field, values[i]])) as T;
}

/** The check of a field an edit may leave out: none when the value is absent. */
export function ifGiven<V, R>(value: V | undefined, check: (value: V) => R): (() => R) | undefined {
  return value === undefined ? undefined : () => check(value);
}
