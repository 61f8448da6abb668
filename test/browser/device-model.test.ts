import { openAdminTab } from './support/back-office';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * The device editor's model field in a real browser: the back office types part of a model name,
 * picks a suggested model, saves, and the device has that model; cleared, it has none.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();
const SERIAL = '860000000006014';

describe('the device model in the back office', () => {
  it('suggests the models the decoders know, keeps the one picked, and clears it', async () => {
    const admin = await web.app.adminToken();
    await web.app.ok('addDevices', { deviceSerialNumbers: [SERIAL] }, admin);
    const modelOf = async () =>
      (await web.app.ok('getDevices', { deviceSerialNumber: SERIAL }, admin)).rows[0].model;
    const { page } = web.tab;

    async function openEditor() {
      await openAdminTab(page, 'admin.tabs.device', 'devices-page');
      await page.locator('tr.ant-table-row', { hasText: SERIAL }).getByRole('button').last().click();
      const dialog = page.getByRole('dialog', { name: zh('device.dialog.editTitle') });
      await dialog.waitFor();
      return dialog;
    }

    await signInAsAdmin(page);
    let dialog = await openEditor();
    await dialog.getByText(zh('device.dialog.modelHelp')).waitFor();
    const model = dialog.getByLabel(zh('device.fields.model'));
    await model.fill('nt2');
    await page.locator('.ant-select-item-option', { hasText: 'NT26 · GT06' }).waitFor();
    await page.locator('.ant-select-item-option', { hasText: 'NT20 · GT06' }).click();
    await dialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await modelOf()).toBe('NT20');

    dialog = await openEditor();
    expect(await dialog.getByLabel(zh('device.fields.model')).inputValue()).toBe('NT20');
    await dialog.getByLabel(zh('device.fields.model')).fill('');
    await dialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await modelOf()).toBeNull();
  });
});
