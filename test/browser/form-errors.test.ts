import type { Locator } from 'playwright-core';
import { EMAIL_MAX } from '@gps/domain';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';

/**
 * docs/decisions/validation-errors.md in the browser: an invalid form leaks no rejection (the
 * journey fails on any page error, unhandled rejection or console error), and what the server
 * refuses is shown, translated, under the field itself, with no error dialog.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();

/** A well-formed e-mail one character longer than the server keeps. */
const TOO_LONG_EMAIL = `${'a'.repeat(EMAIL_MAX - 'x@example.com'.length + 1)}x@example.com`;

/** The message antd shows under the form field labelled `label`. */
function fieldError(dialog: Locator, label: string): Locator {
  // By the item's own label: a hint under another field may mention this one's name.
  return dialog
    .locator('.ant-form-item')
    .filter({ has: dialog.page().locator('.ant-form-item-label', { hasText: label }) })
    .locator('.ant-form-item-explain-error');
}

describe('invalid forms', () => {
  beforeAll(async () => {
    const admin = await web.app.adminToken();
    const fleet = await web.app.ok(
      'createFleet',
      { account: 'formfleet', password: 'form-pass-1', alias: 'Form fleet' },
      admin,
    );
    await web.app.ok('addDevices', { deviceSerialNumbers: ['860000000005016'] }, admin);
    await web.app.ok(
      'allocationDevice',
      { deviceSerialNumbers: ['860000000005016'], fleetId: fleet.id },
      admin,
    );
  });

  it('the device form: a client-side rule, then two server rules at once, each under its field, nothing leaked', async () => {
    const { page } = web.tab;
    await page.goto('/');
    await signInAsClient(page, 'formfleet', 'form-pass-1');
    await page.waitForURL('**/main/monitor');
    const panel = page.getByTestId('vehicle-panel');
    const node = panel.getByTestId(/^tree-node-device:/).filter({ hasText: '860000000005016' });
    await node.click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh('tree.menu.editDevice') }).click();
    const dialog = page.getByRole('dialog', { name: zh('device.dialog.editTitle') });
    const save = dialog.getByRole('button', { name: text(zh('common.save')) });

    // Invalid in the browser: validateFields() rejects, which must not escape as a page error.
    await dialog.getByLabel(zh('device.fields.email')).fill('nobody');
    await save.click();
    await fieldError(dialog, zh('device.fields.email')).getByText(zh('validation.email')).waitFor();

    // Invalid on the server, in two fields the form's own rules let through (it checks an e-mail's
    // form, not its length): both codes in one answer, translated, each under the field the server
    // named (email, ownerPhone).
    await dialog.getByLabel(zh('device.fields.email')).fill(TOO_LONG_EMAIL);
    await dialog.getByLabel(zh('device.fields.phoneNumber')).fill('call me');
    await save.click();
    await fieldError(dialog, zh('device.fields.phoneNumber')).getByText(zh('errors.field.pattern')).waitFor();
    await fieldError(dialog, zh('device.fields.email'))
      .getByText(zh('errors.field.too_long', { max: EMAIL_MAX }))
      .waitFor();
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
  });

  it('the sub-fleet form: required fields, then the server refusing the account, under its field', async () => {
    const { page } = web.tab;
    await page.goto('/');
    await signInAsClient(page, 'formfleet', 'form-pass-1');
    await page.waitForURL('**/main/monitor');
    const panel = page.getByTestId('vehicle-panel');
    await panel
      .getByTestId(/^tree-node-fleet:/)
      .first()
      .click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh('tree.menu.createSubFleet') }).click();
    const dialog = page.getByRole('dialog', { name: zh('subFleet.addTitle') });
    const save = dialog.getByRole('button', { name: text(zh('common.save')) });

    await save.click();
    await fieldError(dialog, zh('fleet.fields.account')).getByText(zh('validation.required')).waitFor();

    await dialog.getByLabel(zh('fleet.fields.account')).fill('a b');
    await dialog.locator('input[type=password]').fill('sub-pass-1');
    await dialog.getByLabel(zh('fleet.fields.alias')).fill('Sub');
    await save.click();
    await fieldError(dialog, zh('fleet.fields.account')).getByText(zh('errors.field.pattern')).waitFor();
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
  });
});
