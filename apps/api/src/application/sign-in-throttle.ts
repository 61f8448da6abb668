import { signInThrottle } from '@gps/domain';
import { ApiError } from './api-error';
import { ResponseCode } from '@gps/contracts';

/**
 * Remembers recent failed sign-ins per account and per address (in this process; see
 * docs/decisions/sessions.md) and applies the domain's throttling policy to both keys.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly windowMs = 15 * 60_000) {}

  check(keys: string[], now: number): void {
    for (const key of keys) {
      const verdict = signInThrottle(this.recent(key, now), now);
      if (!verdict.allowed) {
        throw new ApiError(ResponseCode.TOO_MANY_ATTEMPTS, 'too many failed sign-ins; try again later', {
          retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
        });
      }
    }
  }

  fail(keys: string[], now: number): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs * 2);
  }
}
