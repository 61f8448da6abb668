import {
  addressKey,
  laneAfterAttempt,
  resetMailAllowed,
  resetRequestDecision,
  signInDecision,
  signInLaneKey,
  type ResetRequestPolicy,
  type SignInLane,
  type SignInThrottlePolicy,
  type ThrottleDecision,
} from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import { ApiError } from '../request/api-error';
import { BoundedMap } from './bounded-map';

export interface SignInThrottleLimits {
  signIn: SignInThrottlePolicy;
  reset: ResetRequestPolicy;
  /** Entries each of the counters keeps at most; the least recently written are forgotten first. */
  maxEntries: number;
}

/** A sign-in attempt counted before its password is checked; a success forgives it. */
export interface SignInReservation {
  succeeded(): void;
}

function tooManyAttempts(decision: ThrottleDecision, what: string): ApiError {
  return new ApiError(ResponseCode.TOO_MANY_ATTEMPTS, `too many ${what}; try again later`, {
    retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
  });
}

/**
 * The counters behind the domain's throttling policies, in this process (see
 * docs/decisions/sign-in-throttle.md): the sign-in lanes, the accounts each address failed on, and
 * password-reset requests per address and mails per mailbox. Each check and its counting happen in
 * one synchronous step, so requests in flight together are counted one after the other.
 */
export class SignInThrottle {
  private readonly lanes: BoundedMap<SignInLane>;
  /** Per address: when it last failed on each account, as a stranger. */
  private readonly addressFailures: BoundedMap<Map<string, number>>;
  private readonly resetRequests: BoundedMap<number[]>;
  private readonly resetMails: BoundedMap<number[]>;

  constructor(private readonly limits: SignInThrottleLimits) {
    const { signIn, reset, maxEntries } = limits;
    this.lanes = new BoundedMap(maxEntries, signIn.forgetAfterMs);
    this.addressFailures = new BoundedMap(maxEntries, signIn.sprayWindowMs);
    this.resetRequests = new BoundedMap(maxEntries, reset.windowMs);
    this.resetMails = new BoundedMap(maxEntries, reset.windowMs);
  }

  /**
   * Counts an attempt at `account` (the credential key, whether or not it exists) from `address`
   * before the password is checked, or throws -7 with the wait. `known`: the address has a good
   * history with the account.
   */
  reserve(account: string, address: string, known: boolean, now: number): SignInReservation {
    const policy = this.limits.signIn;
    const from = addressKey(address);
    const laneKey = signInLaneKey(account, from, known);
    const lane = this.lanes.get(laneKey, now);
    const failed = known ? undefined : this.recentFailures(from, now);
    const decision = signInDecision(
      { lane, addressFailures: failed ? [...failed.values()] : 'known' },
      now,
      policy,
    );
    if (!decision.allowed) throw tooManyAttempts(decision, 'sign-in attempts');
    this.lanes.set(laneKey, laneAfterAttempt(lane, now, policy), now);
    if (failed) this.addressFailures.set(from, failed.set(account, now), now);
    return {
      succeeded: () => {
        this.lanes.delete(laneKey);
        failed?.delete(account);
      },
    };
  }

  /** Counts a password-reset request from `address`, or throws -7 with the wait. */
  reserveResetRequest(address: string, now: number): void {
    const from = addressKey(address);
    const before = this.resetRequests.get(from, now) ?? [];
    const decision = resetRequestDecision(before, now, this.limits.reset);
    if (!decision.allowed) throw tooManyAttempts(decision, 'password-reset requests');
    this.resetRequests.set(from, this.recent(before, now, this.limits.reset.windowMs).concat(now), now);
  }

  /** Whether a key may be mailed to `mailbox` now; if so, it counts. */
  mayMail(mailbox: string, now: number): boolean {
    const key = mailbox.toLowerCase();
    const before = this.resetMails.get(key, now) ?? [];
    if (!resetMailAllowed(before, now, this.limits.reset)) return false;
    this.resetMails.set(key, this.recent(before, now, this.limits.reset.windowMs).concat(now), now);
    return true;
  }

  /** The accounts an address failed on within the spraying window (older ones dropped). */
  private recentFailures(address: string, now: number): Map<string, number> {
    const failed = this.addressFailures.get(address, now) ?? new Map<string, number>();
    for (const [account, at] of failed) {
      if (now - at >= this.limits.signIn.sprayWindowMs) failed.delete(account);
    }
    return failed;
  }

  private recent(times: number[], now: number, windowMs: number): number[] {
    return times.filter((t) => now - t < windowMs);
  }
}
