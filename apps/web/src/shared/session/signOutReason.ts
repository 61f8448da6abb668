import { ResponseCode } from '@gps/contracts/error-codes';

/**
 * Why the app signed the user out on its own, for the login page to say once: the idle logout, or a
 * session the server refused (expired -9, ended -10 by a sign-out elsewhere or a password change,
 * account suspended or removed -11, no token -8). A sign-out the user asked for has no reason.
 */
export type SignOutReason = 'idle' | 'expired' | 'ended' | 'disabled' | 'missing';

const REASON_OF_CODE = new Map<number, SignOutReason>([
  [ResponseCode.SESSION_MISSING, 'missing'],
  [ResponseCode.SESSION_EXPIRED, 'expired'],
  [ResponseCode.SESSION_INVALID, 'ended'],
  [ResponseCode.SESSION_ACCOUNT_DISABLED, 'disabled'],
]);

/** The reason a session failure code gives, or undefined for any other code. */
export function signOutReasonOf(code: number): SignOutReason | undefined {
  return REASON_OF_CODE.get(code);
}

/** Kept in memory only: shown once by the next login page, gone with a reload. */
let pending: SignOutReason | null = null;

export function setSignOutReason(reason: SignOutReason | null): void {
  pending = reason;
}

/** The reason waiting for the login page, without taking it (React may render twice). */
export function peekSignOutReason(): SignOutReason | null {
  return pending;
}

export function clearSignOutReason(): void {
  pending = null;
}
