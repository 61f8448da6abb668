import { recordCardOrder } from '../support/card-orders';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * Finance in a real browser (docs/decisions/finance.md): an administrator records a manual top-up
 * through the dialog, refunds it after reading the rule's amount and days, and the reconciliation
 * shows the day reconciled; a declined card and a refund the provider refuses read in Chinese.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();
const SERIAL = '860000000007103';
const CARD_SERIAL = '860000000007111';
const ITEM = '一年服務（財務）';
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

describe('finance in the back office', () => {
  it('records a manual top-up, refunds it, and the day reconciles', async () => {
    const admin = await web.app.adminToken();
    await web.app.ok('addDevices', { deviceSerialNumbers: [SERIAL] }, admin);
    // The plan assignment reads the devices' read model, which follows the device's stream.
    while ((await web.app.ok('getDevices', { deviceSerialNumber: SERIAL }, admin)).total === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await web.app.ok(
      'addPlanItem',
      {
        planId: 1,
        name: ITEM,
        price: 1200,
        extendDays: 365,
        activeStatus: 1,
        overtimeDays: 30,
        overtimePrice: 1500,
      },
      admin,
    );
    await web.app.ok('assignDevicesPlan', { deviceSerialNumbers: [SERIAL], planId: 1 }, admin);
    const { page } = web.tab;

    await signInAsAdmin(page);
    await page.goto('/admin/finance');
    const orders = page.getByTestId('finance-orders');
    await orders.getByRole('button', { name: text(zh('finance.manual.action')) }).click();
    const form = page.getByTestId('manual-order-form');
    const devices = form.getByRole('combobox', { name: zh('finance.device') });
    await devices.pressSequentially(SERIAL);
    await devices.press('Enter');
    await form.getByRole('combobox', { name: zh('finance.item') }).click();
    await page.locator('.ant-select-item-option', { hasText: ITEM }).click();
    await form.getByLabel(zh('finance.manual.reference')).fill('ATM 0042');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('finance.manual.confirm')) })
      .click();
    await form.waitFor({ state: 'hidden' });

    const row = orders.locator('tr.ant-table-row', { hasText: SERIAL });
    await row.getByText(zh('finance.orderStatuses.3')).waitFor();
    // The row's first action is the refund (the void-invoice action follows it).
    await row.getByRole('button').first().click();
    await page.getByTestId('refund-amount').getByText('NT$ 1,200').waitFor();
    await page.getByText(zh('finance.refund.daysBack', { count: 365 })).waitFor();
    await page.getByTestId('refund-reason').fill('重複付款');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('finance.refund.confirm')) })
      .click();
    await row.getByText(zh('finance.orderStatuses.9')).waitFor();

    await page.getByRole('tab', { name: zh('finance.tabs.reconciliation') }).click();
    const reconciliation = page.getByTestId('finance-reconciliation');
    // The platform's day (its clock, Taipei) as the period's both ends.
    const day = new Date(web.app.clock.now() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
    for (const [i, input] of (await reconciliation.locator('.ant-picker input').all()).entries()) {
      await input.click();
      await input.fill(day);
      await input.press('Enter');
      if (i === 0) await page.waitForTimeout(100);
    }
    const dayRow = reconciliation.locator('tr.ant-table-row', { hasText: day });
    await dayRow.getByText('NT$ 1,200 (1)').first().waitFor();
    await reconciliation.getByText(zh('finance.reconciled')).waitFor();
  });

  it('shows why a card payment failed and why the provider refused a refund, in the reader\u2019s words', async () => {
    const admin = await web.app.adminToken();
    await web.app.ok('addDevices', { deviceSerialNumbers: [CARD_SERIAL] }, admin);
    const item = { itemId: 'card-item', itemName: 'One year', price: 1200, fleetId: null };
    const declined = 'GP261101160000000091';
    const refused = 'GP261101160000000092';
    const order = (orderNumber: string) => ({ ...item, orderNumber, serialNumber: CARD_SERIAL });
    await recordCardOrder(web.app, order(declined), { outcome: 'failed', reason: 'card declined' });
    // Captured under another provider's trade: the sandbox refuses to refund it.
    await recordCardOrder(web.app, order(refused), { outcome: 'captured', tradeNo: 'EC0000000000000091' });
    const { page } = web.tab;

    await signInAsAdmin(page);
    await page.goto('/admin/finance');
    const orders = page.getByTestId('finance-orders');
    const rowOf = (orderNumber: string) => orders.locator('tr.ant-table-row', { hasText: orderNumber });
    await rowOf(declined).getByText(zh('finance.failure.payment_declined')).waitFor();

    await rowOf(refused).getByRole('button').first().click();
    await page.getByTestId('refund-reason').fill('客戶退訂');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('finance.refund.confirm')) })
      .click();
    const error = page.getByTestId('error-dialog');
    await error.getByText(zh('errors.reason.refund_refused')).waitFor();
    await page.getByTestId('error-dialog-close').click();
    await rowOf(refused).getByText(zh('finance.failure.refund_declined')).waitFor();
    // The provider's own words stay in the order's record, never on the page.
    expect(await orders.getByText('card declined').count()).toBe(0);
    expect(await orders.getByText('not a sandbox trade').count()).toBe(0);
  });
});
