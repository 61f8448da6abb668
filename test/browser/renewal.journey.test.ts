import { createServer, type AddressInfo } from 'node:net';
import { OrderStatus } from '@gps/codes';
import { Tenants } from '../support/tenants';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin, signInAsClient } from './support/sign-in';

/**
 * Issue 14's journey. The customer's half: from the monitor's expired-service banner, a fleet
 * renews two devices with a coupon through the sandbox provider by card (the hosted page's card
 * button), the invoice is issued and the expiries move. The order is the spec's confirmation case
 * (a year bought on a service that still runs ten days ends more than a year away), so the
 * dialog's confirmation is part of the way. The administrator's half continues from that order: it
 * is refunded through the finance page's dialog (the rule's quoted amount shown, a reason given),
 * and the page shows it refunded, the totals both the capture and the refund, and the day reconciled.
 */
jest.setTimeout(180_000);

const DAY_MS = 86_400_000;
const MICROS = 1000;
const PRICE = 1200;
const DISCOUNT = 200;
const EXTEND_DAYS = 365;
const DAYS_LEFT = 10;
const DAYS_EXPIRED = 5;
const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
/** The sandbox provider's hosted page: the button that pays by card. */
const SANDBOX_CARD = '信用卡付款';

/** What the customer's half leaves for the administrator's: the order and what it changed. */
interface Renewed {
  admin: string;
  tenants: Tenants;
  orderNumber: string;
  invoice: string;
  /** Each device's expiry after the renewal, epoch ms. */
  renewedExpiries: Map<string, number>;
}
let renewed: Renewed | undefined;

/** The sandbox page notifies PUBLIC_URL and sends the browser back to it: the app's own address. */
const env: Record<string, string> = {};
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  Object.assign(env, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
});
const web = useBrowserApp(env);

describe('renewing service by card through the sandbox provider', () => {
  it('a fleet renews two devices with a coupon; the invoice is issued and the expiries move', async () => {
    const { page } = web.tab;
    const { app } = web;
    const admin = await app.adminToken();
    const tenants = new Tenants(() => app, 873_000_000_000_000);
    const fleet = await tenants.fleet(admin);
    const [first, second] = await tenants.devices(admin, 2, fleet.id);
    const item = await app.ok(
      'addPlanItem',
      {
        planId: 2,
        name: '一年服務',
        price: PRICE,
        extendDays: EXTEND_DAYS,
        activeStatus: 1,
        overtimeDays: 30,
        overtimePrice: 1500,
      },
      admin,
    );
    await app.ok('assignDevicesPlan', { deviceSerialNumbers: [first, second], planId: 2 }, admin);
    // From the app's own clock (the test harness's), which the 30 days and the year count from: the
    // first has ten days left, the second expired five days ago (within the grace: no overtime),
    // which the monitor's banner shows.
    const expiries = new Map([
      [first, app.clock.now() + DAYS_LEFT * DAY_MS],
      [second, app.clock.now() - DAYS_EXPIRED * DAY_MS],
    ]);
    for (const [serial, expiry] of expiries) {
      await app.ok(
        'manualAdjustService',
        { deviceSerialNumber: serial, serviceExpiredDate: expiry * MICROS, reason: 'journey: renewal due' },
        admin,
      );
    }
    await app.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, admin);
    const batch = await app.ok('addCoupon', { numberOfCoupons: 1, discountFee: DISCOUNT }, admin);
    const [couponNumber] = batch.couponNumbers as string[];
    await app.ok('editCoupon', { couponNumber, discountFee: DISCOUNT, status: 2 }, admin);

    // The page prices from its own clock (overtime counts from now): the app's, not the wall's, or
    // the second device's lapse outgrows the grace as the calendar moves on.
    await web.tab.context.clock.setFixedTime(app.clock.now());
    await page.goto('/');
    await signInAsClient(page, fleet.account, fleet.password);
    await page.waitForURL('**/main/monitor');
    // The monitor's expired-service banner leads to the renewal page.
    await page.getByTestId('monitor-service-expired-renew').click();
    await page.waitForURL('**/main/serviceExpire');
    const list = page.getByTestId('expiring-devices');
    for (const serial of [first, second]) {
      await list
        .getByRole('row', { name: new RegExp(serial) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByTestId('renew-button').click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(item.name as string).click();
    await dialog
      .getByTestId('order-subtotal')
      .getByText(`NT$${(2 * PRICE).toLocaleString('en-US')}`)
      .waitFor();
    await dialog.getByLabel(zh('renewal.coupon')).fill('WRONG');
    await dialog.getByLabel(zh('renewal.invoice.carrier')).fill('/ABC1234');
    await page.locator('#place-order').click();
    // The new expiry is more than a year away: the spec's confirmation, then the order again.
    const confirm = page.getByRole('dialog', { name: zh('renewal.confirmTitle') });
    await confirm.getByRole('button', { name: text(zh('renewal.confirmOk')) }).click();
    // A wrong coupon is answered under its field, in the spec's words; corrected, the order goes.
    // Any other answer (a message, the provider's page) is named, so a failure says what it was.
    const answer = dialog
      .getByText(zh('errors.reason.coupon_invalid'))
      .or(page.locator('.ant-message-notice'))
      .or(page.getByRole('button', { name: SANDBOX_CARD }))
      .first();
    await answer.waitFor();
    expect(await answer.innerText()).toBe(zh('errors.reason.coupon_invalid'));
    await dialog.getByLabel(zh('renewal.coupon')).fill(couponNumber!);
    await page.locator('#place-order').click();

    // The sandbox provider's hosted page: its card button pays and sends the browser back.
    await page.waitForURL('**/pay/sandbox/**');
    await page.getByRole('button', { name: SANDBOX_CARD }).click();
    await page.waitForURL('**/main/order/**');
    const details = page.getByTestId('order-details');
    await details.getByText(zh(`renewal.orderStatus.${OrderStatus.COMPLETED}`)).waitFor();
    await details
      .getByText(`NT$${(2 * PRICE - DISCOUNT).toLocaleString('en-US')}`, { exact: false })
      .waitFor();
    const invoice = await page.getByTestId('order-invoice').innerText();
    expect(invoice).toMatch(INVOICE_NUMBER);

    // Each renewed from its own expiry (within the grace), a year on.
    for (const [serial, expiry] of expiries) {
      const newExpiry = new Date(expiry + EXTEND_DAYS * DAY_MS);
      const shown = [newExpiry.getFullYear(), newExpiry.getMonth() + 1, newExpiry.getDate()]
        .map((part) => String(part).padStart(2, '0'))
        .join('-');
      await page
        .getByTestId('order-devices')
        .getByRole('row', { name: new RegExp(serial) })
        .getByText(shown)
        .waitFor();
      const device = await tenants.device(admin, serial);
      expect(device.serviceExpiredDate).toBe((expiry + EXTEND_DAYS * DAY_MS) * MICROS);
    }

    // The account's orders list it, completed, with the coupon taken off.
    await page.getByRole('button', { name: text(zh('client.tabs.serviceExpire')) }).click();
    await page.getByRole('tab', { name: zh('renewal.ordersTab') }).click();
    await page
      .getByTestId('plan-orders')
      .getByRole('row')
      .filter({ hasText: invoice })
      .getByText(zh(`renewal.orderStatus.${OrderStatus.COMPLETED}`))
      .waitFor();

    const { rows } = await app.ok('getPlanOrders', { deviceSerialNumber: first }, admin);
    const [order] = rows as { orderNumber: string }[];
    renewed = {
      admin,
      tenants,
      orderNumber: order!.orderNumber,
      invoice,
      renewedExpiries: new Map(
        [...expiries].map(([serial, expiry]) => [serial, expiry + EXTEND_DAYS * DAY_MS]),
      ),
    };
  });

  it('an administrator refunds that order; finance shows both, reconciled', async () => {
    const { page } = web.tab;
    const { app } = web;
    // The customer's half left its order; without it there is nothing to refund.
    expect(renewed).toBeDefined();
    const { admin, tenants, orderNumber, invoice, renewedExpiries } = renewed!;
    const paid = 2 * PRICE - DISCOUNT;
    // The rule's figure, which the dialog must show before anyone confirms.
    const quote = await app.ok('getRefundQuote', { orderNumber }, admin);
    const refund = quote.amount as number;
    const daysBack = new Map(
      (quote.devices as { deviceSerialNumber: string; days: number }[]).map((d) => [
        d.deviceSerialNumber,
        d.days,
      ]),
    );
    // The refund rule (orders.md): the second's year began at its old expiry five days ago, so the
    // refund is the unused share, not the cooling-off's whole amount: the first gives back its whole
    // year, the second the whole days left of its own, the coupon shared by price, rounded down.
    const [first, second] = [...renewedExpiries.keys()];
    const secondLeft = EXTEND_DAYS - DAYS_EXPIRED;
    expect(quote.full).toBe(false);
    expect(daysBack).toEqual(
      new Map([
        [first, EXTEND_DAYS],
        [second, secondLeft],
      ]),
    );
    expect(refund).toBe(Math.floor((paid * (EXTEND_DAYS + secondLeft)) / (2 * EXTEND_DAYS)));
    const money = (v: number) => `NT$ ${v.toLocaleString('zh-TW')}`;

    await signInAsAdmin(page);
    await page.goto('/admin/finance');
    const orders = page.getByTestId('finance-orders');
    await orders.getByPlaceholder(zh('finance.orderNumber')).fill(orderNumber);
    await orders.getByPlaceholder(zh('finance.orderNumber')).press('Enter');
    const row = orders.locator('tr.ant-table-row', { hasText: orderNumber });
    await row.getByText(zh(`finance.orderStatuses.${OrderStatus.COMPLETED}`)).waitFor();
    await row.getByText(invoice).waitFor();
    // The row's first action is the refund (the void-invoice action follows it).
    await row.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('refund-amount').getByText(money(refund)).waitFor();
    for (const [serial, days] of daysBack) {
      await dialog.getByText(serial).waitFor();
      await dialog
        .getByText(zh('finance.refund.daysBack', { count: days }))
        .first()
        .waitFor();
    }
    // A reason is required: the confirmation stays disabled without one.
    const confirm = dialog.getByRole('button', { name: text(zh('finance.refund.confirm')) });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByTestId('refund-reason').fill('客戶取消續約');
    await confirm.click();

    await row.getByText(zh(`finance.orderStatuses.${OrderStatus.REFUND_COMPLETE}`)).waitFor();
    const totals = page.getByTestId('finance-totals');
    for (const [label, value] of [
      ['finance.captured', paid],
      ['finance.refunded', refund],
      ['finance.net', paid - refund],
    ] as const) {
      await totals
        .locator('.ant-statistic', { hasText: zh(label) })
        .getByText(money(value), { exact: true })
        .waitFor();
    }

    // Through the API: each device's days taken back, and the invoice settled by finance.md's rule:
    // a partial refund is an allowance (折讓) of the refunded amount, the invoice itself not voided.
    for (const [serial, expiry] of renewedExpiries) {
      const device = await tenants.device(admin, serial);
      expect(device.serviceExpiredDate).toBe((expiry - daysBack.get(serial)! * DAY_MS) * MICROS);
    }
    const { rows } = await app.ok('getPlanOrders', { orderNumber }, admin);
    const [after] = rows as { refundedAmount: number; invoiceVoided: boolean; allowanceAmount: number }[];
    expect(after!.refundedAmount).toBe(refund);
    expect(after).toMatchObject({ invoiceVoided: false, allowanceAmount: refund });

    await page.getByRole('tab', { name: zh('finance.tabs.reconciliation') }).click();
    const reconciliation = page.getByTestId('finance-reconciliation');
    // The platform's day (its clock, Taipei) as the period's both ends.
    const day = new Date(app.clock.now() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
    for (const [i, input] of (await reconciliation.locator('.ant-picker input').all()).entries()) {
      await input.click();
      await input.fill(day);
      await input.press('Enter');
      if (i === 0) await page.waitForTimeout(100);
    }
    const dayRow = reconciliation.locator('tr.ant-table-row', { hasText: day });
    await dayRow
      .getByText(`${money(paid)} (1)`)
      .first()
      .waitFor();
    await dayRow
      .getByText(`${money(refund)} (1)`)
      .first()
      .waitFor();
    await reconciliation.getByText(zh('finance.reconciled')).waitFor();
  });
});
