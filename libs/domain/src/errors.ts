import type { FieldErrorCode, RefusalReason } from '@gps/codes';

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
    /**
     * Machine-readable detail: a validation failure's `field` and `code` (with `params`), or the
     * `issues` of several failing fields (everyField), a refusal's `reason`
     * (docs/decisions/validation-errors.md).
     */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A refusal with its stable reason in `detail.reason`, so a client words it in its language. */
export function refusal(
  kind: Exclude<DomainErrorKind, 'validation'>,
  reason: RefusalReason,
  message: string,
  detail: Record<string, unknown> = {},
): DomainError {
  return new DomainError(kind, message, { reason, ...detail });
}

/** The detail of a field's validation failure. */
export interface FieldFailure {
  field: string;
  code: FieldErrorCode;
  params?: Record<string, string | number>;
}
