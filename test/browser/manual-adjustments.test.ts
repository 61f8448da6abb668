import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * A manual service adjustment in a real browser (docs/decisions/service-lifecycle.md): finance
 * picks an expired device, a new expiry and a reason; the log lists it and the device is in service
 * again.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();
const SERIAL = '860000000007012';
const NEW_EXPIRY = '2030-06-30 12:00';

describe('manual service adjustments in the back office', () => {
  it('adjusts an expired device with a reason: listed, and back in service', async () => {
    const admin = await web.app.adminToken();
    await web.app.ok('addDevices', { deviceSerialNumbers: [SERIAL] }, admin);
    await web.app.ok('editDevice', { deviceSerialNumber: SERIAL, serviceStatusCode: 2 }, admin);
    const { page } = web.tab;

    await signInAsAdmin(page);
    await page.goto('/admin/manualModifyRecord');
    const list = page.getByTestId('manual-adjustments-page');
    await list.getByRole('button', { name: text(zh('manualAdjust.adjust')) }).click();
    const form = page.getByTestId('manual-adjust-form');
    await form.waitFor();
    const picker = form.getByRole('combobox', { name: zh('manualAdjust.fields.device') });
    await picker.click();
    await picker.pressSequentially(SERIAL);
    await page.locator('.ant-select-item-option', { hasText: SERIAL }).click();
    await form.getByText(zh('manualAdjust.currentExpiry').split('{{')[0]).waitFor();
    const date = form.getByLabel(zh('manualAdjust.fields.newExpiry'));
    await date.fill(NEW_EXPIRY);
    await date.press('Enter');
    await form.getByLabel(zh('manualAdjust.fields.reason')).fill('櫃台現金續約');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('common.confirm')) })
      .click();
    await form.waitFor({ state: 'hidden' });

    const row = list.locator('tr.ant-table-row', { hasText: SERIAL });
    await row.getByText('櫃台現金續約').waitFor();
    await row.getByText(NEW_EXPIRY).waitFor();
    const device = (await web.app.ok('getDevices', { deviceSerialNumber: SERIAL }, admin)).rows[0];
    expect(device.serviceStatusCode).toBe(1);
  });
});
