/**
 * Screenshots of the REAL app (no mocks): boots the platform with the built web app, seeds realistic
 * data through /api, and photographs the pages in Debian's chromium. Not part of `npm test` (the file
 * is not a *.test.ts); run it after `npm run build -w apps/web` with
 *
 *   SHOTS_DIR=/tmp/real-shots npx jest --testMatch '<rootDir>/test/browser/support/screenshots.ts'
 *
 * PNGs land in $SHOTS_DIR (default /tmp/real-shots); they are for looking at, never committed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { imeiOf, PaymentType } from '@gps/codes';
import { couponDecider, streams } from '@gps/domain';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, sha, type TestApp } from '../../support/app-harness';
import { recordCardOrder } from '../../support/card-orders';
import { RawTracker, fixAt } from '../../support/raw-tracker';
import { raiseWarning } from '../../support/raise-warning';
import { cameOnline, fellAsleep, recordTelemetry, wentOffline } from '../../support/presence-events';
import { STEP, en, eventually, launchBrowser, openTab, startAppWithWeb, text, zh, type Tab } from './browser';
import { SimulatedTracker } from './tracker';
import { driveAMorning, type HistoryDay } from './history-day';
import { tickInTree, untickInTree } from './vehicle-tree';
import { TAIPEI, TAOYUAN, crowdedFleet, type CrowdedFleet } from './crowd';
import { wav } from './wav';
import { dialog, drawCircle, drawPolygon, placeMarker } from './places';
import { drive, northOf, reportAt } from './fence-drive';
import { driveDays, type VehicleDay } from './statistics-days';
import { seedCustomerTalk } from './customer-talk';

const OUT = process.env.SHOTS_DIR ?? '/tmp/real-shots';
const CJK_FONTS = '/usr/share/fonts/opentype/noto';
type Lang = 'zh-TW' | 'en-US';

jest.setTimeout(300_000);

let app: TestApp;
let browser: Browser;
const opened: Tab[] = [];
const trackers: SimulatedTracker[] = [];
const rawTrackers: RawTracker[] = [];
/** The van whose morning the history pages show (the Hsinchu sub-fleet's, seen by northfleet). */
const HISTORY_SERIAL = '860000000000066';
let historyDay: Promise<HistoryDay> | undefined;
let crowded: Promise<CrowdedFleet> | undefined;

async function tab(language: Lang, viewport?: { width: number; height: number }): Promise<Page> {
  const t = await openTab(browser, app, language);
  if (viewport) await t.page.setViewportSize(viewport);
  opened.push(t);
  return t.page;
}

async function shot(page: Page, name: string): Promise<void> {
  // Let fonts, transitions and the last requests settle before the picture.
  await page.evaluate(() => (globalThis as any).document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
}

const t = (lang: Lang) => (lang === 'zh-TW' ? zh : en);

async function adminSignIn(page: Page, lang: Lang): Promise<void> {
  await page.goto('/admin/login');
  const form = page.getByTestId('admin-login');
  await form.getByLabel(t(lang)('login.account')).fill('admin');
  await form.getByLabel(t(lang)('login.password')).fill(ADMIN_PASSWORD);
  await form.getByRole('button', { name: text(t(lang)('login.submit')) }).click();
  await page.getByTestId('top-tabs').waitFor();
}

async function clientSignIn(page: Page, account: string, password: string, lang: Lang): Promise<void> {
  await page.goto('/');
  const form = page.getByTestId('client-login');
  await form.getByRole('textbox', { name: t(lang)('login.account') }).fill(account);
  await form.getByLabel(t(lang)('login.password')).fill(password);
  await form.getByRole('button', { name: text(t(lang)('login.submit')) }).click();
  await page.waitForURL('**/main/monitor');
}

let plansSeeded: Promise<void> | undefined;
let customerTalkSeeded: Promise<void> | undefined;

/** Plan A's items (one inactive), plan B's, and devices on A and B. */
async function seedPlans(): Promise<void> {
  const admin = await app.adminToken();
  const ok = (call: string, body: Record<string, unknown>) => app.ok(call, body, admin);
  const item = { activeStatus: 1, overtimeDays: 30, overtimePrice: 1500, description: null };
  await ok('addPlanItem', { ...item, planId: 1, name: '一年服務', price: 1200, extendDays: 365 });
  await ok('addPlanItem', {
    ...item,
    planId: 1,
    name: '兩年服務',
    price: 2200,
    extendDays: 730,
    description: '長約優惠',
  });
  await ok('addPlanItem', {
    ...item,
    planId: 1,
    name: '半年服務',
    price: 700,
    extendDays: 183,
    activeStatus: 0,
  });
  await ok('addPlanItem', {
    ...item,
    planId: 2,
    name: '一年服務（車隊）',
    price: 990,
    extendDays: 365,
    overtimeDays: 0,
  });
  await ok('assignDevicesPlan', { deviceSerialNumbers: ['860000000000025', '860000000000041'], planId: 1 });
  await ok('assignDevicesPlan', { deviceSerialNumbers: ['860000000000033'], planId: 2 });
}

let financeSeeded: Promise<void> | undefined;

/**
 * Two manual top-ups on plan A's devices, one of them refunded, and a card order the provider
 * declined: finance's orders, their failures and days.
 */
async function seedFinance(): Promise<void> {
  await (plansSeeded ??= seedPlans());
  const admin = await app.adminToken();
  const items = await app.ok('getPlanItems', { planId: 1 }, admin);
  const itemId = (items.rows as { id: string; name: string }[]).find((i) => i.name === '一年服務')!.id;
  const invoice = { type: 2, taxId: '04595257', companyTitle: '北區物流股份有限公司' };
  const manual = (serial: string, reference: string) =>
    app.ok(
      'addManualPlanOrder',
      { deviceSerialNumbers: [serial], kind: 'service', itemId, invoice, reference },
      admin,
    );
  const refunded = await manual('860000000000025', 'ATM 0042');
  await manual('860000000000041', 'ATM 0043');
  await app.ok('refundPlanOrder', { orderNumber: refunded.orderNumber, reason: '重複付款' }, admin);
  await recordCardOrder(
    app,
    {
      orderNumber: 'GP261101160000000093',
      serialNumber: '860000000000025',
      itemId,
      itemName: '一年服務',
      price: 1200,
      fleetId: null,
    },
    { outcome: 'failed', reason: 'card declined' },
  );
}

/** A platform that looks lived in: groups, administrators, fleets with sub-fleets, named devices. */
async function seed(): Promise<void> {
  const admin = await app.adminToken();
  const ok = (call: string, body: Record<string, unknown>) => app.ok(call, body, admin);

  // Every group lists all thirteen functions, as the back office's form sends them.
  const rights = (granted: Record<number, string>) =>
    Array.from({ length: 13 }, (_, i) => ({ functionId: i + 1, flags: granted[i + 1] ?? '0000' }));
  const support = await ok('createPermission', {
    name: '客服人員',
    sort: 2,
    rights: rights({ 3: '0101', 4: '0101', 5: '0101', 9: '0101' }),
  });
  const finance = await ok('createPermission', {
    name: '財務會計',
    sort: 3,
    rights: rights({ 10: '1111', 6: '0001', 8: '0001' }),
  });
  await ok('createAccount', {
    account: 'mei.lin',
    password: 'mei-pass-1',
    alias: '林美玲',
    permissionId: support.id,
    email: 'mei.lin@example.com',
  });
  await ok('createAccount', {
    account: 'hao.chen',
    password: 'hao-pass-1',
    alias: '陳志豪',
    permissionId: finance.id,
  });
  const suspended = await ok('createAccount', {
    account: 'temp.staff',
    password: 'temp-pass-1',
    alias: '臨時人員',
    permissionId: support.id,
  });
  await ok('editAccount', { id: suspended.id, statusCode: 2 });

  const north = await ok('createFleet', {
    account: 'northfleet',
    password: 'north-pass-1',
    alias: '北區物流車隊',
    contact: '王大明',
    phoneNumber: '02-2345-6789',
    address: '台北市信義區松仁路 100 號',
    email: 'dispatch@north.example.com',
  });
  const south = await ok('createFleet', {
    account: 'southbus',
    password: 'south-pass-1',
    alias: '南部客運',
    contact: '李小華',
    phoneNumber: '07-555-1234',
    permissions: '101',
  });
  await ok('createFleet', { account: 'eastrental', password: 'east-pass-1', alias: '東岸租車' });
  const taoyuan = await ok('createSubFleet', {
    parentFleetId: north.id,
    account: 'north-taoyuan',
    password: 'ty-pass-1',
    alias: '桃園站',
  });
  const hsinchu = await ok('createSubFleet', {
    parentFleetId: north.id,
    account: 'north-hsinchu',
    password: 'hc-pass-1',
    alias: '新竹站',
  });

  const cars: { serial: string; carName?: string; owner?: string; phone?: string; icon?: number }[] = [
    { serial: '860000000000017', carName: '北-001 貨車', owner: '張家豪', phone: '0912-345-678', icon: 4 },
    { serial: '860000000000025', carName: '北-002 貨車', owner: '黃志明', icon: 4 },
    { serial: '860000000000033', carName: '北-003 廂型車', owner: '吳佩珊', icon: 1 },
    { serial: '860000000000041', carName: '桃園 機車 01', owner: '劉建宏', icon: 2 },
    { serial: '860000000000058', carName: '桃園 貨車 02' },
    { serial: '860000000000066', carName: '新竹 廂型車' },
    { serial: '860000000000074', carName: '南部客運 301', owner: '蔡宗翰', icon: 1 },
    { serial: '860000000000082', carName: '南部客運 302' },
    { serial: '860000000000009' },
    { serial: '860000000000108' },
    { serial: '860000000000116' },
  ];
  await ok('addDevices', { deviceSerialNumbers: cars.map((c) => c.serial) });
  for (const c of cars) {
    if (!c.carName) continue;
    await ok('editDevice', {
      deviceSerialNumber: c.serial,
      carName: c.carName,
      ...(c.owner ? { ownerName: c.owner } : {}),
      ...(c.phone ? { ownerPhone: c.phone, simCardNumber: '0987654321', firmwareVersion: 'GT06N v2.3' } : {}),
      ...(c.icon ? { deviceIcon: c.icon } : {}),
    });
  }
  const allocate = (serials: string[], fleetId: string) =>
    ok('allocationDevice', { deviceSerialNumbers: serials, fleetId });
  await allocate(['860000000000017', '860000000000025', '860000000000033'], north.id);
  await allocate(['860000000000041', '860000000000058'], taoyuan.id);
  await allocate(['860000000000066'], hsinchu.id);
  await allocate(['860000000000074', '860000000000082'], south.id);
  await ok('stopDeviceService', { deviceSerialNumbers: ['860000000000082'] });
  // A manual service adjustment for its log (docs/decisions/service-lifecycle.md).
  const bus = (await ok('getDevices', { deviceSerialNumber: '860000000000074' })).rows[0];
  await ok('manualAdjustService', {
    deviceSerialNumber: '860000000000074',
    serviceExpiredDate: bus.serviceExpiredDate + 30 * 86_400_000_000,
    reason: '颱風停駛補償 30 天',
  });
  await ok('editSystemSetting', { id: 'refreshFrequency', value: '30' });
  await ok('editSystemSetting', { id: 'showOverspeed', value: '1' });
  // A failure for the system log to show.
  await app.api('loginAccount', { account: 'admin', password: sha('wrong-password') });

  // Trackers the gateway refuses, for its status: two that nobody provisioned (one keeps trying),
  // and a phone whose OsmAnd id is no serial number; one provisioned tracker stays connected.
  for (const serial of ['862000000004173', '862000000004173', '862000000004173', '862000000005238']) {
    await (await RawTracker.login(app, serial)).close();
  }
  await fetch(`http://127.0.0.1:${app.gatewayPorts.osmand}/?id=pixel-7a&lat=23.98&lon=120.97`, {
    method: 'POST',
  });
  rawTrackers.push(await RawTracker.login(app, '860000000000033'));
  await app.deviceLink!.status.publish();
}

/**
 * Devices in several online buckets for the online status pages, recorded as the gateway's decider
 * would (vehicles no gateway serves): one asleep, two offline for days, one for four months.
 */
async function seedPresence(): Promise<void> {
  const now = app.clock.now();
  const hour = 3_600_000;
  const day = 24 * hour;
  await recordTelemetry(app, '860000000000058', now - hour, [cameOnline(now - hour), fellAsleep(now - hour)]);
  const offline: [string, number][] = [
    ['860000000000074', 3 * day + 5 * hour],
    ['860000000000041', 20 * day],
    ['860000000000116', 120 * day],
  ];
  for (const [serial, ago] of offline) {
    await recordTelemetry(app, serial, now - ago, [cameOnline(now - ago)]);
    await recordTelemetry(app, serial, now - ago + hour, [wentOffline(now - ago + hour, now - ago)]);
  }
}

/**
 * Warnings of the north fleet for the warnings page: alarms the connected tracker sends through the
 * gateway a minute apart, an overspeed and an offline warning of a vehicle no gateway serves, and
 * one of them handled with a note.
 */
async function seedWarnings(): Promise<void> {
  const [tracker] = rawTrackers;
  const token = await app.clientToken('northfleet', 'north-pass-1');
  const kinds = ['vibration', 'power_cut', 'sos'] as const;
  for (const [i, kind] of kinds.entries()) {
    app.clock.advance(60_000);
    tracker.alarm(kind, fixAt(app.clock.now() - 1000, i), 10 + i);
    // Each alarm recorded before the clock moves on, so each has its own minute.
    await eventually(
      async () => (await app.ok('getWarnings', { kinds: [kind] }, token)).total > 0,
      `the tracker's ${kind} warning`,
    );
  }
  // A vehicle of its own, which no tracker of the other cases drives (the raised events stand alone
  // in its day stream, which a gateway-served device's ingest would not expect).
  const quiet = imeiOf('86000000000012');
  const admin = await app.adminToken();
  await app.ok('addDevices', { deviceSerialNumbers: [quiet] }, admin);
  await app.ok('editDevice', { deviceSerialNumber: quiet, carName: '北-004 貨車' }, admin);
  const [north] = (await app.ok('getFleets', { keyword: 'northfleet' }, admin)).rows;
  await app.ok('allocationDevice', { deviceSerialNumbers: [quiet], fleetId: north.id }, admin);
  const where = { latitude: 24.99, longitude: 121.3 };
  app.clock.advance(60_000);
  await raiseWarning(app, quiet, 'overspeed', app.clock.now(), where);
  app.clock.advance(60_000);
  await raiseWarning(app, quiet, 'offline', app.clock.now(), where);
  const [vibration] = (await app.ok('getWarnings', { kinds: ['vibration'] }, token)).rows;
  await app.ok('handleWarning', { warningId: vibration.id, note: '已聯絡駕駛：停車場施工造成震動' }, token);
  await driveIntoAFence(tracker, token);
}

/** A fence warning of entering around the connected tracker's road, and the tracker driving in. */
async function driveIntoAFence(tracker: RawTracker, token: string): Promise<void> {
  const depot = { latitude: 23.985, longitude: 120.975 };
  const radius = 300;
  await app.ok(
    'addFence',
    {
      deviceSerialNumber: tracker.serial,
      alias: '南投轉運站',
      fenceType: 1,
      coordinates: [depot, northOf(depot, radius)].map((p) => `${p.latitude},${p.longitude}`),
      radius,
      isEnterWarning: true,
      isExitWarning: false,
      targetType: 2,
      remark: '',
    },
    token,
  );
  await eventually(
    async () => app.deviceLink!.ingest.fenceIdsOf(tracker.serial).length > 0,
    'the gateway to know the fence',
  );
  const outside = northOf(depot, 3 * radius);
  reportAt(app, tracker, outside, 20, 60_000);
  await drive(app, tracker, outside, depot, 6, 21);
  await eventually(
    async () => (await app.ok('getWarnings', { kinds: ['fence_enter'] }, token)).total > 0,
    "the tracker's fence warning",
  );
}

/** A shop's notify address that takes every notification: the sandbox page's code page needs one. */
async function acceptingReceiver(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => req.resume().on('end', () => res.end('OK')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/notify`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  if (!existsSync(CJK_FONTS)) throw new Error(`install fonts-noto-cjk first (${CJK_FONTS} is missing)`);
  mkdirSync(OUT, { recursive: true });
  // The gateway too: a simulated tracker reports and answers commands for the remote pages.
  [app, browser] = await Promise.all([startAppWithWeb({ GATEWAY: 'inline' }), launchBrowser()]);
  await seed();
}, 120_000);

afterAll(async () => {
  for (const o of opened) await o.context.close().catch(() => undefined);
  for (const tracker of trackers) await tracker.stop();
  for (const tracker of rawTrackers) await tracker.close();
  await browser?.close();
  await app?.stop();
});

const ADMIN_PAGES: [path: string, testId: string, name: string][] = [
  ['/admin/account', 'accounts-page', 'accounts'],
  ['/admin/permission', 'permissions-page', 'permissions'],
  ['/admin/device', 'devices-page', 'devices'],
  ['/admin/fleet', 'fleets-page', 'fleets'],
  ['/admin/setting', 'settings-page', 'settings'],
  ['/admin/systemLog', 'system-log-page', 'system-log'],
  ['/admin/manualModifyRecord', 'manual-adjustments-page', 'manual-adjustments'],
];

describe('screenshots of the real app', () => {
  it.each<Lang>(['zh-TW', 'en-US'])('sign-in pages (%s)', async (lang) => {
    const page = await tab(lang);
    await page.goto('/');
    await page.getByTestId('client-login').waitFor();
    await shot(page, `client-login-${lang}`);
    await page.goto('/admin/login');
    await page.getByTestId('admin-login').waitFor();
    await shot(page, `admin-login-${lang}`);
    // The wrong-password dialog.
    await page.goto('/');
    const form = page.getByTestId('client-login');
    await form.getByRole('textbox', { name: t(lang)('login.account') }).fill('northfleet');
    await form.getByLabel(t(lang)('login.password')).fill('not-it');
    await form.getByRole('button', { name: text(t(lang)('login.submit')) }).click();
    await page.getByTestId('error-dialog').waitFor();
    await shot(page, `client-login-error-${lang}`);
  });

  it.each<Lang>(['zh-TW', 'en-US'])('the sandbox payment page, desktop and phone (%s)', async (lang) => {
    const receiver = await acceptingReceiver();
    try {
      for (const [width, height, size] of [
        [1440, 900, 'desktop'],
        [390, 844, 'phone'],
      ] as const) {
        const page = await tab(lang, { width, height });
        for (const paymentType of [PaymentType.CREDIT_CARD, PaymentType.CONVENIENCE_STORE]) {
          const form = app.platform.payments.provider.checkout({
            orderNumber: 'GP261125180405123456',
            amount: 1980,
            itemName: lang === 'zh-TW' ? '方案 A 一年服務 × 2' : 'Plan A, one year × 2',
            paymentType,
            at: app.clock.now(),
            returnUrl: `${app.server.url}/main/monitor`,
            notifyUrl: receiver.url,
            lang,
          });
          await page.goto(`${new URL(form.action).pathname}?${new URLSearchParams(form.fields)}`);
          const kind = paymentType === PaymentType.CREDIT_CARD ? 'card' : 'store';
          await shot(page, `sandbox-payment-${kind}-${size}-${lang}`);
        }
        // The convenience store page's first button issues a code.
        await page.locator('button.primary').click();
        await page.locator('.code').waitFor();
        await shot(page, `sandbox-payment-store-code-${size}-${lang}`);
      }
    } finally {
      await receiver.close();
    }
  });

  it.each<Lang>(['zh-TW', 'en-US'])(
    'finance page: orders, totals, refund dialog, reconciliation (%s)',
    async (lang) => {
      await (financeSeeded ??= seedFinance());
      const page = await tab(lang);
      await adminSignIn(page, lang);
      await page.goto('/admin/finance');
      await page.getByTestId('finance-orders').waitFor();
      await page.getByRole('row', { name: /860000000000041/ }).waitFor();
      await shot(page, `admin-finance-${lang}`);
      await page
        .getByRole('row', { name: /860000000000041/ })
        .getByRole('button')
        .first()
        .click();
      await page.getByTestId('refund-amount').waitFor();
      await shot(page, `admin-finance-refund-${lang}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: text(t(lang)('finance.manual.action')) }).click();
      await page.getByTestId('manual-order-form').waitFor();
      await shot(page, `admin-finance-manual-${lang}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('manual-order-form').waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: t(lang)('finance.tabs.reconciliation') }).click();
      await page.getByTestId('finance-reconciliation').getByRole('row').nth(1).waitFor();
      await shot(page, `admin-finance-reconciliation-${lang}`);
    },
  );

  it.each<Lang>(['zh-TW', 'en-US'])(
    'an administrator denied a page goes to the sign-in (%s)',
    async (lang) => {
      const tr = t(lang);
      const page = await tab(lang);
      await page.goto('/admin/login');
      const form = page.getByTestId('admin-login');
      await form.getByLabel(tr('login.account')).fill('hao.chen');
      await form.getByLabel(tr('login.password')).fill('hao-pass-1');
      await form.getByRole('button', { name: text(tr('login.submit')) }).click();
      await page.getByTestId('top-tabs').waitFor();
      await page.goto('/admin/report');
      await page.getByTestId('admin-login-reason').waitFor();
      await shot(page, `admin-login-route-denied-${lang}`);
    },
  );

  it.each<Lang>(['zh-TW', 'en-US'])('back office with data (%s)', async (lang) => {
    const page = await tab(lang);
    await adminSignIn(page, lang);
    for (const [path, testId, name] of ADMIN_PAGES) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: STEP });
      await shot(page, `admin-${name}-${lang}`);
    }
    // Dialogs of the devices page.
    await page.goto('/admin/device');
    const row = page.getByRole('row', { name: /860000000000017/ });
    await row.getByRole('button').last().click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `admin-device-dialog-${lang}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: text(t(lang)('devices.add')) }).click();
    await page
      .getByTestId('add-devices-input')
      .fill('860000000000017\n860000000000124\n860000000000001\nabc');
    await page.getByRole('button', { name: text(t(lang)('devices.addSubmit', { count: 4 })) }).click();
    await page.getByTestId('add-devices-result').waitFor();
    await shot(page, `admin-add-devices-result-${lang}`);
    await page.getByRole('button', { name: text(t(lang)('common.done')) }).click();
    // The gateway status drawer: counters and the refused serials, one of them added.
    await page.getByRole('button', { name: text(t(lang)('gateway.open')) }).click();
    const gateway = page.getByTestId('gateway-status');
    await gateway.getByTestId('gateway-instance').waitFor();
    await gateway.getByText('862000000005238').waitFor();
    await shot(page, `admin-gateway-${lang}`);
    if (lang === 'en-US') {
      await gateway
        .locator('tr', { hasText: '862000000005238' })
        .getByRole('button', { name: text(t(lang)('gateway.unknown.add')) })
        .click();
      await gateway.getByText(t(lang)('gateway.unknown.provisioned')).waitFor();
      await shot(page, `admin-gateway-added-${lang}`);
    }
    await page.keyboard.press('Escape');
    await gateway.waitFor({ state: 'hidden' });
    for (const serial of ['860000000000009', '860000000000108']) {
      await page
        .getByRole('row', { name: new RegExp(serial) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: text(t(lang)('devices.allocate')) }).click();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.locator('.ant-select-dropdown').waitFor();
    await shot(page, `admin-allocate-dialog-${lang}`);
    await page.keyboard.press('Escape');
    // Fleet dialog and a fleet's sub-fleets.
    await page.goto('/admin/fleet');
    await page.getByRole('button', { name: text(t(lang)('fleets.add')) }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `admin-fleet-dialog-${lang}`);
    // Editing a fleet adds its overspeed limit.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page
      .getByRole('row', { name: /northfleet/ })
      .getByRole('button', { name: 'edit', exact: true })
      .click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `admin-fleet-edit-dialog-${lang}`);
  });

  it.each<Lang>(['zh-TW', 'en-US'])(
    'the fleet monitor with its tree and the countdown (%s)',
    async (lang) => {
      const page = await tab(lang);
      await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
      const panel = page.getByTestId('vehicle-panel');
      await panel.getByText('860000000000033').waitFor();
      await shot(page, `client-monitor-${lang}`);
      // Tick a sub-fleet and one more vehicle: the vehicle list fills.
      await tickInTree(page, '北-001');
      await tickInTree(page, '桃園站');
      await page.getByTestId('selected-vehicles').waitFor();
      await shot(page, `client-monitor-selected-${lang}`);
      // The device dialog from the tree's context menu.
      await panel.getByText('北-002 貨車').click({ button: 'right' });
      await page.getByRole('menuitem', { name: t(lang)('tree.menu.editDevice') }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, `client-device-dialog-${lang}`);
      await page.keyboard.press('Escape');
      // The user menu.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t(lang)('userMenu.logout') }).waitFor();
      await shot(page, `client-user-menu-${lang}`);
    },
  );

  it.each<Lang>(['zh-TW', 'en-US'])('service plans and their items (%s)', async (lang) => {
    plansSeeded ??= seedPlans();
    await plansSeeded;
    const page = await tab(lang);
    await adminSignIn(page, lang);
    await page.goto('/admin/plan');
    await page.getByRole('row', { name: /860000000000017/ }).waitFor();
    await shot(page, `admin-plan-devices-${lang}`);
    for (const serial of ['860000000000009', '860000000000017']) {
      await page
        .getByRole('row', { name: new RegExp(serial) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: text(t(lang)('plans.assign')) }).click();
    await page.getByRole('dialog').waitFor();
    // The dialog zooms in: a select opened during it measures its list at the zoom's width.
    await page.waitForTimeout(500);
    await page.getByTestId('assign-plan-select').click();
    await page.locator('.ant-select-dropdown').waitFor();
    await shot(page, `admin-plan-assign-${lang}`);
    await page.keyboard.press('Escape');
    await page.goto('/admin/vipPlan/servicePlan');
    await page.getByTestId('plan-items-page').getByText('一年服務').waitFor();
    await shot(page, `admin-plan-items-${lang}`);
    await page.getByRole('button', { name: text(t(lang)('plans.addItem', { letter: 'A' })) }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `admin-plan-item-dialog-${lang}`);
  });

  it.each<Lang>(['zh-TW', 'en-US'])('the manual adjustment dialog (%s)', async (lang) => {
    const page = await tab(lang);
    await adminSignIn(page, lang);
    await page.goto('/admin/manualModifyRecord');
    const list = page.getByTestId('manual-adjustments-page');
    await list.getByText('860000000000074').waitFor();
    await list.getByRole('button', { name: text(t(lang)('manualAdjust.adjust')) }).click();
    await page.getByTestId('manual-adjust-form').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(t(lang)('common.confirm')) })
      .click();
    await page.getByText(t(lang)('manualAdjust.required.reason')).waitFor();
    await shot(page, `admin-manual-adjust-dialog-${lang}`);
  });

  it.each<[Lang, string, { width: number; height: number } | undefined]>([
    ['zh-TW', 'client', undefined],
    ['en-US', 'client', undefined],
    ['zh-TW', 'phone', { width: 390, height: 844 }],
    ['en-US', 'phone', { width: 390, height: 844 }],
  ])('the expired-service banner on the monitor (%s, %s)', async (lang, kind, viewport) => {
    const page = await tab(lang, viewport);
    await clientSignIn(page, 'southbus', 'south-pass-1', lang);
    if (viewport) await page.getByTestId('side-panel-show').click();
    await page.getByTestId('vehicle-panel').getByText('南部客運 302').waitFor();
    await tickInTree(page, '南部客運 302');
    if (viewport) await page.getByTestId('side-panel-hide').click();
    await page.getByTestId('monitor-service-expired').waitFor();
    await shot(page, `${kind}-monitor-service-expired-${lang}`);
  });

  it('a narrow window (1024 x 700, zh-TW)', async () => {
    const page = await tab('zh-TW', { width: 1024, height: 700 });
    await clientSignIn(page, 'northfleet', 'north-pass-1', 'zh-TW');
    await page.getByTestId('vehicle-panel').getByText('860000000000033').waitFor();
    await shot(page, 'client-monitor-narrow-zh-TW');
    const adminPage = await tab('zh-TW', { width: 1024, height: 700 });
    await adminSignIn(adminPage, 'zh-TW');
    await adminPage.goto('/admin/device');
    await adminPage.getByRole('row', { name: /860000000000017/ }).waitFor();
    await shot(adminPage, 'admin-devices-narrow-zh-TW');
  });

  it.each<Lang>(['zh-TW', 'en-US'])('a phone (390 x 844, %s)', async (lang) => {
    const tr = t(lang);
    const page = await tab(lang, { width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('client-login').waitFor();
    await shot(page, `phone-login-${lang}`);
    await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
    await page.getByTestId('monitor-map').waitFor();
    await shot(page, `phone-monitor-${lang}`);
    // The vehicle panel over the map; two vehicles ticked.
    await page.getByTestId('side-panel-show').click();
    const panel = page.getByTestId('vehicle-panel');
    await panel.getByText('860000000000033').waitFor();
    for (const name of ['北-001', '北-003']) {
      await page.locator('.ant-tree-treenode', { hasText: name }).locator('.ant-tree-checkbox').click();
    }
    await shot(page, `phone-panel-${lang}`);
    await page.getByTestId('side-panel-hide').click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByTestId('selected-vehicles').waitFor();
    await shot(page, `phone-monitor-selected-${lang}`);
    await page.goto('/main/remote?deviceSerialNumber=860000000000003');
    const remote = page.getByTestId('remote-page');
    await remote.getByTestId('command-GPS').waitFor();
    await shot(page, `phone-remote-query-${lang}`);
    await remote.getByRole('tab', { name: tr('client.remote.set') }).click();
    await shot(page, `phone-remote-set-${lang}`);
  });

  it.each<Lang>(['zh-TW', 'en-US'])(
    'the help page and its data credits, desktop and phone (%s)',
    async (lang) => {
      for (const [width, height, prefix] of [
        [1440, 900, 'client'],
        [390, 844, 'phone'],
      ] as const) {
        const page = await tab(lang, { width, height });
        await page.goto('/help');
        await page.getByTestId('help-credits').scrollIntoViewIfNeeded();
        await shot(page, `${prefix}-help-credits-${lang}`);
      }
    },
  );

  it.each<Lang>(['zh-TW', 'en-US'])('the history page, compare and street view (%s)', async (lang) => {
    const tr = t(lang);
    // One morning of the Hsinchu van through the gateway, for both languages.
    historyDay ??= driveAMorning(app, HISTORY_SERIAL).then(async (day) => {
      // The van's depot, next to where it parks: its stop reads "停在 車庫" / "Parked at 車庫".
      const parkedAt = day.fixes.find((f) => f.speedKmh === 0)!;
      const marker = { latitude: parkedAt.latitude + 0.0003, longitude: parkedAt.longitude };
      const token = await app.clientToken('northfleet', 'north-pass-1');
      const depot = { alias: '車庫', targetType: 2, markerType: 0 };
      await app.ok('addMarker', { deviceSerialNumber: HISTORY_SERIAL, ...depot, ...marker }, token);
      return day;
    });
    const { fixes } = await historyDay;
    const hour = 3_600_000;
    const period = `startTime=${(fixes[0].time.getTime() - hour) * 1000}&endTime=${
      (fixes[fixes.length - 1].time.getTime() + hour) * 1000
    }`;
    const historyPath = `/main/history?deviceSerialNumber=${HISTORY_SERIAL}&${period}`;
    for (const [width, height, prefix] of [
      [1440, 900, 'client'],
      [390, 844, 'phone'],
    ] as const) {
      const page = await tab(lang, { width, height });
      await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
      await page.goto(historyPath);
      const history = page.getByTestId('history-page');
      await history.getByTestId('history-points').locator('.ant-table-row').first().waitFor();
      await shot(page, `${prefix}-history-${lang}`);
      // Part of the way through: a row in the middle clicked, the map and the details there.
      await history.getByTestId('history-points').locator('.ant-table-row').nth(6).click();
      await history.getByText('x8').click();
      await history.getByTestId('history-play').click();
      await page.waitForTimeout(600);
      await history.getByTestId('history-pause').click();
      await shot(page, `${prefix}-history-playing-${lang}`);
      await history.getByRole('tab', { name: tr('client.history.parking') }).click();
      await history.getByTestId('history-parking').locator('.ant-table-row').first().click();
      await history.getByTestId('history-parking').scrollIntoViewIfNeeded();
      await shot(page, `${prefix}-history-parking-${lang}`);
      await history.getByRole('tab', { name: tr('client.history.alarm') }).click();
      await history.getByTestId('history-alarms').waitFor();
      await shot(page, `${prefix}-history-alarm-${lang}`);
      await history.getByTestId('export-track').click();
      await page.getByTestId('export-track-gpx').waitFor();
      await shot(page, `${prefix}-history-export-${lang}`);
      await page.keyboard.press('Escape');
      // Compare: this morning against the day before (nothing then), then against itself.
      await history.getByTestId('history-compare').click();
      const compare = page.getByTestId('compare-page');
      await compare.getByTestId('compare-map').waitFor();
      await compare.getByTestId('compare-show-b').click();
      await shot(page, `${prefix}-compare-${lang}`);
      await page.goto(`/streetView?lat=${fixes[10].latitude}&lng=${fixes[10].longitude}`);
      await page.getByTestId('street-view-link').waitFor();
      await shot(page, `${prefix}-street-view-${lang}`);
    }
  });

  it.each<Lang>(['zh-TW', 'en-US'])('the remote page and a live vehicle (%s)', async (lang) => {
    const tr = t(lang);
    // The platform's manual clock catches up with the real one, so the browser's "today" (for the
    // command history) is the platform's. Faking the browser's clock instead would stop antd's
    // messages from ever closing.
    app.clock.advance(Math.max(0, Date.now() - app.clock.now()));
    const page = await tab(lang);
    await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
    const serial = lang === 'zh-TW' ? '860000000000017' : '860000000000025';
    await page.getByTestId('vehicle-panel').getByText(serial).waitFor();

    // Nothing ticked (a small fleet's first sign-in ticks all): the remote page says so.
    await page.getByTestId('selected-vehicles').getByText(serial).waitFor();
    await untickInTree(page, '北區物流車隊');
    await page.locator('.side-empty').waitFor();
    await page.goto('/main/remote');
    await page.getByTestId('remote-no-device').waitFor();
    await shot(page, `client-remote-none-${lang}`);

    // A vehicle reports while the monitor is open: marker and status arrive live.
    await page.goto('/main/monitor');
    await tickInTree(page, serial);
    await page.getByTestId('selected-vehicles').getByText(serial).waitFor();
    await eventually(async () => app.platform.liveHub.subscribers >= 2, 'the live subscriptions');
    const tracker = new SimulatedTracker(app, serial);
    trackers.push(tracker);
    tracker.report();
    await page.getByTestId('monitor-map').locator('.vehicle-marker').waitFor();
    tracker.report(30);
    await shot(page, `client-monitor-live-${lang}`);

    // The remote page's tabs, with answers from the tracker.
    await page
      .getByTestId('top-tabs')
      .getByRole('menuitem', { name: text(tr('client.tabs.remote')) })
      .click();
    const remote = page.getByTestId('remote-page');
    const send = (code: string) =>
      remote
        .getByTestId(`command-${code}`)
        .getByRole('button', { name: text(tr('remote.send')) })
        .click();
    await send('GPS');
    await send('VBAT');
    await remote.getByTestId('command-VBAT').getByText(/VBAT=/).waitFor();
    await remote
      .getByTestId('command-GPS')
      .getByText(/Lat|lat/)
      .waitFor();
    await shot(page, `client-remote-query-${lang}`);

    await remote.getByRole('tab', { name: tr('client.remote.set') }).click();
    await remote.getByTestId('command-PHONE').getByRole('textbox').fill('09-12');
    await remote
      .getByTestId('command-PHONE')
      .getByRole('button', { name: text(tr('remote.send')) })
      .click();
    await remote.getByTestId('command-PHONE').getByText(tr('remote.validation.phone')).waitFor();
    await remote
      .getByTestId('command-FREQ')
      .getByText(tr('remote.freq.fast', { seconds: 15 }))
      .click();
    await remote.getByTestId('freq-fast-warning').waitFor();
    await shot(page, `client-remote-set-${lang}`);
    await remote.getByTestId('command-VIBL').getByRole('spinbutton').fill('9');
    await send('VIBL');

    await remote.getByRole('tab', { name: tr('client.remote.control') }).click();
    await remote.getByTestId('command-SLEEP').getByText(tr('remote.value.on')).click();
    await send('SLEEP');
    await shot(page, `client-remote-control-${lang}`);

    await remote.getByRole('tab', { name: tr('client.remote.reply') }).click();
    await eventually(
      async () =>
        (await remote.getByTestId('command-history').getByText(tr('remote.status.replied')).count()) >= 4,
      'four replies',
    );
    await shot(page, `client-remote-reply-${lang}`);

    await remote.getByRole('tab', { name: tr('client.record') }).click();
    const voice = remote.getByTestId('voice-recordings');
    await voice.locator('input[type=file]').setInputFiles({
      name: lang === 'zh-TW' ? '車內錄音-0800.amr' : 'cabin-0800.amr',
      mimeType: 'audio/amr',
      buffer: Buffer.concat([Buffer.from('#!AMR\n', 'latin1'), Buffer.alloc(3200, 0x3c)]),
    });
    await voice.locator('.voice-item').first().waitFor();
    await voice.locator('input[type=file]').setInputFiles({
      name: lang === 'zh-TW' ? '門口對講.wav' : 'door-intercom.wav',
      mimeType: 'audio/wav',
      buffer: wav(3),
    });
    await voice.locator('.voice-item').nth(1).waitFor();
    await shot(page, `client-remote-voice-${lang}`);
    // The AMR recording decoded in the page: played, then paused part of the way in.
    const amr = voice.getByTestId('amr-player');
    await amr.getByRole('button', { name: tr('voice.play') }).click();
    await voice.locator('[data-testid=amr-player][data-state=playing]').waitFor();
    await page.waitForTimeout(700);
    await amr.getByRole('button', { name: tr('voice.pause') }).click();
    await voice.locator('[data-testid=amr-player][data-state=paused]').waitFor();
    await shot(page, `client-remote-voice-amr-${lang}`);

    // The same pages in a narrow window.
    await page.setViewportSize({ width: 1024, height: 700 });
    await shot(page, `client-remote-voice-narrow-${lang}`);
    await remote.getByRole('tab', { name: tr('client.remote.reply') }).click();
    await shot(page, `client-remote-reply-narrow-${lang}`);
    await remote.getByRole('tab', { name: tr('client.remote.set') }).click();
    await shot(page, `client-remote-set-narrow-${lang}`);
  });
  /** Trackers for the multi-monitor's panes, started once for both languages. */
  const paneTrackers: SimulatedTracker[] = [];
  function panesReporting(): void {
    if (paneTrackers.length === 0) {
      for (const serial of ['860000000000041', '860000000000058', '860000000000066']) {
        const tracker = new SimulatedTracker(app, serial);
        trackers.push(tracker);
        paneTrackers.push(tracker);
      }
    }
    for (const tracker of paneTrackers) tracker.report(30);
  }

  it.each<Lang>(['zh-TW', 'en-US'])('the multi-monitor, desktop and phone (%s)', async (lang) => {
    app.clock.advance(Math.max(0, Date.now() - app.clock.now()));
    panesReporting();
    const page = await tab(lang);
    await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
    await page.getByTestId('vehicle-panel').getByText('860000000000033').waitFor();
    await untickInTree(page, '北區物流車隊');
    await page.goto('/main/multiMonitor');
    await page.getByTestId('multi-monitor').waitFor();
    await shot(page, `client-multi-monitor-none-${lang}`);
    for (const name of ['桃園 機車 01', '桃園 貨車 02', '新竹 廂型車', '北-003'])
      await tickInTree(page, name);
    await page.getByTestId('pane-860000000000066').locator('.leaflet-marker-icon').waitFor();
    await shot(page, `client-multi-monitor-${lang}`);
    await page
      .getByTestId('multi-monitor-layout')
      .getByText(t(lang)('multiMonitor.layoutOf', { count: 9 }))
      .click();
    await shot(page, `client-multi-monitor-nine-${lang}`);

    const phone = await tab(lang, { width: 390, height: 844 });
    await clientSignIn(phone, 'northfleet', 'north-pass-1', lang);
    await phone.goto('/main/multiMonitor');
    await phone.getByTestId('pane-860000000000041').locator('.leaflet-marker-icon').waitFor();
    await shot(phone, `phone-multi-monitor-${lang}`);
  });

  /** A fleet of 150 in two crowds, Taipei and Taoyuan: the monitor draws clusters (seeded once). */
  function crowd(): Promise<CrowdedFleet> {
    crowded ??= (async () => {
      app.clock.advance(Math.max(0, Date.now() - app.clock.now()));
      const fleet = await crowdedFleet(app, 'crowdfleet', 'crowd-pass-01', '86032', [
        { ...TAIPEI, vehicles: 100 },
        { ...TAOYUAN, vehicles: 50 },
      ]);
      rawTrackers.push(...fleet.trackers);
      return fleet;
    })();
    return crowded;
  }

  /** Ticks the crowded fleet; on a phone the tree is over the map, shown and hidden again. */
  async function crowdOnTheMap(page: Page, lang: Lang, phone = false): Promise<void> {
    await clientSignIn(page, 'crowdfleet', 'crowd-pass-01', lang);
    if (phone) await page.getByTestId('side-panel-show').click();
    const fleetRow = page
      .locator('.ant-tree-treenode', { has: page.getByTestId(/^tree-node-fleet:/) })
      .first();
    await fleetRow.locator('.ant-tree-checkbox').click();
    if (phone) await page.getByTestId('side-panel-hide').click();
    await page
      .getByTestId('monitor-map')
      .getByTestId('vehicle-cluster')
      .getByText('100', { exact: true })
      .waitFor();
  }

  it.each<Lang>(['zh-TW', 'en-US'])('the monitor with clusters, desktop and phone (%s)', async (lang) => {
    await crowd();
    const page = await tab(lang);
    await crowdOnTheMap(page, lang);
    await shot(page, `client-monitor-clusters-${lang}`);
    // A click on a disc zooms to where it splits.
    await page
      .getByTestId('monitor-map')
      .getByTestId('vehicle-cluster')
      .getByText('100', { exact: true })
      .click();
    await page
      .getByTestId('monitor-map')
      .getByTestId('vehicle-cluster')
      .getByText('100', { exact: true })
      .waitFor({ state: 'detached' });
    await shot(page, `client-monitor-clusters-split-${lang}`);

    const phone = await tab(lang, { width: 390, height: 844 });
    await crowdOnTheMap(phone, lang, true);
    await shot(phone, `phone-monitor-clusters-${lang}`);
  });

  it.each<Lang>(['zh-TW', 'en-US'])('the customer console (%s)', async (lang) => {
    const tr = t(lang);
    app.clock.advance(Math.max(0, Date.now() - app.clock.now()));
    panesReporting();
    const page = await tab(lang);
    await adminSignIn(page, lang);
    await page.goto('/admin/customer/monitor');
    const console = page.getByTestId('customer-console');
    await console.waitFor();
    await shot(page, `admin-customer-empty-${lang}`);
    const search = console.getByTestId('console-search');
    await search.getByText(tr('customerConsole.byFleet')).click();
    const input = search.locator('input:not([type=radio])');
    await input.fill('northfleet');
    await input.press('Enter');
    await search.getByTestId('found-860000000000041').waitFor();
    await shot(page, `admin-customer-found-${lang}`);
    await search.getByRole('button', { name: text(tr('customerConsole.addAll')) }).click();
    await console.getByTestId('watched-860000000000041').waitFor();
    await console.getByTestId('monitor-map').locator('.vehicle-marker').first().waitFor();
    await shot(page, `admin-customer-monitor-${lang}`);
    await console.getByRole('tab', { name: tr('customer.multimonitor') }).click();
    await console.getByTestId('pane-860000000000066').locator('.leaflet-marker-icon').waitFor();
    await shot(page, `admin-customer-multimonitor-${lang}`);
    await console.getByRole('tab', { name: tr('customer.remote') }).click();
    await console.getByTestId('remote-page').waitFor();
    await shot(page, `admin-customer-remote-${lang}`);
    await console.getByRole('tab', { name: tr('customer.history') }).click();
    await shot(page, `admin-customer-history-${lang}`);
    await console.getByTestId('stop-service').click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `admin-customer-stop-confirm-${lang}`);
    await page.getByRole('button', { name: text(tr('common.cancel')) }).click();
  });

  it.each<Lang>(['zh-TW', 'en-US'])('the warnings page (%s)', async (lang) => {
    const tr = t(lang);
    if (lang === 'zh-TW') await seedWarnings();
    const page = await tab(lang);
    await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
    await page.goto('/main/warning');
    const list = page.getByTestId('warnings-page');
    await list.getByTestId('warning-handled').first().waitFor();
    await list.getByText(tr('warningKinds.fence_enter')).waitFor();
    await shot(page, `client-warnings-${lang}`);
    await list.getByTestId('handle-warning').first().click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(tr('warnings.handle.note'))
      .fill(lang === 'zh-TW' ? '已聯絡駕駛，確認為誤報' : 'Called the driver: a false alarm');
    await shot(page, `client-warnings-handle-${lang}`);
    await dialog.getByRole('button', { name: text(tr('common.cancel')) }).click();
    await list.getByTestId('warnings-kinds').click();
    await shot(page, `client-warnings-kinds-${lang}`);

    const phone = await tab(lang, { width: 390, height: 844 });
    await clientSignIn(phone, 'northfleet', 'north-pass-1', lang);
    await phone.goto('/main/warning');
    await phone.getByTestId('warnings-page').getByTestId('warning-handled').first().waitFor();
    await phone.getByTestId('warnings-page').getByText(tr('warningKinds.fence_enter')).waitFor();
    await shot(phone, `phone-warnings-${lang}`);
  });
  /** Maintenance items of a north-fleet truck, one of them due by date with its warning raised. */
  let maintenanceSeeded: Promise<void> | undefined;
  function seedMaintenance(): Promise<void> {
    maintenanceSeeded ??= (async () => {
      const token = await app.clientToken('northfleet', 'north-pass-1');
      const item = (fields: Record<string, unknown>) =>
        app.ok('addMileageMaintance', { deviceSerialNumber: '860000000000017', ...fields }, token);
      await item({
        name: '機油',
        intervalKm: 5000,
        intervalDays: 180,
        lastServiceOdometerKm: 0,
        lastServiceDate: '2026-04-01',
        remark: '全合成 5W-30',
      });
      await item({
        name: '輪胎',
        intervalKm: 40_000,
        lastServiceOdometerKm: 0,
        lastServiceDate: '2026-10-20',
      });
      await item({
        name: '煞車檢查',
        intervalDays: 90,
        lastServiceOdometerKm: 0,
        lastServiceDate: '2026-10-20',
      });
      await app.platform.maintenanceWatch.sweep();
      await eventually(
        async () => (await app.ok('getWarnings', { kinds: ['maintenance'] }, token)).total > 0,
        'the maintenance warning',
      );
    })();
    return maintenanceSeeded;
  }

  it.each<Lang>(['zh-TW', 'en-US'])('the mileage maintenance page (%s)', async (lang) => {
    const tr = t(lang);
    await seedMaintenance();
    const page = await tab(lang);
    await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
    await page.goto('/main/mileage?deviceSerialNumber=860000000000017');
    const list = page.getByTestId('maintenance-page');
    await list.getByTestId('maintenance-due').first().waitFor();
    await shot(page, `client-mileage-${lang}`);
    // A new item without an interval: the server's answer under its field.
    await list.getByRole('button', { name: text(tr('maintenance.add')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr('maintenance.fields.name')).fill(lang === 'zh-TW' ? '空氣濾網' : 'Air filter');
    await dialog.getByLabel(tr('maintenance.fields.lastServiceOdometerKm')).fill('1200');
    // The app's clock is not the browser's: a date before both.
    await dialog.getByLabel(tr('maintenance.fields.lastServiceDate')).fill('2026-10-15');
    await dialog.getByLabel(tr('maintenance.fields.lastServiceDate')).press('Enter');
    await dialog.getByRole('button', { name: text(tr('common.save')) }).click();
    await dialog.getByText(tr('errors.field.required')).first().waitFor();
    await shot(page, `client-mileage-add-${lang}`);
    await dialog.getByRole('button', { name: text(tr('common.cancel')) }).click();
    await list
      .getByRole('button', { name: text(tr('maintenance.serviceDone')) })
      .first()
      .click();
    await shot(page, `client-mileage-service-${lang}`);

    await page.goto('/main/warning');
    await page.getByTestId('warnings-page').getByText(tr('warningKinds.maintenance')).first().waitFor();
    await shot(page, `client-mileage-warning-${lang}`);

    const phone = await tab(lang, { width: 390, height: 844 });
    await clientSignIn(phone, 'northfleet', 'north-pass-1', lang);
    await phone.goto('/main/mileage?deviceSerialNumber=860000000000017');
    await phone.getByTestId('maintenance-page').getByTestId('maintenance-due').first().waitFor();
    await shot(phone, `phone-mileage-${lang}`);
  });

  /** Fences and markers of two north-fleet vans, seeded once through /api for both languages. */
  let placesSeeded: Promise<void> | undefined;
  function seedPlaces(): Promise<void> {
    placesSeeded ??= (async () => {
      const token = await app.clientToken('northfleet', 'north-pass-1');
      const ok = (call: string, body: Record<string, unknown>) => app.ok(call, body, token);
      const fence = { isEnterWarning: true, isExitWarning: true, remark: '' };
      await ok('addFence', {
        ...fence,
        deviceSerialNumber: '860000000000017',
        alias: '北區物流中心',
        targetType: 2,
        fenceType: 1,
        coordinates: ['25.033000,121.565400', '25.037497,121.565400'],
        radius: 500,
      });
      await ok('addFence', {
        ...fence,
        isExitWarning: false,
        deviceSerialNumber: '860000000000025',
        alias: '內湖科學園區',
        targetType: 1,
        fenceType: 2,
        coordinates: ['25.0790,121.5700', '25.0830,121.5850', '25.0740,121.5900', '25.0700,121.5760'],
      });
      await ok('addMarker', {
        deviceSerialNumber: '860000000000017',
        alias: '住家',
        targetType: 0,
        markerType: 0,
        latitude: 25.0418,
        longitude: 121.5436,
        remark: '',
      });
      await ok('addMarker', {
        deviceSerialNumber: '860000000000025',
        alias: '台北車站卸貨區',
        targetType: 2,
        markerType: 0,
        latitude: 25.0478,
        longitude: 121.517,
        remark: '',
      });
    })();
    return placesSeeded;
  }

  it.each<Lang>(['zh-TW', 'en-US'])(
    "the monitor's fences and markers with their dialogs (%s)",
    async (lang) => {
      const tr = t(lang);
      await seedPlaces();
      const page = await tab(lang);
      await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
      await page.getByTestId('vehicle-panel').getByText('860000000000033').waitFor();
      await untickInTree(page, '北區物流車隊');
      for (const name of ['北-001 貨車', '北-002 貨車']) await tickInTree(page, name);
      const side = page.locator('.monitor__side');
      const map = page.getByTestId('monitor-map');
      await side.getByRole('tab', { name: tr('monitor.tabs.fences') }).click();
      const fences = page.getByTestId('fence-list');
      // A click on a fence's name brings it into view, with what is near it.
      await fences.getByText('內湖科學園區').click();
      await map.locator('path.place-fence').first().waitFor({ state: 'attached' });
      await map.locator('.place-marker').nth(1).waitFor({ state: 'attached' });
      await map.locator('path.place-fence').nth(1).waitFor();
      await shot(page, `client-monitor-fences-${lang}`);

      // Dialog 7 (add), then dialog 2 with a circle pressed and dragged, and with a polygon.
      await fences.getByRole('button', { name: text(tr('placeList.addFence')) }).click();
      let form = dialog(page, tr('places.fence.addTitle'));
      await form.getByText(tr('places.fence.enter')).click();
      await shot(page, `client-fence-form-add-${lang}`);
      let mapDialog = await drawCircle(page, form, tr);
      await shot(page, `client-fence-map-circle-${lang}`);
      await mapDialog
        .locator('.ant-modal-footer')
        .getByRole('button', { name: text(tr('common.close')) })
        .click();
      mapDialog = await drawPolygon(page, form, tr);
      await shot(page, `client-fence-map-polygon-${lang}`);
      await mapDialog
        .locator('.ant-modal-footer')
        .getByRole('button', { name: text(tr('common.close')) })
        .click();
      await form.getByRole('button', { name: text(tr('common.cancel')) }).click();

      // Dialog 7 in edit mode (Copy for a fleet), and dialog 6.
      await fences
        .getByTestId('place-item')
        .filter({ hasText: '內湖科學園區' })
        .getByRole('button', { name: tr('common.edit') })
        .click();
      form = dialog(page, tr('places.fence.editTitle'));
      await form.getByText(tr('places.fence.polygonSummary', { count: 4 })).waitFor();
      await shot(page, `client-fence-form-edit-${lang}`);
      await form.getByRole('button', { name: text(tr('places.copy.button')) }).click();
      const copy = dialog(page, tr('places.copy.title'));
      await copy.getByText('北-003 廂型車').click();
      await shot(page, `client-copy-dialog-${lang}`);
      await copy.getByRole('button', { name: text(tr('common.cancel')) }).click();
      await form.getByRole('button', { name: text(tr('common.cancel')) }).click();

      // The marker point tab, dialog 8 and dialog 4.
      await side.getByRole('tab', { name: tr('monitor.tabs.markers') }).click();
      const markers = page.getByTestId('marker-list');
      await markers.getByText('台北車站卸貨區').click();
      await map.locator('.place-marker__label', { hasText: '台北車站卸貨區' }).waitFor();
      await shot(page, `client-monitor-markers-${lang}`);
      await markers.getByRole('button', { name: text(tr('placeList.addMarker')) }).click();
      form = dialog(page, tr('places.marker.addTitle'));
      await shot(page, `client-marker-form-add-${lang}`);
      await placeMarker(page, form, tr);
      await shot(page, `client-marker-map-${lang}`);
      await page.keyboard.press('Escape');

      // A phone: the tabs under the map, and a form.
      const phone = await tab(lang, { width: 390, height: 844 });
      await clientSignIn(phone, 'northfleet', 'north-pass-1', lang);
      await phone.getByTestId('monitor-map').waitFor();
      await phone.getByTestId('side-panel-show').click();
      await phone.getByTestId('vehicle-panel').getByText('860000000000033').waitFor();
      await untickInTree(phone, '北區物流車隊');
      for (const name of ['北-001 貨車', '北-002 貨車']) await tickInTree(phone, name);
      await phone.getByTestId('side-panel-hide').click();
      await phone
        .locator('.monitor__side')
        .getByRole('tab', { name: tr('monitor.tabs.fences') })
        .click();
      await phone.getByTestId('fence-list').getByText('內湖科學園區').waitFor();
      await shot(phone, `phone-monitor-fences-${lang}`);
      await phone
        .locator('.monitor__side')
        .getByRole('tab', { name: tr('monitor.tabs.markers') })
        .click();
      await phone.getByTestId('marker-list').getByText('台北車站卸貨區').waitFor();
      await shot(phone, `phone-monitor-markers-${lang}`);
      await phone
        .getByTestId('marker-list')
        .getByTestId('place-item')
        .filter({ hasText: '台北車站卸貨區' })
        .getByRole('button', { name: tr('common.edit') })
        .click();
      await dialog(phone, tr('places.marker.editTitle')).waitFor();
      await shot(phone, `phone-marker-form-edit-${lang}`);
      await phone.getByRole('button', { name: text(tr('places.markerMap.open')) }).click();
      await dialog(phone, tr('places.markerMap.title')).locator('.leaflet-container').waitFor();
      await shot(phone, `phone-marker-map-${lang}`);
      await phone
        .locator('.ant-modal-footer')
        .getByRole('button', { name: text(tr('common.close')) })
        .click();
      await phone.keyboard.press('Escape');
      await phone
        .locator('.monitor__side')
        .getByRole('tab', { name: tr('monitor.tabs.fences') })
        .click();
      await phone
        .getByTestId('fence-list')
        .getByTestId('place-item')
        .filter({ hasText: '北區物流中心' })
        .getByRole('button', { name: tr('common.edit') })
        .click();
      const phoneForm = dialog(phone, tr('places.fence.editTitle'));
      await phoneForm.getByRole('button', { name: text(tr('places.fenceMap.open')) }).click();
      await dialog(phone, tr('places.fenceMap.title')).locator('.leaflet-container').waitFor();
      await shot(phone, `phone-fence-map-${lang}`);
    },
  );
  it.each<Lang>(['zh-TW', 'en-US'])('the online status and offline devices pages (%s)', async (lang) => {
    const tr = t(lang);
    if (lang === 'zh-TW') await seedPresence();
    const page = await tab(lang);
    await adminSignIn(page, lang);
    await page.goto('/admin/statistics/onlineStatus');
    const status = page.getByTestId('online-status-page');
    await status.getByText(tr('deviceStatus.devicesInScope', { count: 11 })).waitFor();
    await shot(page, `admin-online-status-${lang}`);
    await status.getByTestId('bucket-sleeping').click();
    await status.locator('.ant-table-row').first().waitFor();
    await shot(page, `admin-online-status-sleeping-${lang}`);
    await page.goto('/admin/statistics/offlineDevice');
    const offline = page.getByTestId('offline-devices-page');
    await offline.locator('.ant-table-row').first().waitFor();
    await shot(page, `admin-offline-devices-${lang}`);
    await offline.getByText(tr('deviceStatus.spans.under12h')).click();
    await offline.getByText(tr('common.noDataSearchAgain')).waitFor();
    await shot(page, `admin-offline-devices-none-${lang}`);
  });

  /**
   * A week of two north-fleet trucks for the statistics pages: driving every day (more on some),
   * speeding over the fleet's 90 km/h on some, alarms on others; driven once for both languages.
   */
  let statisticsDriven: Promise<{ northId: string; truckId: string }> | undefined;
  const STATISTICS_TRUCKS = ['860000000000017', '860000000000025'];
  const STATISTICS_WEEK: VehicleDay[][] = [
    [12, 0, ['sos']],
    [20, 2, []],
    [8, 0, ['vibration', 'vibration']],
    [25, 3, ['power_cut']],
    [15, 0, []],
    [30, 1, ['vibration']],
    [18, 2, ['low_battery', 'sos']],
  ].map(([minutes, speeding, alarms], day) =>
    STATISTICS_TRUCKS.map((serial, i) => ({
      serial,
      drivingMinutes: (minutes as number) / (i + 1),
      speedingMinutes: i === 0 ? (speeding as number) : 0,
      alarms: i === day % 2 ? (alarms as VehicleDay['alarms']) : [],
    })),
  );
  function driveStatistics(): Promise<{ northId: string; truckId: string }> {
    statisticsDriven ??= (async () => {
      const admin = await app.adminToken();
      const [north] = (await app.ok('getFleets', { keyword: 'northfleet' }, admin)).rows;
      await app.ok('editFleet', { id: north.id, speedLimitKmh: 90 }, admin);
      app.clock.advance(Math.max(0, Date.now() - app.clock.now()));
      await driveDays(app, STATISTICS_WEEK);
      // A session of its own: the week has outlived the one above.
      const [truck] = (await app.ok('getDevices', { keyword: STATISTICS_TRUCKS[0] }, await app.adminToken()))
        .rows;
      return { northId: north.id, truckId: truck.deviceId };
    })();
    return statisticsDriven;
  }

  /** A statistics page once its answer is drawn (or said empty). */
  async function statisticsShown(page: Page): Promise<void> {
    const statistics = page.getByTestId('statistics-page');
    await statistics.getByTestId('statistics-scope').waitFor();
    await statistics
      .getByTestId('statistics-chart')
      .or(statistics.getByTestId('statistics-empty'))
      .first()
      .waitFor();
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: STEP });
  }

  const STATISTICS_PAGES = [
    'mileagePerDay',
    'warningPerDay',
    'allPerDay',
    'overspeedPerDay',
    'mileagePerMonth',
    'allPerMonth',
    'mileagePerTimeZone',
    'warningPerTimeZone',
    'allPerTimeZone',
  ];

  it.each<Lang>(['zh-TW', 'en-US'])('the statistics pages, desktop and phone (%s)', async (lang) => {
    const { truckId } = await driveStatistics();
    const page = await tab(lang);
    await page.context().clock.setFixedTime(app.clock.now());
    await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
    for (const kind of STATISTICS_PAGES) {
      await page.goto(`/main/statistics/${kind}`);
      await statisticsShown(page);
      await shot(page, `client-statistics-${kind}-${lang}`);
    }
    // One truck's week, and one of its days opened hour by hour.
    await page.goto(`/main/statistics/mileagePerDay?id=${truckId}`);
    await statisticsShown(page);
    await shot(page, `client-statistics-device-${lang}`);
    await page.getByTestId('statistics-table').locator('.ant-table-row a').nth(3).click();
    await page.getByTestId('statistics-day-chart').waitFor();
    await shot(page, `client-statistics-day-${lang}`);

    const phone = await tab(lang, { width: 390, height: 844 });
    await phone.context().clock.setFixedTime(app.clock.now());
    await clientSignIn(phone, 'northfleet', 'north-pass-1', lang);
    for (const kind of ['mileagePerDay', 'warningPerDay', 'allPerMonth', 'allPerTimeZone']) {
      await phone.goto(`/main/statistics/${kind}`);
      await statisticsShown(phone);
      await shot(phone, `phone-statistics-${kind}-${lang}`);
    }
  });

  it.each<Lang>(['zh-TW', 'en-US'])('the back office statistics pages (%s)', async (lang) => {
    const { northId } = await driveStatistics();
    const page = await tab(lang);
    await page.context().clock.setFixedTime(app.clock.now());
    await adminSignIn(page, lang);
    for (const kind of ['mileagePerDay', 'warningPerMonth', 'allPerTimeZone']) {
      await page.goto(`/admin/statistics/${kind}`);
      await statisticsShown(page);
      await shot(page, `admin-statistics-${kind}-${lang}`);
    }
    await page.goto(`/admin/statistics/allPerDay?fleetId=${northId}`);
    await statisticsShown(page);
    await shot(page, `admin-statistics-fleet-${lang}`);
    // A fleet without vehicles: no data found.
    const [east] = (await app.ok('getFleets', { keyword: 'eastrental' }, await app.adminToken())).rows;
    await page.goto(`/admin/statistics/mileagePerDay?fleetId=${east.id}`);
    await page.getByTestId('statistics-empty').waitFor();
    await shot(page, `admin-statistics-empty-${lang}`);
    await page.goto(`/admin/statistics/allPerDay?fleetId=${northId}`);
    await statisticsShown(page);
    await page.getByTestId('statistics-scope-picker').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown').waitFor();
    await shot(page, `admin-statistics-picker-${lang}`);
  });

  it.each<Lang>(['zh-TW', 'en-US'])("the customer console's statistics tab (%s)", async (lang) => {
    const tr = t(lang);
    await driveStatistics();
    const page = await tab(lang);
    await page.context().clock.setFixedTime(app.clock.now());
    await adminSignIn(page, lang);
    await page.goto('/admin/customer/statistics');
    const console = page.getByTestId('customer-console');
    await console.getByTestId('console-statistics-none').waitFor();
    await shot(page, `admin-customer-statistics-none-${lang}`);
    // Both trucks watched and ticked: the first one's statistics, and the tab says which.
    const input = console.getByTestId('console-search').locator('input:not([type=radio])');
    for (const serial of STATISTICS_TRUCKS) {
      await input.fill(serial);
      await input.press('Enter');
      await console
        .getByTestId(`found-${serial}`)
        .getByRole('button', { name: text(tr('customerConsole.add')) })
        .click();
      await console.getByTestId(`watched-${serial}`).waitFor();
    }
    await console.getByTestId('console-statistics-several').waitFor();
    await statisticsShown(page);
    await shot(page, `admin-customer-statistics-several-${lang}`);
    await console.getByTestId(`watched-${STATISTICS_TRUCKS[1]}`).getByRole('checkbox').uncheck();
    await statisticsShown(page);
    await shot(page, `admin-customer-statistics-${lang}`);
    await console
      .getByTestId('console-statistics-group')
      .getByText(tr('statistics.groups.overspeed'))
      .click();
    await console
      .getByTestId('console-statistics-period')
      .getByText(tr('statistics.periods.PerMonth'))
      .click();
    await statisticsShown(page);
    await shot(page, `admin-customer-statistics-overspeed-month-${lang}`);
  });

  /** The VIP plan catalogue and a batch of coupons, one sent and one used, seeded once for both languages. */
  let vipSeeded: Promise<void> | undefined;
  function seedVipPlans(): Promise<void> {
    vipSeeded ??= (async () => {
      const admin = await app.adminToken();
      const ok = (call: string, body: Record<string, unknown>) => app.ok(call, body, admin);
      const item = { flag: 1, statusCode: 1 };
      await ok('addVipPlanItem', {
        ...item,
        name: 'VIP 月租',
        price: 99,
        extendDays: 30,
        invoiceName: 'GPS VIP 加值服務 30 天',
      });
      await ok('addVipPlanItem', {
        ...item,
        name: 'VIP 年租',
        price: 990,
        extendDays: 365,
        description: '全年 VIP 加值服務，地址查詢額度加倍',
      });
      await ok('addVipPlanItem', { ...item, name: 'VIP 試用', price: 0, extendDays: 7, statusCode: 0 });
      await ok('addVipPlanItem', {
        flag: 2,
        statusCode: 1,
        name: '地址方案 半年',
        price: 300,
        extendDays: 183,
      });
      await ok('editSystemSetting', { id: 'showCoupon', value: '1' });
      const batch = await ok('addCoupon', { numberOfCoupons: 4, discountFee: 100 });
      const [sent, used] = batch.couponNumbers as string[];
      await ok('editCoupon', { couponNumber: sent, discountFee: 100, status: 2 });
      await ok('editCoupon', { couponNumber: used, discountFee: 150, status: 2 });
      await app.platform.commands.handle(
        couponDecider,
        streams.coupon(used),
        {
          type: 'RedeemCoupon',
          couponNumber: used,
          orderNumber: 'GP261101160000123456',
          serialNumbers: ['860000000000017', '860000000000124'],
          at: app.clock.now(),
          by: 'northfleet',
        },
        { commandId: `shots-redeem-${used}`, actor: { kind: 'orders', id: 'orders' } },
      );
    })();
    return vipSeeded;
  }

  it.each<Lang>(['zh-TW', 'en-US'])('the VIP plan items and coupons (%s)', async (lang) => {
    const tr = t(lang);
    await seedVipPlans();
    const page = await tab(lang);
    await adminSignIn(page, lang);
    await page.goto('/admin/vipPlan/vipPlan');
    const plans = page.getByTestId('vip-plans-page');
    await plans.getByText('VIP 年租').first().waitFor();
    await shot(page, `admin-vip-plans-${lang}`);
    await plans.getByRole('tab', { name: tr('vipPlans.flags.2') }).click();
    await plans.getByText('地址方案 半年').first().waitFor();
    await shot(page, `admin-vip-plans-address-${lang}`);
    await page.getByRole('button', { name: text(tr('vipPlans.add')) }).click();
    await page.getByTestId('vip-plan-dialog').waitFor();
    await shot(page, `admin-vip-plan-dialog-${lang}`);
    await page.getByRole('button', { name: text(tr('common.cancel')) }).click();

    await page.goto('/admin/vipPlan/coupon');
    const coupons = page.getByTestId('coupons-page');
    await coupons.getByText('GP261101160000123456').first().waitFor();
    await shot(page, `admin-coupons-${lang}`);
    await coupons.getByRole('button', { name: text(tr('coupons.issue')) }).click();
    await page.getByRole('dialog').getByLabel(tr('coupons.fields.discountFee')).fill('50');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(tr('coupons.issueSubmit')) })
      .click();
    await page.getByTestId('coupons-issued').waitFor();
    await shot(page, `admin-coupons-issued-${lang}`);
  });

  /**
   * The north fleet's renewals: two trucks on plan A (its items seeded once), one expiring in ten days, one expired forty
   * days ago (overtime); one of them offered value-added services; one order waiting for payment.
   */
  let renewalSeeded: Promise<string> | undefined;
  function seedRenewals(): Promise<string> {
    renewalSeeded ??= (async () => {
      await seedVipPlans();
      plansSeeded ??= seedPlans();
      await plansSeeded;
      const admin = await app.adminToken();
      const ok = (call: string, body: Record<string, unknown>) => app.ok(call, body, admin);
      const day = 86_400_000;
      const micros = 1000;
      const trucks = ['860000000000017', '860000000000025'];
      await ok('assignDevicesPlan', { deviceSerialNumbers: trucks, planId: 1 });
      const expiries = [app.clock.now() + 10 * day, app.clock.now() - 40 * day];
      for (const [i, serial] of trucks.entries()) {
        await ok('manualAdjustService', {
          deviceSerialNumber: serial,
          serviceExpiredDate: expiries[i]! * micros,
          reason: '截圖：到期日',
        });
      }
      await ok('editDevice', { deviceSerialNumber: trucks[0], isValueAddedVisible: 1 });
      const token = await app.clientToken('northfleet', 'north-pass-1');
      const items = await app.ok('getRenewalItems', { deviceSerialNumber: trucks[0] }, token);
      const placed = await app.ok(
        'addPlanOrder',
        {
          deviceSerialNumbers: [trucks[0]],
          kind: 'service',
          itemId: items.rows[0].id,
          invoice: { type: 2, taxId: '04595257', companyTitle: '北區物流股份有限公司' },
          paymentType: PaymentType.CONVENIENCE_STORE,
          confirmed: true,
        },
        token,
      );
      return placed.orderNumber as string;
    })();
    return renewalSeeded;
  }

  it.each<Lang>(['zh-TW', 'en-US'])('the renewal pages (%s)', async (lang) => {
    const tr = t(lang);
    const orderNumber = await seedRenewals();
    for (const [width, height, prefix] of [
      [1440, 900, 'client'],
      [390, 844, 'phone'],
    ] as const) {
      const page = await tab(lang, { width, height });
      await clientSignIn(page, 'northfleet', 'north-pass-1', lang);
      await page.goto('/main/serviceExpire');
      const list = page.getByTestId('expiring-devices');
      await list.getByText('北-001 貨車').first().waitFor();
      await shot(page, `${prefix}-service-expire-${lang}`);
      for (const name of ['北-001 貨車', '北-002 貨車']) {
        // A table row's checkbox on a desktop; on a phone the card's checkbox is named by the truck.
        const box =
          prefix === 'client'
            ? list.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox')
            : list.getByRole('checkbox', { name });
        await box.check();
      }
      await page.getByTestId('renew-button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('一年服務').click();
      await dialog.getByText(tr('renewal.invoice.types.2'), { exact: true }).click();
      await dialog.getByLabel(tr('renewal.invoice.taxId')).fill('12345678');
      await dialog.getByLabel(tr('renewal.invoice.companyTitle')).fill('北區物流');
      await page.locator('#place-order').click();
      await page.getByRole('dialog', { name: tr('renewal.confirmTitle') }).waitFor();
      // A year on a truck with ten days left ends more than a year away: the spec's confirmation.
      const confirm = page.getByRole('dialog', { name: tr('renewal.confirmTitle') });
      await shot(page, `${prefix}-renew-confirm-${lang}`);
      await confirm.getByRole('button', { name: text(tr('renewal.confirmOk')) }).click();
      await dialog.getByText(tr('errors.field.tax_id_invalid')).waitFor();
      await shot(page, `${prefix}-renew-dialog-${lang}`);
      await dialog.getByRole('button', { name: text(tr('common.cancel')) }).click();
      await page.getByRole('tab', { name: tr('renewal.ordersTab') }).click();
      await page.getByTestId('plan-orders').getByText(orderNumber).waitFor();
      await shot(page, `${prefix}-plan-orders-${lang}`);
      await page.goto(`/main/order/${orderNumber}`);
      await page.getByTestId('order-details').waitFor();
      await shot(page, `${prefix}-order-${lang}`);
      await page.goto('/main/vipPlan');
      await page.getByTestId('vip-plan-page').getByText('北-001 貨車').first().waitFor();
      await shot(page, `${prefix}-vip-plan-${lang}`);
      await page.goto('/main/addressPlan');
      await page.getByTestId('address-plan-page').getByText('北-001 貨車').first().waitFor();
      await shot(page, `${prefix}-address-plan-${lang}`);
    }
  });

  /** What the administrator says to everyone and to eastrental, in the reader's language. */
  const INBOX_TEXTS = {
    'zh-TW': {
      announcements: [
        '系統將於 12 月 1 日凌晨 2:00 至 4:00 進行維護，期間無法查看即時位置，軌跡資料不受影響。',
        '新功能上線：多車監控最多可同時顯示 9 台車輛。',
      ],
      message: '東岸租車您好：您有 2 台車輛的服務將於本月底到期，請至服務到期頁面續約。',
      live: '提醒：北-003 的設備回報異常，請確認電源接線。',
      feedback: ['陳先生', '0912-345-678', '今天早上地圖上的車輛位置停在同一個地方，約半小時才更新。'],
    },
    'en-US': {
      announcements: [
        'Scheduled maintenance on 1 December from 02:00 to 04:00: live positions pause, tracks are kept.',
        'New: the multi-monitor now shows up to 9 vehicles at once.',
      ],
      message:
        'Hello East Coast Rentals: the service of 2 of your vehicles ends this month; please renew it.',
      live: 'Note: the tracker of 北-003 reports a power fault; please check its wiring.',
      feedback: [
        'Mr Chen',
        'chen@example.com',
        'This morning the map kept a vehicle in one place for half an hour.',
      ],
    },
  } as const;

  it.each<Lang>(['zh-TW', 'en-US'])(
    'the announcement and message viewer, the message list and feedback (%s)',
    async (lang) => {
      const tr = t(lang);
      const texts = INBOX_TEXTS[lang];
      const admin = await app.adminToken();
      const [east] = (await app.ok('getFleets', { keyword: 'eastrental' }, admin)).rows;
      const sendMessage = (messageContent: string) =>
        app.ok(
          'publishMessage',
          { receiverAccountType: 2, receiverAccountIds: [east.id], messageContent },
          admin,
        );
      for (const [width, height, prefix] of [
        [1440, 900, 'client'],
        [390, 844, 'phone'],
      ] as const) {
        // Fresh ones for each sign-in: the previous one moved past (saw) the others.
        for (const messageContent of texts.announcements) {
          app.clock.advance(60_000);
          await app.ok('publishAnnouncement', { messageContent }, admin);
        }
        await sendMessage(texts.message);
        const page = await tab(lang, { width, height });
        await clientSignIn(page, 'eastrental', 'east-pass-1', lang);

        const announcement = page.getByRole('dialog', { name: tr('inbox.announcement') });
        await announcement
          .getByTestId('inbox-viewer-position')
          .getByText(tr('inbox.position', { index: 1, total: 2 }))
          .waitFor();
        await shot(page, `${prefix}-inbox-announcement-${lang}`);
        await announcement.getByTestId('inbox-viewer-next').click();
        await announcement
          .getByTestId('inbox-viewer-position')
          .getByText(tr('inbox.position', { index: 2, total: 2 }))
          .waitFor();
        await announcement.getByTestId('inbox-viewer-next').click();

        const message = page.getByRole('dialog', { name: tr('inbox.message') });
        await message.getByText(texts.message).waitFor();
        // One pushed while the viewer is open joins the queue behind the one on screen.
        await sendMessage(texts.live);
        await message
          .getByTestId('inbox-viewer-position')
          .getByText(tr('inbox.position', { index: 1, total: 2 }))
          .waitFor();
        await shot(page, `${prefix}-inbox-message-${lang}`);
        await message.getByTestId('inbox-viewer-next').click();
        await message.getByText(texts.live).waitFor();
        await message.getByTestId('inbox-viewer-close').click();
        await message.waitFor({ state: 'hidden' });

        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: tr('userMenu.messages') }).click();
        const list = page.getByRole('dialog', { name: tr('userMenu.messages') });
        await list.getByTestId('inbox-list-row-message').first().waitFor();
        await shot(page, `${prefix}-message-list-${lang}`);
        await list.getByRole('tab', { name: tr('inbox.announcements') }).click();
        await list.getByTestId('inbox-list-row-announcement').first().click();
        await list.getByTestId('inbox-detail-announcement').waitFor();
        await shot(page, `${prefix}-message-list-detail-${lang}`);
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'hidden' });

        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: tr('userMenu.feedback') }).click();
        const feedback = page.getByRole('dialog', { name: tr('userMenu.feedback') });
        await feedback.getByTestId('feedback-send').click();
        await feedback.getByText(tr('validation.required')).waitFor();
        const [contact, contactMethod, description] = texts.feedback;
        await feedback.getByTestId('feedback-contact').fill(contact);
        await feedback.getByTestId('feedback-contact-method').fill(contactMethod);
        await feedback.getByTestId('feedback-description').fill(description);
        await shot(page, `${prefix}-feedback-${lang}`);
        await feedback.getByTestId('feedback-send').click();
        await page.getByText(tr('feedback.sent')).waitFor();
        await feedback.waitFor({ state: 'hidden' });
      }
    },
  );

  it.each<Lang>(['zh-TW', 'en-US'])(
    'audit pages: a device history, its state as of now compared with its first day, the log verified (%s)',
    async (lang) => {
      const tr = t(lang);
      const page = await tab(lang);
      await adminSignIn(page, lang);
      // The bus the seed added, named, allocated to 南部客運 and gave 30 more days by hand.
      await page.goto('/admin/audit/entity?type=device&key=860000000000074');
      const history = page.getByTestId('audit-history');
      await history.getByText('ServiceManuallyAdjusted').waitFor();
      await shot(page, `admin-audit-history-${lang}`);

      // Its state now compared with the moment it was added (the history's first time).
      const added = await history.locator('.audit-time').first().innerText();
      await page.getByRole('tab', { name: tr('audit.tabs.state') }).click();
      await page.getByTestId('audit-fleet-name').waitFor();
      const compare = page.locator('#audit-state-compare');
      await compare.click();
      await compare.fill(added);
      await compare.press('Enter');
      await page.getByTestId('audit-state-changes').waitFor();
      await shot(page, `admin-audit-state-${lang}`);

      await page.goto('/admin/audit/verify');
      await page.getByTestId('audit-verify-start').click();
      await page.locator('[data-testid=audit-verify-intact], [data-testid=audit-verify-broken]').waitFor();
      await shot(page, `admin-audit-verify-${lang}`);
    },
  );

  // Last: the announcements it publishes reach every customer, whose viewer would then open over
  // the customer pages taken above.
  it.each<Lang>(['zh-TW', 'en-US'])('announcements, messages and feedback reports (%s)', async (lang) => {
    const tr = t(lang);
    await (customerTalkSeeded ??= seedCustomerTalk(app));
    const page = await tab(lang);
    await adminSignIn(page, lang);

    await page.goto('/admin/announcement/announcement');
    const announcements = page.getByTestId('announcements-page');
    await announcements.getByText(tr('announcements.status.1')).first().waitFor();
    await shot(page, `admin-announcements-${lang}`);
    await announcements.getByRole('button', { name: text(tr('announcements.publish')) }).click();
    const publish = page.getByTestId('publish-announcement-form');
    await publish
      .getByLabel(tr('announcements.fields.content'))
      .fill('本週六 9:00 起開放新版行動 App 下載。');
    await shot(page, `admin-announcement-publish-${lang}`);
    await page.keyboard.press('Escape');
    await publish.waitFor({ state: 'hidden' });

    await page.goto('/admin/announcement/message');
    const messages = page.getByTestId('messages-page');
    await messages.getByText('860000000000017').first().waitFor();
    await shot(page, `admin-messages-${lang}`);
    await messages.getByRole('button', { name: text(tr('messages.publish')) }).click();
    const send = page.getByTestId('publish-message-form');
    const receivers = send.getByRole('combobox');
    await receivers.click();
    await receivers.fill('north');
    // antd's listbox names only the active option: the visible item is clicked instead.
    await page.locator('.ant-select-item-option').filter({ hasText: '北區物流車隊' }).click();
    await send
      .getByLabel(tr('messages.fields.content'))
      .fill('下週一起調整派車系統的登入方式，詳情請見公告。');
    await shot(page, `admin-message-publish-${lang}`);
    await page.keyboard.press('Escape');
    await send.waitFor({ state: 'hidden' });

    await page.goto('/admin/report');
    const reports = page.getByTestId('reports-page');
    await reports.getByText('王大明').first().waitFor();
    await shot(page, `admin-reports-${lang}`);
    await reports
      .getByRole('row', { name: /北-001/ })
      .getByRole('button')
      .last()
      .click();
    await page.getByTestId('report-history').waitFor();
    await shot(page, `admin-report-dialog-${lang}`);
  });
});
