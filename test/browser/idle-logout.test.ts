import { en, eventually, sessionCookie, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin, signInAsClient } from './support/sign-in';

/**
 * The idle logout (docs/decisions/idle-logout.md) with a 20 s idle window instead of 900 s: the
 * web app takes the window from the session, so its countdown runs 20 s and warns for the last 10.
 * The server's clock is the test's (it moves only when told), so what renews the server's window is
 * seen by moving it on.
 */
jest.setTimeout(120_000);

const IDLE_SECONDS = 20;
const IDLE_MS = IDLE_SECONDS * 1000;
/** Longer than the countdown, for what must happen within it. */
const WITHIN_WINDOW = { timeout: IDLE_MS + 10_000 };

const web = useBrowserApp({ SESSION_IDLE_SECONDS: String(IDLE_SECONDS) });

function tokenOf(cookie: string | undefined): string {
  if (!cookie) throw new Error('no session cookie');
  return JSON.parse(decodeURIComponent(cookie)).token;
}

async function fleet(account: string, password: string): Promise<void> {
  const admin = await web.app.adminToken();
  await web.app.ok('createFleet', { account, password: password, alias: account }, admin);
}

describe('the idle logout', () => {
  it('warns with the seconds left; "stay signed in" keeps the page and renews the server\'s window', async () => {
    const { page, context } = web.tab;
    await signInAsAdmin(page);
    const token = tokenOf(await sessionCookie(context));

    const warning = page.getByTestId('idle-warning');
    await warning.waitFor(WITHIN_WINDOW);
    const dialog = page.getByRole('dialog', { name: zh('idle.warningTitle') });
    await dialog.getByText(/\d+/).first().waitFor();
    const said = (await page.getByTestId('idle-warning-text').textContent()) ?? '';
    const seconds = Number(/(\d+)/.exec(said)?.[1]);
    expect(said).toBe(zh('idle.warningText', { seconds }));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(IDLE_SECONDS / 2);

    // Almost a whole window since the last request: only "stay signed in" can keep the session.
    web.app.clock.advance(IDLE_MS - 1000);
    await dialog.getByRole('button', { name: text(zh('idle.stay')) }).click();
    await warning.waitFor({ state: 'hidden' });

    // Still signed in past the window the sign-in opened: the click reached the server.
    web.app.clock.advance(IDLE_MS - 1000);
    await web.app.ok('me', {}, token);
    expect(new URL(page.url()).pathname).not.toBe('/admin/login');
    const countdown = (await page.getByTestId('idle-countdown-time').textContent()) ?? '';
    expect(Number(countdown.split(':')[1])).toBeGreaterThan(IDLE_SECONDS / 2);
  });

  it('signs out when nobody stays, and the login page says why, once (English)', async () => {
    const { page, context } = web.tab;
    await fleet('idlefleet', 'idle-pass-1');
    await page.goto('/');
    await page.getByRole('combobox', { name: zh('language.label') }).click();
    await page.getByRole('option', { name: en('language.en-US') }).click();
    await signInAsClient(page, 'idlefleet', 'idle-pass-1', en);
    await page.waitForURL('**/main/monitor');
    const token = tokenOf(await sessionCookie(context));

    await page.getByRole('dialog', { name: en('idle.warningTitle') }).waitFor(WITHIN_WINDOW);
    await page.waitForURL((url) => url.pathname === '/', WITHIN_WINDOW);
    await page.getByTestId('client-login').getByText(en('idle.reason.idle')).waitFor();
    await eventually(async () => (await sessionCookie(context)) === undefined, 'the session cookie to go');
    // Signed out on the server too: the token is refused.
    await eventually(async () => (await web.app.api('me', {}, token)).code !== 0, 'the token to be refused');

    // A sign-out the user asks for says nothing on the login page.
    await signInAsClient(page, 'idlefleet', 'idle-pass-1', en);
    await page.waitForURL('**/main/monitor');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: en('userMenu.logout') }).click();
    await page.getByTestId('client-login').waitFor();
    expect(await page.getByTestId('sign-out-reason').count()).toBe(0);
  });

  it('a session the server expired: the login page says it expired', async () => {
    const { page } = web.tab;
    await fleet('expiredfleet', 'expired-pass-1');
    await page.goto('/');
    await signInAsClient(page, 'expiredfleet', 'expired-pass-1');
    await page.waitForURL('**/main/monitor');
    await page.getByTestId('vehicle-panel').waitFor();

    web.app.clock.advance(IDLE_MS + 1000);
    // The app learns of the expiry at its next call to the server: a refresh makes one now, unless a
    // live update or the periodic reload got there first and the login page already shows.
    const signedOut = page.waitForURL((url) => url.pathname === '/');
    await Promise.race([signedOut, page.getByTestId('vehicle-panel-refresh').click()]);
    await signedOut;
    await page.getByTestId('client-login').getByText(zh('idle.reason.expired')).waitFor();
  });
});
