/**
 * Sign-in throttling policy (docs/decisions/sign-in-throttle.md). Infrastructure keeps the counters
 * and asks these functions before it checks a password; the figures come from measurement and are
 * written down with it.
 *
 * - Every account has a **lane** of consecutive unsuccessful attempts: after `freeFailures` of them,
 *   each further attempt must wait a delay after the last one, doubling from `firstDelayMs` up to
 *   `maxDelayMs`. It is a wait between attempts, never a lock: the right password is accepted as
 *   soon as the wait is over, and refused attempts do not count.
 * - An address that signed in to an account recently has a **good history** with it and gets its
 *   own lane for that account, so strangers guessing cannot slow its owner down.
 * - An address is limited on its own only for failures spread over many accounts (spraying): a
 *   stranger's attempt is refused while the address failed on `sprayAccounts` accounts within
 *   `sprayWindowMs`. Many failures on one account are the account lane's business.
 * - An attempt counts when it starts (the infrastructure reserves it before the slow verify), so
 *   attempts in flight together cannot multiply the guesses; a success forgives its lane.
 */
export interface SignInThrottlePolicy {
  /** Unsuccessful attempts on a lane that need no wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further one doubles it. */
  firstDelayMs: number;
  /** The longest wait between two attempts on a lane. */
  maxDelayMs: number;
  /** A lane with no attempt for this long starts again from nothing. */
  forgetAfterMs: number;
  /** Distinct accounts an address may fail on within `sprayWindowMs` before strangers from it wait. */
  sprayAccounts: number;
  sprayWindowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SIGN_IN_THROTTLE: Readonly<SignInThrottlePolicy> = Object.freeze({
  freeFailures: 5,
  firstDelayMs: 1 * SECOND,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
  sprayAccounts: 10,
  sprayWindowMs: 15 * MINUTE,
});

export interface ThrottleDecision {
  allowed: boolean;
  /** 0 when allowed. */
  retryAfterMs: number;
}

const ALLOWED: ThrottleDecision = Object.freeze({ allowed: true, retryAfterMs: 0 });
const waitOf = (ms: number): ThrottleDecision => (ms > 0 ? { allowed: false, retryAfterMs: ms } : ALLOWED);

/** Consecutive attempts on one lane that did not succeed (each counted when it started). */
export interface SignInLane {
  failures: number;
  /** When the last of them started (epoch ms). */
  lastAt: number;
}

/** The wait after `failures` consecutive failures: none for the free ones, then doubling to the cap. */
export function backoffMs(failures: number, policy: SignInThrottlePolicy = SIGN_IN_THROTTLE): number {
  const beyond = failures - policy.freeFailures;
  if (beyond < 0) return 0;
  // Past the cap the exponent only grows; stop before 2 ** beyond overflows into Infinity.
  const doublings = Math.min(beyond, Math.ceil(Math.log2(policy.maxDelayMs / policy.firstDelayMs)) + 1);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** Whether a lane still counts at `now`: one left alone for `forgetAfterMs` is as good as new. */
export function laneIsLive(
  lane: SignInLane | undefined,
  now: number,
  policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
): lane is SignInLane {
  return lane !== undefined && now - lane.lastAt < policy.forgetAfterMs;
}

/** The lane after an attempt starts at `now` (the reservation; a success then forgives the lane). */
export function laneAfterAttempt(
  lane: SignInLane | undefined,
  now: number,
  policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
): SignInLane {
  return { failures: (laneIsLive(lane, now, policy) ? lane.failures : 0) + 1, lastAt: now };
}

/**
 * At most `limit` events within `windowMs`: the wait until one more fits, 0 when it fits now.
 * Future and non-finite times are ignored.
 */
export function windowWaitMs(times: readonly number[], now: number, limit: number, windowMs: number): number {
  const recent = times
    .filter((t) => Number.isFinite(t) && t <= now && now - t < windowMs)
    .sort((a, b) => a - b);
  if (recent.length < limit) return 0;
  // The attempt fits once all but limit - 1 of them have left the window.
  return recent[recent.length - limit] + windowMs - now;
}

/** What the throttle knows about an attempt when it arrives, gathered by the infrastructure. */
export interface SignInAttemptView {
  /** The lane the attempt counts on (see `signInLaneKey`). */
  lane: SignInLane | undefined;
  /**
   * 'known' when the address has a good history with the account (it is then exempt from the
   * spraying limit); otherwise when the address last failed on each account it failed on.
   */
  addressFailures: readonly number[] | 'known';
}

/** Whether an attempt may be evaluated now, and if not how long to wait. */
export function signInDecision(
  view: SignInAttemptView,
  now: number,
  policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
): ThrottleDecision {
  const laneWait = laneIsLive(view.lane, now, policy)
    ? view.lane.lastAt + backoffMs(view.lane.failures, policy) - now
    : 0;
  const sprayWait =
    view.addressFailures === 'known'
      ? 0
      : windowWaitMs(view.addressFailures, now, policy.sprayAccounts, policy.sprayWindowMs);
  return waitOf(Math.max(laneWait, sprayWait));
}

/**
 * The lane of an attempt: an address with a good history with the account has its own, every other
 * address shares the account's strangers' lane.
 */
export function signInLaneKey(account: string, address: string, known: boolean): string {
  return known ? `${account}\n${address}` : account;
}

/**
 * Password-reset requests: no mailbox gets more than `mailsPerMailbox` keys within `windowMs` (the
 * keys it got still work), and one address makes at most `requestsPerAddress` requests within it.
 * Separate from sign-in counting: asking for a key never slows anyone's sign-in.
 */
export interface ResetRequestPolicy {
  mailsPerMailbox: number;
  requestsPerAddress: number;
  windowMs: number;
}

export const RESET_REQUESTS: Readonly<ResetRequestPolicy> = Object.freeze({
  mailsPerMailbox: 3,
  requestsPerAddress: 10,
  windowMs: 60 * MINUTE,
});

/** Whether an address may request a reset now, given when it requested before. */
export function resetRequestDecision(
  requestedAt: readonly number[],
  now: number,
  policy: ResetRequestPolicy = RESET_REQUESTS,
): ThrottleDecision {
  return waitOf(windowWaitMs(requestedAt, now, policy.requestsPerAddress, policy.windowMs));
}

/** Whether a mailbox may be sent one more key now, given when it was sent the others. */
export function resetMailAllowed(
  mailedAt: readonly number[],
  now: number,
  policy: ResetRequestPolicy = RESET_REQUESTS,
): boolean {
  return windowWaitMs(mailedAt, now, policy.mailsPerMailbox, policy.windowMs) === 0;
}
