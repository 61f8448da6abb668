/**
 * Sign-in throttling policy. Infrastructure records failed attempts per key (the account name,
 * and separately the client address) and asks this policy before checking a password: after
 * `maxFailures` failures within `windowMs`, the key is locked for `lockMs` from the last of them.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const SIGN_IN_THROTTLE: Readonly<ThrottlePolicy> = Object.freeze({
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
});

export interface ThrottleDecision {
  allowed: boolean;
  /** 0 when allowed. */
  retryAfterMs: number;
}

/**
 * A lock starts at the failure that completes `maxFailures` inside a window (strictly shorter
 * than windowMs, so once a lock has run out the same old failures cannot lock again at once).
 */
export function signInThrottle(
  failures: readonly number[],
  now: number,
  policy: ThrottlePolicy = SIGN_IN_THROTTLE,
): ThrottleDecision {
  const past = failures.filter((t) => Number.isFinite(t) && t <= now).sort((a, b) => a - b);
  const n = policy.maxFailures;
  let lockedUntil = -Infinity;
  for (let last = n - 1; last < past.length; last++) {
    if (past[last] - past[last - n + 1] < policy.windowMs) {
      lockedUntil = Math.max(lockedUntil, past[last] + policy.lockMs);
    }
  }
  return now < lockedUntil
    ? { allowed: false, retryAfterMs: lockedUntil - now }
    : { allowed: true, retryAfterMs: 0 };
}

/** The failures that can still influence a decision; the store may forget the others. */
export function recentFailures(
  failures: readonly number[],
  now: number,
  policy: ThrottlePolicy = SIGN_IN_THROTTLE,
): number[] {
  const horizon = now - policy.windowMs - policy.lockMs;
  return failures.filter((t) => t > horizon && t <= now);
}

/** The account key and the address key are throttled separately; a sign-in needs both allowed. */
export function combineThrottle(...decisions: readonly ThrottleDecision[]): ThrottleDecision {
  const retryAfterMs = Math.max(0, ...decisions.map((d) => (d.allowed ? 0 : d.retryAfterMs)));
  return { allowed: decisions.every((d) => d.allowed), retryAfterMs };
}
