import { formatErrorSummary, isRefusalReason, type RefusalReason } from '@gps/codes';
import { DomainError, type FieldFailure, type FieldIssue } from '@gps/domain';
import { ResponseCode, apiFieldName } from '@gps/contracts';
import { EventIdConflictError } from '@gps/event-store';
import type { InputIssue } from './input-issues';

/** An error that both doors turn into a response code (and, for GraphQL, extensions.code). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** `data` on /api, `extensions.detail` on GraphQL: a -2's `issues`, a refusal's `reason`. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CODE_OF_KIND: Record<DomainError['kind'], number> = {
  validation: ResponseCode.VALIDATION,
  not_found: ResponseCode.NOT_FOUND,
  access_denied: ResponseCode.ACCESS_DENIED,
  conflict: ResponseCode.CONFLICT,
  invalid_credentials: ResponseCode.INVALID_CREDENTIALS,
  locked: ResponseCode.TOO_MANY_ATTEMPTS,
};

/**
 * -2 with every failing field in `detail.issues` (field, code, params, message), the same through
 * both doors; the message (by default the first issue's, after its field) is for callers that read
 * only the message.
 */
export function validationError(issues: readonly InputIssue[], message?: string): ApiError {
  const [first] = issues;
  return new ApiError(
    ResponseCode.VALIDATION,
    message ?? (first.field ? `${first.field}: ${first.message}` : first.message),
    { issues },
  );
}

/** A refusal with its stable reason in `detail.reason` (REFUSAL_REASONS of @gps/codes). */
export function refused(
  code: number,
  reason: RefusalReason,
  message: string,
  detail: Record<string, unknown> = {},
): ApiError {
  return new ApiError(code, message, { reason, ...detail });
}

/**
 * A domain rule's failing fields, named as the caller names them: the domain's command fields
 * carry the /api names back through API_FIELD_RENAMES. One failure carries its field in the detail,
 * several (everyField) carry `issues`; both are read as a list.
 */
function domainValidation(error: DomainError): ApiError {
  const detail = (error.detail ?? {}) as Partial<FieldFailure> & { issues?: FieldIssue[] };
  const failures: Partial<FieldIssue>[] = Array.isArray(detail.issues)
    ? detail.issues
    : [{ ...detail, message: error.message }];
  return validationError(
    failures.map((failure) => ({
      field: apiFieldName(failure.field ?? ''),
      code: failure.code ?? 'invalid',
      message: failure.message ?? error.message,
      ...(failure.params ? { params: failure.params } : {}),
    })),
    error.message,
  );
}

/** Normalises anything thrown by an operation; unexpected errors become FAILURE without leaking internals. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    if (error.kind === 'validation') return domainValidation(error);
    return new ApiError(CODE_OF_KIND[error.kind], error.message, error.detail);
  }
  // Event ids derive from the requestId: the same id on a different request collides with the first.
  if (error instanceof EventIdConflictError)
    return refused(
      ResponseCode.CONFLICT,
      'request_id_reused',
      'this requestId was already used for a different request',
    );
  return new ApiError(ResponseCode.FAILURE, 'internal error');
}

/**
 * The error in codes, for the system log: its reason, its failing fields or its response code,
 * which the back office words in the reader's language; never the English message.
 */
export function errorSummary(error: ApiError): string {
  const reason = error.detail?.reason;
  if (isRefusalReason(reason)) return formatErrorSummary({ reason });
  const issues = error.detail?.issues as InputIssue[] | undefined;
  if (Array.isArray(issues) && issues.length > 0) return formatErrorSummary({ issues });
  return formatErrorSummary({ code: error.code });
}

export const accessDenied = (message = 'access denied', reason?: RefusalReason) =>
  reason
    ? refused(ResponseCode.ACCESS_DENIED, reason, message)
    : new ApiError(ResponseCode.ACCESS_DENIED, message);
export const notFound = (message: string) => new ApiError(ResponseCode.NOT_FOUND, message);
