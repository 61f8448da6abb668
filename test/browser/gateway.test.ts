import type { Locator, Page } from 'playwright-core';
import { createAdmin } from '../support/auth-doors';
import { RawTracker } from '../support/raw-tracker';
import { openAdminTab } from './support/back-office';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * The back office's gateway status, in a real browser against the platform with its device gateway:
 * trackers that are not devices are refused over the real protocols, the devices page shows the
 * gateway's counters and the refused serials, and one click makes a refused serial a device.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const trackers: RawTracker[] = [];

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((t) => t.close()));
});

/** A GT06 login with `serial`; resolves once the gateway answered it or closed the connection. */
async function gt06Login(serial: string): Promise<RawTracker> {
  const tracker = await RawTracker.login(web.app, serial);
  trackers.push(tracker);
  return tracker;
}

/** A position from a phone running an OsmAnd client; answers the HTTP status. */
async function osmandReport(id: string): Promise<number> {
  const query = new URLSearchParams({
    id,
    lat: '23.98',
    lon: '120.97',
    timestamp: String(Math.floor(web.app.clock.now() / 1000)),
  });
  const res = await fetch(`http://127.0.0.1:${web.app.gatewayPorts.osmand}/?${query}`, { method: 'POST' });
  return res.status;
}

async function openGatewayDrawer(page: Page): Promise<Locator> {
  await openAdminTab(page, 'admin.tabs.device', 'devices-page');
  await page.getByRole('button', { name: text(zh('gateway.open')) }).click();
  const drawer = page.getByTestId('gateway-status');
  await drawer.waitFor();
  return drawer;
}

const unknownRow = (drawer: Locator, serial: string) =>
  drawer.getByTestId('unknown-devices').locator('tr.ant-table-row', { hasText: serial });

const counter = (drawer: Locator, key: string) =>
  drawer.getByTestId('gateway-instance').getByTestId(`counter-${key}`).locator('dd');

describe('gateway status in the back office', () => {
  it('shows the counters and the refused serials, refreshes while open, and adds a serial as a device in one click', async () => {
    const { page } = web.tab;
    const forgotten = '862000000000015';
    const stranger = '862000000000023';
    // Two refusals of one tracker, one of another, and a phone whose id is no serial number.
    expect((await gt06Login(forgotten)).closed).toBe(true);
    expect((await gt06Login(forgotten)).closed).toBe(true);
    expect((await gt06Login(stranger)).closed).toBe(true);
    expect(await osmandReport('pixel-7a')).toBeGreaterThanOrEqual(400);
    await web.app.deviceLink!.status.publish();

    await signInAsAdmin(page);
    await openAdminTab(page, 'admin.tabs.device', 'devices-page');
    // The button counts the refused serials that are not devices.
    const button = page.getByRole('button', { name: text(zh('gateway.open')) });
    await page
      .locator('.ant-badge', { has: button })
      .locator('.ant-scroll-number', { hasText: '3' })
      .waitFor();

    const drawer = await openGatewayDrawer(page);
    const gateway = drawer.getByTestId('gateway-instance');
    await gateway.getByText(zh('gateway.reporting')).waitFor();
    await gateway.getByText(`gt06:${web.app.gatewayPorts.gt06}`).waitFor();
    expect(await counter(drawer, 'refusedUnknown').textContent()).toBe('4');
    expect(await counter(drawer, 'sessions').textContent()).toBe('0');
    expect(await counter(drawer, 'positionsRecorded').textContent()).toBe('0');

    // The refused serials, those that keep trying first, with what the gateway saw of them.
    const rows = drawer.getByTestId('unknown-devices').locator('tr.ant-table-row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toContain(forgotten);
    expect(await drawer.getByTestId('refused-serials').textContent()).toBe(
      zh('gateway.unknown.distinct', { total: '3' }),
    );
    const forgottenRow = unknownRow(drawer, forgotten);
    await forgottenRow.getByText('GT06').waitFor();
    await forgottenRow.getByText('127.0.0.1').waitFor();
    expect(await forgottenRow.locator('td').nth(5).textContent()).toBe('2');
    expect(await unknownRow(drawer, stranger).locator('td').nth(5).textContent()).toBe('1');
    // An id that is no serial number cannot be added.
    const phone = unknownRow(drawer, 'pixel-7a');
    await phone.getByText(zh('gateway.unknown.notASerial')).waitFor();
    expect(await phone.getByRole('button').count()).toBe(0);

    // While the drawer is open it reads the status again by itself: a new refusal shows up.
    const late = '862000000000031';
    expect((await gt06Login(late)).closed).toBe(true);
    await web.app.deviceLink!.status.publish();
    await unknownRow(drawer, late).waitFor();
    expect(await counter(drawer, 'refusedUnknown').textContent()).toBe('5');

    // One click: the forgotten tracker's serial becomes a device.
    await forgottenRow.getByRole('button', { name: text(zh('gateway.unknown.add')) }).click();
    await page.getByText(zh('gateway.unknown.added', { serial: forgotten })).waitFor();
    await forgottenRow.getByText(zh('gateway.unknown.provisioned')).waitFor();
    expect(await forgottenRow.getByRole('button').count()).toBe(0);
    const devices = await web.app.ok(
      'getDevices',
      { deviceSerialNumber: forgotten },
      await web.app.adminToken(),
    );
    expect(devices.rows.map((d: { deviceSerialNumber: string }) => d.deviceSerialNumber)).toEqual([
      forgotten,
    ]);
    // The devices page behind the drawer lists it too.
    await page
      .getByTestId('devices-page')
      .getByRole('row', { name: new RegExp(forgotten) })
      .waitFor();

    // Its tracker is accepted at its next connection once the gateway's memory of the refusal
    // (30 s) has passed, and the gateway counts it as connected.
    web.app.clock.advance(30_000);
    const accepted = await gt06Login(forgotten);
    expect(accepted.closed).toBe(false);
    await web.app.deviceLink!.status.publish();
    await drawer
      .getByTestId('gateway-instance')
      .getByTestId('counter-sessions')
      .locator('dd', { hasText: /^1$/ })
      .waitFor();

    // Closed, the button counts what is left to look at: the stranger, the late one and the phone.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page
      .locator('.ant-badge', { has: button })
      .locator('.ant-scroll-number', { hasText: '3' })
      .waitFor();
  });

  it('an administrator who may only view devices sees the status but adds nothing', async () => {
    const { page } = web.tab;
    const serial = '862000000000098';
    expect((await gt06Login(serial)).closed).toBe(true);
    await web.app.deviceLink!.status.publish();
    const viewer = await createAdmin(web.app, { rights: { 3: '0001' } });
    await signInAsAdmin(page, viewer.account, viewer.password);
    const drawer = await openGatewayDrawer(page);
    const row = unknownRow(drawer, serial);
    await row.getByText(zh('gateway.unknown.refused')).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await drawer.getByRole('button', { name: text(zh('gateway.unknown.add')) }).count()).toBe(0);
  });
});
