import { DomainError } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import { EventIdConflictError } from '@gps/event-store';

/** An error that both doors turn into a response code (and, for GraphQL, extensions.code). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
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

/** Normalises anything thrown by an operation; unexpected errors become FAILURE without leaking internals. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError)
    return new ApiError(CODE_OF_KIND[error.kind], error.message, error.detail);
  // Event ids derive from the requestId: the same id on a different request collides with the first.
  if (error instanceof EventIdConflictError)
    return new ApiError(ResponseCode.CONFLICT, 'this requestId was already used for a different request');
  return new ApiError(ResponseCode.FAILURE, 'internal error');
}

export const accessDenied = (message = 'access denied') => new ApiError(ResponseCode.ACCESS_DENIED, message);
export const notFound = (message: string) => new ApiError(ResponseCode.NOT_FOUND, message);
