import fc from 'fast-check';
import {
  RESET_REQUESTS,
  SIGN_IN_THROTTLE,
  backoffMs,
  laneAfterAttempt,
  resetMailAllowed,
  resetRequestDecision,
  signInDecision,
  signInLaneKey,
  type SignInLane,
  type ThrottleDecision,
} from '../src';

const SEC = 1000;
const MIN = 60 * SEC;
const NOW = 1_700_000_000_000;

/** An attempt on one lane: when it started and whether the password was right. */
interface Attempt {
  at: number;
  ok?: boolean;
}

/**
 * The lane after these attempts, as the infrastructure keeps it: every attempt allowed is counted
 * when it starts, a success forgives the lane. Each given attempt must have been allowed.
 */
function laneAfter(attempts: readonly Attempt[]): SignInLane | undefined {
  let lane: SignInLane | undefined;
  for (const attempt of attempts) {
    const decision = signInDecision({ lane, addressFailures: 'known' }, attempt.at);
    if (!decision.allowed) throw new Error(`the attempt at ${attempt.at - NOW} ms was not allowed`);
    lane = attempt.ok ? undefined : laneAfterAttempt(lane, attempt.at);
  }
  return lane;
}

/** given attempts on the account's lane (and the accounts the address failed on), when one more at `now`. */
function given(attempts: readonly Attempt[], addressFailures: readonly number[] | 'known' = 'known') {
  return {
    when: (now: number): ThrottleDecision =>
      signInDecision({ lane: laneAfter(attempts), addressFailures }, now),
  };
}

/** `n` failed attempts, one every `gap` ms, the last at `last`. */
const failures = (n: number, last: number, gap: number): Attempt[] =>
  Array.from({ length: n }, (_, i) => ({ at: last - (n - 1 - i) * gap }));

const allowed: ThrottleDecision = { allowed: true, retryAfterMs: 0 };
const wait = (retryAfterMs: number): ThrottleDecision => ({ allowed: false, retryAfterMs });

describe('sign-in throttling: a wait between attempts that grows, never a lock', () => {
  it('documents the policy', () => {
    expect(SIGN_IN_THROTTLE).toEqual({
      freeFailures: 5,
      firstDelayMs: 1 * SEC,
      maxDelayMs: 5 * MIN,
      forgetAfterMs: 60 * MIN,
      sprayAccounts: 10,
      sprayWindowMs: 15 * MIN,
    });
  });

  it('lets five failures through without a wait', () => {
    expect(given([]).when(NOW)).toEqual(allowed);
    expect(given(failures(4, NOW, 0)).when(NOW)).toEqual(allowed);
  });

  it('makes the sixth attempt wait a second after the fifth, the next ones twice as long each', () => {
    expect(given(failures(5, NOW, 0)).when(NOW)).toEqual(wait(1 * SEC));
    expect(given(failures(5, NOW, 0)).when(NOW + 1 * SEC)).toEqual(allowed);
    expect(given([...failures(5, NOW, 0), { at: NOW + SEC }]).when(NOW + SEC)).toEqual(wait(2 * SEC));
    expect([5, 6, 7, 8, 12, 13].map((n) => backoffMs(n))).toEqual([1, 2, 4, 8, 128, 256].map((s) => s * SEC));
  });

  it('never waits more than five minutes between two attempts, however many failed', () => {
    expect(backoffMs(14)).toBe(5 * MIN);
    expect(backoffMs(10_000)).toBe(5 * MIN);
    const many = failures(40, NOW, 5 * MIN);
    expect(given(many).when(NOW)).toEqual(wait(5 * MIN));
    expect(given(many).when(NOW + 5 * MIN)).toEqual(allowed);
  });

  it('accepts the right password as soon as the wait is over, and the success forgives the lane', () => {
    const attack = failures(30, NOW, 5 * MIN);
    expect(given([...attack, { at: NOW + 5 * MIN, ok: true }]).when(NOW + 5 * MIN)).toEqual(allowed);
    expect(
      given([...attack, { at: NOW + 5 * MIN, ok: true }, ...failures(4, NOW + 5 * MIN, 0)]).when(
        NOW + 5 * MIN,
      ),
    ).toEqual(allowed);
  });

  it('counts attempts when they start: of 300 arriving together, five are evaluated', () => {
    let lane: SignInLane | undefined;
    let evaluated = 0;
    for (let i = 0; i < 300; i++) {
      if (!signInDecision({ lane, addressFailures: [] }, NOW).allowed) continue;
      lane = laneAfterAttempt(lane, NOW);
      evaluated += 1;
    }
    expect(evaluated).toBe(SIGN_IN_THROTTLE.freeFailures);
  });

  it('forgets a lane left alone for an hour', () => {
    const old = laneAfter(failures(20, NOW - 60 * MIN, 5 * MIN));
    expect(laneAfterAttempt(old, NOW - 1)).toEqual({ failures: 21, lastAt: NOW - 1 });
    expect(laneAfterAttempt(old, NOW)).toEqual({ failures: 1, lastAt: NOW });
  });

  it('gives an address with a good history its own lane, apart from the strangers of the account', () => {
    expect(signInLaneKey('admin:alice', '192.0.2.1', true)).not.toBe(
      signInLaneKey('admin:alice', '192.0.2.1', false),
    );
    expect(signInLaneKey('admin:alice', '192.0.2.1', false)).toBe(
      signInLaneKey('admin:alice', '198.51.100.7', false),
    );
    expect(signInLaneKey('admin:alice', '192.0.2.1', true)).not.toBe(
      signInLaneKey('admin:alice', '192.0.2.2', true),
    );
  });

  it('the wait it answers is the wait: never longer than the policy allows, and enough', () => {
    const times = fc.array(fc.integer({ min: 0, max: 90 * MIN }), { maxLength: 40 });
    fc.assert(
      fc.property(times, times, (attemptOffsets, sprayOffsets) => {
        // Attempts in time order, each counted if it was allowed, as the infrastructure does.
        let lane: SignInLane | undefined;
        for (const at of [...attemptOffsets].sort((a, b) => a - b).map((o) => NOW - 90 * MIN + o)) {
          if (signInDecision({ lane, addressFailures: 'known' }, at).allowed)
            lane = laneAfterAttempt(lane, at);
        }
        const spray = sprayOffsets.map((o) => NOW - o);
        const decision = signInDecision({ lane, addressFailures: spray }, NOW);
        expect(decision.retryAfterMs).toBeGreaterThanOrEqual(0);
        expect(decision.retryAfterMs).toBeLessThanOrEqual(
          Math.max(SIGN_IN_THROTTLE.maxDelayMs, SIGN_IN_THROTTLE.sprayWindowMs),
        );
        if (!decision.allowed) {
          expect(
            signInDecision({ lane, addressFailures: spray }, NOW + decision.retryAfterMs - 1).allowed,
          ).toBe(false);
          expect(signInDecision({ lane, addressFailures: spray }, NOW + decision.retryAfterMs).allowed).toBe(
            true,
          );
        }
      }),
    );
  });
});

describe('sign-in throttling: an address is limited only for failures over many accounts', () => {
  it('does not slow an address down for failures on one account (one entry per account)', () => {
    expect(given([], [NOW - MIN]).when(NOW)).toEqual(allowed);
  });

  it('lets a stranger address fail on nine accounts within 15 minutes, and makes it wait at ten', () => {
    const nine = Array.from({ length: 9 }, (_, i) => NOW - (9 - i) * MIN);
    expect(given([], nine).when(NOW)).toEqual(allowed);
    const ten = [NOW - 10 * MIN, ...nine];
    // Until the oldest failure leaves the window.
    expect(given([], ten).when(NOW)).toEqual(wait(5 * MIN));
    expect(given([], ten).when(NOW + 5 * MIN)).toEqual(allowed);
  });

  it('does not limit an address with a good history with the account', () => {
    const sprayed = Array.from({ length: 50 }, () => NOW - MIN);
    expect(given([], sprayed).when(NOW).allowed).toBe(false);
    expect(given([], 'known').when(NOW)).toEqual(allowed);
  });

  it('waits for the longer of the lane and the address', () => {
    const ten = Array.from({ length: 10 }, () => NOW - 14 * MIN);
    expect(given(failures(5, NOW, 0), ten).when(NOW)).toEqual(wait(1 * MIN));
    // A lane 13 failures deep (its attempts spread out as the waits required).
    expect(signInDecision({ lane: { failures: 13, lastAt: NOW }, addressFailures: ten }, NOW)).toEqual(
      wait(4 * MIN + 16 * SEC),
    );
  });
});

describe('password-reset requests', () => {
  it('documents the policy', () => {
    expect(RESET_REQUESTS).toEqual({ mailsPerMailbox: 3, requestsPerAddress: 10, windowMs: 60 * MIN });
  });

  it('lets an address make ten requests an hour', () => {
    const nine = Array.from({ length: 9 }, (_, i) => NOW - i * MIN);
    expect(resetRequestDecision(nine, NOW)).toEqual(allowed);
    const ten = [...nine, NOW - 50 * MIN];
    expect(resetRequestDecision(ten, NOW)).toEqual(wait(10 * MIN));
  });

  it('mails a mailbox three keys an hour', () => {
    expect(resetMailAllowed([NOW - 2 * MIN, NOW - MIN], NOW)).toBe(true);
    expect(resetMailAllowed([NOW - 59 * MIN, NOW - 2 * MIN, NOW - MIN], NOW)).toBe(false);
    expect(resetMailAllowed([NOW - 60 * MIN, NOW - 2 * MIN, NOW - MIN], NOW)).toBe(true);
  });

  it('ignores future and non-finite times', () => {
    expect(resetMailAllowed([NOW + MIN, Number.NaN, NOW - MIN, NOW - MIN], NOW)).toBe(true);
  });
});
