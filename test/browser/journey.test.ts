import type { Page } from 'playwright-core';
import { ResponseCode } from '@gps/contracts';
import { SIGN_IN_THROTTLE } from '@gps/domain';
import { sha } from '../support/app-harness';
import { openAdminTab } from './support/back-office';
import { STEP, en, eventually, sessionCookie, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin, signInAsClient } from './support/sign-in';

/**
 * Real browser (Debian's chromium) against the real platform: the api in this process, a temp store,
 * the built web app served at `/`. No request is mocked; only map tiles fail (there is no internet).
 */
jest.setTimeout(120_000);

const web = useBrowserApp();

/** A fleet created through /api (for the tests whose subject is not the admin screens). */
async function fleetWithDevices(account: string, password: string, serials: string[]) {
  const admin = await web.app.adminToken();
  const fleet = await web.app.ok('createFleet', { account, password, alias: `${account} fleet` }, admin);
  if (serials.length > 0) {
    await web.app.ok('addDevices', { deviceSerialNumbers: serials }, admin);
    await web.app.ok('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);
  }
  return { admin, fleet };
}

/**
 * Makes the page send a request (the tree's refresh) and waits for the sign-out it leads to. On a
 * busy machine the page's own polling or live stream may ask first and sign out before the click:
 * the button is then gone and the click, left waiting, does not matter.
 */
async function nextRequestSignsOut(page: Page): Promise<void> {
  page
    .getByTestId('vehicle-panel-refresh')
    .click()
    .catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/');
}

function tokenOf(cookie: string | undefined): string {
  if (!cookie) throw new Error('no session cookie');
  return JSON.parse(decodeURIComponent(cookie)).token;
}

describe('browser journey through the real app', () => {
  it('admin creates a fleet and two devices, allocates them; the fleet sees them, in English, with the countdown', async () => {
    const { page } = web.tab;
    const fleet = { account: 'northfleet', password: 'north-pass-1', alias: 'North Logistics' };
    const serials = ['860000000001015', '860000000001023'];

    // The administrator signs in.
    await signInAsAdmin(page);

    // Fleets page: add a fleet.
    await openAdminTab(page, 'admin.tabs.fleet', 'fleets-page');
    await page.getByRole('button', { name: text(zh('fleets.add')) }).click();
    const fleetDialog = page.getByRole('dialog', { name: zh('fleets.addTitle') });
    await fleetDialog.getByLabel(zh('fleet.fields.account')).fill(fleet.account);
    await fleetDialog.getByLabel(zh('fleet.fields.password')).fill(fleet.password);
    await fleetDialog.getByLabel(zh('fleet.fields.alias')).fill(fleet.alias);
    await fleetDialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await fleetDialog.waitFor({ state: 'hidden' });
    await page
      .getByTestId('fleets-page')
      .getByRole('row', { name: new RegExp(fleet.account) })
      .waitFor();

    // Devices page: batch add two serial numbers.
    await openAdminTab(page, 'admin.tabs.device', 'devices-page');
    await page.getByRole('button', { name: text(zh('devices.add')) }).click();
    const addDialog = page.getByRole('dialog', { name: zh('devices.addTitle') });
    await addDialog.getByTestId('add-devices-input').fill(serials.join('\n'));
    await addDialog.getByRole('button', { name: text(zh('devices.addSubmit', { count: 2 })) }).click();
    const result = addDialog.getByTestId('add-devices-result');
    await result.getByText(zh('devices.addResult', { added: 2, duplicates: 0, invalid: 0 })).waitFor();
    await addDialog.getByRole('button', { name: text(zh('common.done')) }).click();
    await addDialog.waitFor({ state: 'hidden' });

    // Devices page: select both and allocate them to the fleet.
    const devicesPage = page.getByTestId('devices-page');
    for (const serial of serials) {
      const row = devicesPage.getByRole('row', { name: new RegExp(serial) });
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: text(zh('devices.allocate')) }).click();
    const allocateDialog = page.getByRole('dialog', { name: zh('devices.allocateTitle') });
    const fleetPicker = allocateDialog.getByRole('combobox');
    await fleetPicker.click();
    await fleetPicker.fill(fleet.account);
    // antd's listbox: the option (accessible name "alias (account)") is the active one; Enter picks it.
    await page.getByRole('option', { name: `${fleet.alias} (${fleet.account})`, selected: false }).waitFor({
      state: 'attached',
    });
    await fleetPicker.press('Enter');
    await allocateDialog.getByTitle(`${fleet.alias} (${fleet.account})`).waitFor();
    await allocateDialog.getByRole('button', { name: text(zh('common.confirm')) }).click();
    await allocateDialog.waitFor({ state: 'hidden' });
    for (const serial of serials) {
      await devicesPage
        .getByRole('row', { name: new RegExp(serial) })
        .getByText(fleet.alias)
        .waitFor();
    }

    // The administrator signs out.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: text(zh('userMenu.logout')) }).click();
    await page.waitForURL('**/admin/login');
    expect(await sessionCookie(web.tab.context)).toBeUndefined();

    // The fleet signs in at / and lands on the monitor.
    await page.goto('/');
    await signInAsClient(page, fleet.account, fleet.password);
    await page.waitForURL('**/main/monitor');

    // Both devices sit in the vehicle tree under the fleet's node.
    const tree = page.getByTestId('vehicle-panel');
    const fleetNode = tree.getByTestId(/^tree-node-fleet:/);
    await fleetNode.getByText(fleet.alias).waitFor();
    for (const serial of serials) {
      const device = tree.getByTestId(/^tree-node-device:/).filter({ hasText: serial });
      await device.waitFor();
      expect(await device.getAttribute('data-parent')).toBe(await fleetNode.getAttribute('data-testid'));
    }
    // A fleet account cannot sort its tree, so it is shown no sort selector (not a disabled one).
    expect(await tree.getByText(zh('tree.sortBy')).count()).toBe(0);

    // Switch to English: a visible string changes from Chinese to English.
    const title = page.getByTestId('vehicle-panel-title');
    await expectText(title, zh('tree.title'));
    await page.getByRole('combobox', { name: zh('language.label') }).click();
    await page.getByRole('option', { name: en('language.en-US') }).click();
    await expectText(title, en('tree.title'));
    await page
      .getByTestId('top-tabs')
      .getByRole('menuitem', { name: en('client.tabs.monitor'), exact: true })
      .waitFor();

    // The idle countdown shows mm:ss, at most 15:00.
    const countdown = page.getByTestId('idle-countdown-time');
    const value = (await countdown.textContent())?.trim() ?? '';
    expect(value).toMatch(/^\d{2}:\d{2}$/);
    const [minutes, seconds] = value.split(':').map(Number);
    expect(minutes * 60 + seconds).toBeLessThanOrEqual(15 * 60);
    expect(seconds).toBeLessThan(60);
  });

  it('without a device gateway in the process, the gateway status says none reports', async () => {
    const { page } = web.tab;
    await signInAsAdmin(page);
    await openAdminTab(page, 'admin.tabs.device', 'devices-page');
    const button = page.getByRole('button', { name: text(zh('gateway.open')) });
    await button.click();
    const drawer = page.getByTestId('gateway-status');
    await drawer.getByText(zh('gateway.noGateway')).waitFor();
    await drawer.getByText(zh('gateway.unknown.empty')).waitFor();
    expect(await drawer.getByTestId('gateway-instance').count()).toBe(0);
    // Nothing refused: the button counts nothing.
    expect(await page.locator('.ant-badge', { has: button }).locator('.ant-scroll-number').count()).toBe(0);
  });

  it('a wrong password shows the translated error dialog; pages without a session go to the right login', async () => {
    const { page } = web.tab;
    await fleetWithDevices('southfleet', 'south-pass-1', []);

    await page.goto('/');
    await signInAsClient(page, 'southfleet', 'not-the-password');
    const dialog = page.getByTestId('error-dialog');
    await dialog.getByText(zh('modal.errorTitle')).waitFor();
    await dialog.getByText(zh('errors.code.INVALID_CREDENTIALS')).waitFor();
    await page.getByTestId('error-dialog-close').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sessionCookie(web.tab.context)).toBeUndefined();

    // The same in English: the dialog follows the interface language.
    await page.getByRole('combobox', { name: zh('language.label') }).click();
    await page.getByRole('option', { name: en('language.en-US') }).click();
    await signInAsClient(page, 'southfleet', 'still-not-it', en);
    await dialog.getByText(en('modal.errorTitle')).waitFor();
    await dialog.getByText(en('errors.code.INVALID_CREDENTIALS')).waitFor();
    await page.getByTestId('error-dialog-close').click();
    await dialog.waitFor({ state: 'hidden' });

    // No session: the customer area goes to /, the back office to /admin/login.
    await page.goto('/main/monitor');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('client-login').waitFor();
    await page.goto('/admin/device');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByTestId('admin-login').waitFor();
  });

  it('a throttled sign-in says on the login page how long to wait, in both languages', async () => {
    const { page } = web.tab;
    await fleetWithDevices('waitfleet', 'wait-pass-1', []);
    // The free failures, through /api from the browser's address; the server's clock stands still,
    // so the next attempt must wait the first delay whole.
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i += 1) {
      const answer = await web.app.api('login', { account: 'waitfleet', password: sha('not-it-password') });
      expect(answer.code).toBe(ResponseCode.INVALID_CREDENTIALS);
    }
    const seconds = SIGN_IN_THROTTLE.firstDelayMs / 1000;

    await page.goto('/');
    await signInAsClient(page, 'waitfleet', 'wait-pass-1');
    const dialog = page.getByTestId('error-dialog');
    await dialog.getByText(zh('errors.retryAfter', { seconds })).waitFor();
    await page.getByTestId('error-dialog-close').click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('combobox', { name: zh('language.label') }).click();
    await page.getByRole('option', { name: en('language.en-US') }).click();
    await signInAsClient(page, 'waitfleet', 'wait-pass-1', en);
    await dialog.getByText(en('errors.retryAfter', { seconds })).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a session ended on the server: the next request signs out, and the login page says why', async () => {
    const { page, context } = web.tab;
    await fleetWithDevices('eastfleet', 'east-pass-1', ['860000000002013']);

    await page.goto('/');
    await signInAsClient(page, 'eastfleet', 'east-pass-1');
    await page.waitForURL('**/main/monitor');
    await page.getByTestId('vehicle-panel').getByText('860000000002013').waitFor();

    // The server ends the session (as a sign-out elsewhere would).
    await web.app.ok('logout', {}, tokenOf(await sessionCookie(context)));

    await nextRequestSignsOut(page);
    await page.getByTestId('client-login').getByText(zh('idle.reason.ended')).waitFor();
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
    await eventually(async () => (await sessionCookie(context)) === undefined, 'the session cookie to go');

    // Said once: a reload of the login page no longer says it.
    await page.reload();
    await page.getByTestId('client-login').waitFor();
    expect(await page.getByTestId('sign-out-reason').count()).toBe(0);
  });

  it("the tree's context menu edits a vehicle without changing its tick", async () => {
    const { page } = web.tab;
    await fleetWithDevices('ctxfleet', 'ctx-pass-1', ['860000000004019']);

    await page.goto('/');
    await signInAsClient(page, 'ctxfleet', 'ctx-pass-1');
    await page.waitForURL('**/main/monitor');
    const panel = page.getByTestId('vehicle-panel');
    const node = panel.getByTestId(/^tree-node-device:/).filter({ hasText: '860000000004019' });
    await node.waitFor();
    // A one-vehicle fleet's first sign-in shows its vehicle ticked.
    await panel.getByText(zh('tree.selected', { count: 1 })).waitFor();

    await node.click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh('tree.menu.editDevice') }).click();
    const dialog = page.getByRole('dialog', { name: zh('device.dialog.editTitle') });
    expect(await dialog.getByLabel(zh('device.fields.deviceSerialNumber')).inputValue()).toBe(
      '860000000004019',
    );
    await dialog.getByLabel(zh('device.fields.carName')).fill('藍色廂型車');
    await dialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The new name is in the tree, and choosing from the menu left the tick alone.
    await node.getByText('藍色廂型車').waitFor();
    await panel.getByText(zh('tree.selected', { count: 1 })).waitFor();
    const [device] = (
      await web.app.ok('getDevices', { keyword: '860000000004019' }, await web.app.adminToken())
    ).rows;
    expect(device.carName).toBe('藍色廂型車');
  });

  it('a fleet suspended by the administrator is signed out at its next request', async () => {
    const { page, context } = web.tab;
    const { admin, fleet } = await fleetWithDevices('westfleet', 'west-pass-1', ['860000000003011']);

    await page.goto('/');
    await signInAsClient(page, 'westfleet', 'west-pass-1');
    await page.waitForURL('**/main/monitor');
    await page.getByTestId('vehicle-panel').getByText('860000000003011').waitFor();

    await web.app.ok('editFleet', { id: fleet.id, statusCode: 2 }, admin);

    // Not a reload: when the page's own request came first, the login page has already said the
    // reason it keeps in memory, and a reload of it says it no more.
    await nextRequestSignsOut(page);
    // The first refusal's reason is the one said: the first request hears "suspended" (-11), but
    // requests racing it may only hear "session ended" (-10) and answer first.
    const login = page.getByTestId('client-login');
    await login
      .getByText(zh('idle.reason.disabled'))
      .or(login.getByText(zh('idle.reason.ended')))
      .waitFor();
    await eventually(async () => (await sessionCookie(context)) === undefined, 'the session cookie to go');
  });
  it('admin: the fleet form holds a password to the policy under its field; an unused permission group is deleted, one in use is kept', async () => {
    const { page } = web.tab;
    const admin = await web.app.adminToken();
    const unused = await web.app.ok('createPermission', { name: 'Unused group' }, admin);
    const used = await web.app.ok('createPermission', { name: 'Group in use' }, admin);
    await web.app.ok(
      'createAccount',
      { account: 'member_one', password: 'member-pass-1', alias: 'Member', permissionId: used.id },
      admin,
    );
    await signInAsAdmin(page);

    // A password of "1" is refused under the field, in the reader's language, before anything is sent.
    await openAdminTab(page, 'admin.tabs.fleet', 'fleets-page');
    await page.getByRole('button', { name: text(zh('fleets.add')) }).click();
    const fleetDialog = page.getByRole('dialog', { name: zh('fleets.addTitle') });
    await fleetDialog.getByText(zh('rules.password.hint', { min: 8 })).waitFor();
    await fleetDialog.getByLabel(zh('fleet.fields.account')).fill('policyfleet');
    await fleetDialog.getByLabel(zh('fleet.fields.password')).fill('1');
    await fleetDialog.getByLabel(zh('fleet.fields.alias')).fill('Policy fleet');
    await fleetDialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await fleetDialog.getByText(zh('rules.password.tooShort', { min: 8 })).waitFor();
    await fleetDialog.getByLabel(zh('fleet.fields.password')).fill('policyfleet');
    await fleetDialog.getByText(zh('rules.password.accountName')).waitFor();
    await fleetDialog.getByLabel(zh('fleet.fields.password')).fill('a-good-passw0rd');
    await fleetDialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await fleetDialog.waitFor({ state: 'hidden' });

    // The unused group goes after a confirm; the one an account is in stays.
    await openAdminTab(page, 'admin.tabs.permission', 'permissions-page');
    const list = page.getByTestId('permissions-page');
    const rowOf = (name: string) => list.getByRole('row', { name: new RegExp(name) });
    const remove = async (name: string) => {
      await rowOf(name).getByRole('button', { name: 'delete' }).click();
      // antd's confirm that names this group: the one before may still be closing (a busy
      // machine draws its animation slowly), and its button would take the click instead.
      await page
        .locator('.ant-modal-confirm', { hasText: zh('permissions.deleteText', { name }) })
        .getByRole('button', { name: text(zh('common.delete')) })
        .click();
    };
    await remove(unused.name);
    await rowOf(unused.name).waitFor({ state: 'detached' });
    await remove(used.name);
    await page.getByText(zh('modal.errorTitle')).waitFor();
    expect((await web.app.ok('getPermissions', { keyword: used.name }, admin)).total).toBe(1);
    expect((await web.app.ok('getPermissions', { keyword: unused.name }, admin)).total).toBe(0);
  });
});

async function expectText(locator: ReturnType<Page['getByTestId']>, expected: string): Promise<void> {
  await eventually(async () => (await locator.textContent())?.trim() === expected, `"${expected}"`, STEP);
}
