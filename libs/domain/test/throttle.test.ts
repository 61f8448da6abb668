import fc from 'fast-check';
import { SIGN_IN_THROTTLE, combineThrottle, recentFailures, signInThrottle } from '../src';

const MIN = 60_000;
const NOW = 1_700_000_000_000;
const ago = (...minutes: number[]): number[] => minutes.map((m) => NOW - m * MIN);

describe('signInThrottle: 5 failures within 15 minutes lock for 15 minutes', () => {
  it('documents the policy', () => {
    expect(SIGN_IN_THROTTLE).toEqual({ maxFailures: 5, windowMs: 15 * MIN, lockMs: 15 * MIN });
  });

  it('allows with no failures or four', () => {
    expect(signInThrottle([], NOW)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(signInThrottle(ago(4, 3, 2, 1), NOW)).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it('locks after the fifth failure, counting from it', () => {
    expect(signInThrottle(ago(10, 8, 6, 4, 2), NOW)).toEqual({ allowed: false, retryAfterMs: 13 * MIN });
  });

  it('locks immediately at the fifth failure', () => {
    expect(signInThrottle(ago(4, 3, 2, 1, 0), NOW)).toEqual({ allowed: false, retryAfterMs: 15 * MIN });
  });

  it('does not lock when the five failures span 15 minutes or more', () => {
    expect(signInThrottle(ago(20, 8, 6, 4, 2), NOW).allowed).toBe(true);
    expect(signInThrottle(ago(17, 13, 9, 5, 2), NOW).allowed).toBe(true);
  });

  it('unlocks once the lock has run out', () => {
    expect(signInThrottle(ago(18, 17, 16, 15, 14), NOW)).toEqual({ allowed: false, retryAfterMs: 1 * MIN });
    expect(signInThrottle(ago(21, 20, 19, 18, 16), NOW).allowed).toBe(true);
  });

  it('does not re-lock on the first failure after a lock expires', () => {
    expect(signInThrottle([...ago(40, 39, 38, 37, 36), NOW], NOW).allowed).toBe(true);
  });

  it('ignores future and non-finite timestamps, in any order', () => {
    expect(signInThrottle([NOW + MIN, Number.NaN, ...ago(1, 2, 3, 4)], NOW).allowed).toBe(true);
    expect(signInThrottle(ago(2, 4, 1, 3, 0), NOW).allowed).toBe(false);
  });

  it('never allows while a lock computed earlier is still running', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 * MIN }), { maxLength: 12 }), (offsets) => {
        const failures = offsets.map((o) => NOW - o);
        const decision = signInThrottle(failures, NOW);
        expect(decision.retryAfterMs).toBeGreaterThanOrEqual(0);
        expect(decision.retryAfterMs).toBeLessThanOrEqual(SIGN_IN_THROTTLE.lockMs);
        // Pruning what cannot matter any more never changes the answer.
        expect(signInThrottle(recentFailures(failures, NOW), NOW)).toEqual(decision);
        if (!decision.allowed) {
          expect(signInThrottle(failures, NOW + decision.retryAfterMs - 1).allowed).toBe(false);
          expect(signInThrottle(failures, NOW + decision.retryAfterMs).allowed).toBe(true);
        }
      }),
    );
  });
});

describe('combineThrottle', () => {
  it('requires every key to allow, and waits for the longest lock', () => {
    expect(combineThrottle({ allowed: true, retryAfterMs: 0 }, { allowed: true, retryAfterMs: 0 })).toEqual({
      allowed: true,
      retryAfterMs: 0,
    });
    expect(combineThrottle({ allowed: false, retryAfterMs: 5 }, { allowed: false, retryAfterMs: 9 })).toEqual(
      {
        allowed: false,
        retryAfterMs: 9,
      },
    );
    expect(combineThrottle({ allowed: true, retryAfterMs: 0 }, { allowed: false, retryAfterMs: 3 })).toEqual({
      allowed: false,
      retryAfterMs: 3,
    });
  });
});
