import { TestApp } from '../support/app-harness';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

const stored = async () => (await app.platform.read.find('ops_sessions', {})).total;

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
