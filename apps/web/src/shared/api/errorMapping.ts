import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { isFieldErrorCode, isRefusalReason } from '@gps/codes';
import { ResponseCode } from '@gps/contracts/error-codes';
import { httpStatusMessageKey } from './httpStatus';
import type { AppError, FieldIssue } from './types';

const CODE_NAMES = new Map<number, string>(Object.entries(ResponseCode).map(([name, code]) => [code, name]));

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
}

/** i18n key for a response code: errors.code.<NAME> for the catalogue, errors.code.FAILURE otherwise. */
export function codeMessageKey(code: number): string {
  return `errors.code.${CODE_NAMES.get(code) ?? 'FAILURE'}`;
}

interface ErrorEntry {
  message?: string;
  extensions?: Record<string, unknown> | null;
}

/** What the server says beside the code (docs/decisions/validation-errors.md). */
interface ErrorDetail {
  retryAfterSeconds?: unknown;
  reason?: unknown;
  issues?: unknown;
}

/** A -2's failing fields, those with a code the app can word (an unknown one reads as `invalid`). */
function fieldIssuesOf(detail: ErrorDetail | undefined): FieldIssue[] | undefined {
  if (!Array.isArray(detail?.issues)) return undefined;
  const issues = (detail.issues as Partial<FieldIssue>[]).filter((i) => typeof i?.field === 'string');
  return issues.map((i) => ({
    field: i.field as string,
    code: isFieldErrorCode(i.code) ? i.code : 'invalid',
    ...(i.params && typeof i.params === 'object' ? { params: i.params } : {}),
  }));
}

/**
 * A refused sign-in that says when the next attempt may come (-7 with `retryAfterSeconds`, see
 * docs/decisions/sign-in-throttle.md) is shown with that wait; a refusal with a reason the app knows
 * by that reason's message (errors.reason.<reason>); otherwise the code's message.
 */
function messageOf(code: number, detail: ErrorDetail | undefined) {
  const seconds = asNumber(detail?.retryAfterSeconds);
  if (code === ResponseCode.TOO_MANY_ATTEMPTS && seconds !== undefined && seconds > 0) {
    return { messageKey: 'errors.retryAfter', messageParams: { seconds } };
  }
  if (isRefusalReason(detail?.reason)) return { messageKey: `errors.reason.${detail.reason}` };
  return { messageKey: codeMessageKey(code) };
}

function fromGraphQLErrors(errors: readonly ErrorEntry[], httpStatus?: number): AppError {
  const first = errors[0];
  const code = asNumber(first?.extensions?.code);
  const status = asNumber(first?.extensions?.httpStatus) ?? httpStatus;
  // A 2xx status says nothing about the failure (GraphQL answers errors with 200): not shown.
  const failedStatus = status !== undefined && status >= 300 ? status : undefined;
  const detail = first?.message || undefined;
  if (code !== undefined && code !== ResponseCode.OK) {
    const errorDetail = first?.extensions?.detail as ErrorDetail | undefined;
    const fieldIssues = fieldIssuesOf(errorDetail);
    return {
      code,
      httpStatus: failedStatus,
      ...messageOf(code, errorDetail),
      detail,
      ...(fieldIssues ? { fieldIssues } : {}),
      ...(isRefusalReason(errorDetail?.reason) ? { reason: errorDetail.reason } : {}),
    };
  }
  if (failedStatus !== undefined) {
    return fromHttpStatus(failedStatus, detail);
  }
  return {
    code: ResponseCode.FAILURE,
    httpStatus: failedStatus,
    messageKey: codeMessageKey(ResponseCode.FAILURE),
    detail,
  };
}

function fromHttpStatus(status: number, detail?: string): AppError {
  // 401 without a code means the server no longer accepts the token: treat it as a session failure.
  const code = status === 401 ? ResponseCode.SESSION_INVALID : ResponseCode.FAILURE;
  return {
    code,
    httpStatus: status,
    messageKey: httpStatusMessageKey(status),
    messageParams: { status },
    detail,
  };
}

function parseErrorsBody(bodyText: string): ErrorEntry[] | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    const errors = (body as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) && errors.length > 0 ? (errors as ErrorEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an error only means the request was cancelled by the app (unmount, refetch): never shown. */
export function isCancellation(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Maps anything a request can fail with to what the error dialog shows:
 * GraphQL errors by their `extensions.code` (non-zero codes), HTTP failures by status (spec section 8),
 * our 60 s timeout as 408, an unreachable server as a network error.
 */
export function toAppError(error: unknown): AppError {
  if (CombinedGraphQLErrors.is(error)) {
    return fromGraphQLErrors(error.errors);
  }
  if (ServerError.is(error)) {
    const errors = parseErrorsBody(error.bodyText);
    return errors ? fromGraphQLErrors(errors, error.statusCode) : fromHttpStatus(error.statusCode);
  }
  if (ServerParseError.is(error)) {
    const status = error.statusCode >= 300 ? error.statusCode : 500;
    return fromHttpStatus(status);
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return fromHttpStatus(408);
  }
  if (error instanceof TypeError) {
    return { code: ResponseCode.FAILURE, messageKey: 'http.network', detail: error.message };
  }
  const message = error instanceof Error ? error.message : undefined;
  return { code: ResponseCode.FAILURE, messageKey: codeMessageKey(ResponseCode.FAILURE), detail: message };
}

/**
 * A failed `/api` answer (`{ code, message, data? }`, the legacy door's envelope, which the export
 * downloads get instead of a file): shown as the same failure through GraphQL would be.
 */
export function fromApiEnvelope(envelope: unknown, httpStatus?: number): AppError {
  const body = (envelope ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
  const message = typeof body.message === 'string' ? body.message : undefined;
  return fromGraphQLErrors([{ message, extensions: { code: body.code, detail: body.data } }], httpStatus);
}
