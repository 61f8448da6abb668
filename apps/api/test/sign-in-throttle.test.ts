import { ResponseCode } from '@gps/contracts';
import { RESET_REQUESTS, SIGN_IN_THROTTLE } from '@gps/domain';
import { ApiError } from '../src/request/api-error';
import { BoundedMap } from '../src/sessions/bounded-map';
import { loadSignInConfig } from '../src/sessions/sign-in-config';
import { SignInThrottle } from '../src/sessions/sign-in-throttle';

const NOW = 1_700_000_000_000;
const limits = { signIn: SIGN_IN_THROTTLE, reset: RESET_REQUESTS, maxEntries: 1000 };

/** The error a call throws, or undefined. */
function thrown(call: () => unknown): ApiError | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('SignInThrottle', () => {
  it('counts each attempt as it is checked: of 300 made before any verify ends, 5 pass', () => {
    const throttle = new SignInThrottle(limits);
    const answers = Array.from({ length: 300 }, () =>
      thrown(() => throttle.reserve('admin:x', '192.0.2.1', false, NOW)),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(5);
    expect(answers[5]).toMatchObject({
      code: ResponseCode.TOO_MANY_ATTEMPTS,
      detail: { retryAfterSeconds: 1 },
    });
  });

  it('forgives the lane of a success, and keeps the known address apart from the strangers', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 5; i++) throttle.reserve('admin:x', `198.51.100.${i}`, false, NOW);
    expect(thrown(() => throttle.reserve('admin:x', '198.51.100.9', false, NOW))).toBeDefined();
    const owner = throttle.reserve('admin:x', '192.0.2.1', true, NOW);
    owner.succeeded();
    expect(thrown(() => throttle.reserve('admin:x', '198.51.100.9', false, NOW))).toBeDefined();
    const stranger = throttle.reserve('admin:x', '198.51.100.9', false, NOW + 1000);
    stranger.succeeded();
    for (let i = 0; i < 5; i++) throttle.reserve('admin:x', '198.51.100.9', false, NOW + 1000);
  });

  it('counts an IPv6 client by its /64 when it sprays', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 10; i++) throttle.reserve(`admin:${i}`, `2001:db8:0:1::${i + 1}`, false, NOW);
    expect(thrown(() => throttle.reserve('admin:next', '2001:db8:0:1:ffff::1', false, NOW))).toBeDefined();
    expect(thrown(() => throttle.reserve('admin:next', '2001:db8:0:2::1', false, NOW))).toBeUndefined();
  });

  it('keeps no more entries than its limit under a flood of distinct accounts and addresses', () => {
    const throttle = new SignInThrottle({ ...limits, maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) throttle.reserve(`fleet:${i}`, `10.0.${i >> 8}.${i & 255}`, false, NOW);
    const sizes = throttle as unknown as Record<string, BoundedMap<unknown>>;
    expect(sizes['lanes'].size).toBe(100);
    expect(sizes['addressFailures'].size).toBe(100);
  });

  it('counts reset requests per address and mails per mailbox, apart from sign-ins', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 10; i++) throttle.reserveResetRequest('192.0.2.1', NOW);
    expect(thrown(() => throttle.reserveResetRequest('192.0.2.1', NOW))).toMatchObject({
      code: ResponseCode.TOO_MANY_ATTEMPTS,
      detail: { retryAfterSeconds: 3600 },
    });
    expect(thrown(() => throttle.reserve('admin:x', '192.0.2.1', false, NOW))).toBeUndefined();
    expect([1, 2, 3, 4].map(() => throttle.mayMail('Owner@Example.com', NOW))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(throttle.mayMail('owner@example.com', NOW + 60 * 60_000)).toBe(true);
  });
});

describe('BoundedMap', () => {
  it('forgets the least recently written entry past its size', () => {
    const map = new BoundedMap<number>(2, 60_000);
    map.set('a', 1, NOW);
    map.set('b', 2, NOW);
    map.set('a', 3, NOW);
    map.set('c', 4, NOW);
    expect([map.get('a', NOW), map.get('b', NOW), map.get('c', NOW)]).toEqual([3, undefined, 4]);
  });

  it('forgets entries not written for their maximum age', () => {
    const map = new BoundedMap<number>(10, 60_000);
    map.set('a', 1, NOW);
    expect(map.get('a', NOW + 59_999)).toBe(1);
    expect(map.get('a', NOW + 60_000)).toBeUndefined();
    map.set('b', 2, NOW + 60_000);
    expect(map.size).toBe(1);
  });
});

describe('sign-in configuration', () => {
  it('defaults to the policy of the domain', () => {
    const config = loadSignInConfig({});
    expect(config.throttle.signIn).toEqual(SIGN_IN_THROTTLE);
    expect(config.throttle.reset).toEqual(RESET_REQUESTS);
    expect(config.knownAddresses).toEqual({ rememberMs: 30 * 86_400_000, perAccount: 10 });
  });

  it('takes the operator’s figures', () => {
    const config = loadSignInConfig({
      SIGN_IN_FREE_FAILURES: '3',
      SIGN_IN_MAX_DELAY_SECONDS: '7200',
      SIGN_IN_SPRAY_ACCOUNTS: '50',
      SIGN_IN_KNOWN_ADDRESS_DAYS: '0',
      RESET_MAILS_PER_HOUR: '1',
    });
    expect(config.throttle.signIn).toMatchObject({
      freeFailures: 3,
      maxDelayMs: 7_200_000,
      // A lane is kept at least as long as its longest wait.
      forgetAfterMs: 7_200_000,
      sprayAccounts: 50,
    });
    expect(config.knownAddresses.rememberMs).toBe(0);
    expect(config.throttle.reset.mailsPerMailbox).toBe(1);
  });

  it.each([
    ['SIGN_IN_FREE_FAILURES', '0'],
    ['SIGN_IN_MAX_DELAY_SECONDS', '1.5'],
    ['SIGN_IN_SPRAY_ACCOUNTS', 'many'],
    ['SIGN_IN_KNOWN_ADDRESS_DAYS', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadSignInConfig({ [name]: value })).toThrow(name);
  });
});
