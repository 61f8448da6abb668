import { collection } from '@gps/read-store';
import { TestApp } from '../support/app-harness';
import { createAdmin, freshIp, resetKeyMailedTo } from '../support/auth-doors';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

const stored = async () => (await app.platform.read.find(collection('ops_sessions'), {})).total;

describe('session purge', () => {
  it('forgets sessions idle past the window and keeps the others working', async () => {
    const before = await stored();
    const idle = await app.adminToken();
    app.clock.advance(600_000);
    const fresh = await app.adminToken();
    app.clock.advance(301_000); // `idle` is now 901 s unused, `fresh` 301 s
    expect(await app.platform.sessions.purge()).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(before + 1);
    expect((await app.api('me', {}, fresh)).code).toBe(0);
    // A purged token is unknown now, no longer merely expired.
    expect((await app.api('me', {}, idle)).code).toBe(-10);
  });

  it('purges nothing while every session is within the window', async () => {
    app.clock.advance(901_000);
    await app.platform.sessions.purge(); // start from no stale session
    await app.adminToken();
    app.clock.advance(899_000);
    const count = await stored();
    expect(count).toBeGreaterThan(0);
    expect(await app.platform.sessions.purge()).toBe(0);
    expect(await stored()).toBe(count);
  });
});

describe('reset key purge', () => {
  const keysStored = async () => (await app.platform.read.find(collection('ops_reset_keys'), {})).total;
  const requestKey = async (account: string, email: string) => {
    const res = await fetch(`${app.server.url}/api/forgetAccountPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ account, email }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    return resetKeyMailedTo(app, email);
  };

  it('forgets expired keys and keeps the outstanding ones redeemable; a used key is gone already', async () => {
    await app.platform.purgeOperationalState(); // start from no dead key
    const used = await createAdmin(app, { email: 'used@example.com' });
    const expiring = await createAdmin(app, { email: 'expiring@example.com' });
    await app.ok('resetAccountPassword', {
      resetKey: await requestKey(used.account, 'used@example.com'),
      password: 'a-new-password',
    });
    await requestKey(expiring.account, 'expiring@example.com');
    app.clock.advance(app.platform.config.resetKeyTtlSeconds * 1000 + 1);
    const outstanding = await createAdmin(app, { email: 'outstanding@example.com' });
    const key = await requestKey(outstanding.account, 'outstanding@example.com');

    // The used key went with the password change it made; the expired one waits for the purge.
    expect(await keysStored()).toBe(2);
    await app.platform.purgeOperationalState();
    expect(await keysStored()).toBe(1);
    expect(
      (await app.api('resetAccountPassword', { resetKey: key, password: 'another-password' })).code,
    ).toBe(0);
  });
});
