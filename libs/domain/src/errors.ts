/**
 * Domain errors carry the numeric code that both doors return (see libs/contracts error codes).
 * Kept here as plain numbers so the domain imports nothing of ours.
 */
export type DomainErrorKind =
  | 'validation' // -2: bad input
  | 'not_found' // -3
  | 'access_denied' // -4: tenant isolation or missing permission
  | 'conflict' // -5: duplicate, or a state that forbids the change
  | 'invalid_credentials' // -6
  | 'locked'; // -7: too many failed sign-ins

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Optional machine-readable detail, e.g. the field that failed validation. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
