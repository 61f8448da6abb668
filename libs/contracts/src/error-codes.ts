/**
 * Response codes of both doors. 0 is success; the spec fixes -1 (default) and -8..-11 (session
 * failure); the rest are our decisions, documented in docs/decisions/error-codes.md.
 */
export const ResponseCode = {
  OK: 0,
  /** Unexpected failure (the spec's default code). */
  FAILURE: -1,
  VALIDATION: -2,
  NOT_FOUND: -3,
  ACCESS_DENIED: -4,
  CONFLICT: -5,
  INVALID_CREDENTIALS: -6,
  TOO_MANY_ATTEMPTS: -7,
  /** No token in the request. */
  SESSION_MISSING: -8,
  /** The token was valid but the session idled out (900 s). */
  SESSION_EXPIRED: -9,
  /** The token is unknown or malformed, or its session was logged out or ended by a password change. */
  SESSION_INVALID: -10,
  /** The session's account was suspended or removed after sign-in. */
  SESSION_ACCOUNT_DISABLED: -11,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export const SESSION_FAILURE_CODES: readonly number[] = [
  ResponseCode.SESSION_MISSING,
  ResponseCode.SESSION_EXPIRED,
  ResponseCode.SESSION_INVALID,
  ResponseCode.SESSION_ACCOUNT_DISABLED,
];

export function isSessionFailure(code: number): boolean {
  return SESSION_FAILURE_CODES.includes(code);
}
