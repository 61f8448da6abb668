import { Tenants } from '../support/tenants';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * The back office's service plans in a real browser: an item added to plan C in the plan item
 * editor (its form's errors from the server shown under the field), then two devices put on plan C
 * on the plans page, which the devices' rows and the plan filter then show.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();

describe('service plans in the back office', () => {
  it('adds a plan item, then assigns devices to its plan', async () => {
    const { page } = web.tab;
    const admin = await web.app.adminToken();
    const tenants = new Tenants(() => web.app, 865_000_000_000_000);
    const [first, second, third] = await tenants.devices(admin, 3);

    await signInAsAdmin(page);
    await page.goto('/admin/vipPlan/servicePlan');
    const items = page.getByTestId('plan-items-page');
    await items.waitFor();
    await items.getByTestId('plan-tabs').getByText('C (0)').click();
    await page.getByRole('button', { name: text(zh('plans.addItem', { letter: 'C' })) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh('plans.fields.name'), { exact: true }).fill('兩年服務');
    await dialog.getByLabel(zh('plans.fields.price'), { exact: true }).fill('2200');
    await dialog.getByLabel(zh('plans.fields.extendDays'), { exact: true }).fill('730');
    await dialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await dialog.waitFor({ state: 'hidden' });
    await items
      .getByRole('row', { name: /兩年服務/ })
      .getByText('NT$2,200')
      .waitFor();
    await items.getByTestId('plan-tabs').getByText('C (1)').waitFor();

    // Its top tab's name is within the VIP plan section's (方案 in 方案設定): opened by its path.
    await page.goto('/admin/plan');
    await page.getByTestId('plan-devices-page').waitFor();
    for (const serial of [first, second]) {
      await page
        .getByRole('row', { name: new RegExp(serial) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: text(zh('plans.assign')) }).click();
    await page.getByTestId('assign-plan-select').click();
    await page
      .locator('.ant-select-dropdown')
      .getByText(zh('plans.planLetter', { letter: 'C' }))
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('common.confirm')) })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const planC = zh('plans.planLetter', { letter: 'C' });
    await page
      .getByRole('row', { name: new RegExp(first) })
      .getByText(planC)
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(second) })
      .getByText(planC)
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(third) })
      .getByText(zh('plans.noPlan'))
      .waitFor();
    expect((await tenants.device(admin, first)).planName).toBe('C');

    // The plan filter: only plan C's devices.
    await page.getByTestId('plan-filter').click();
    await page.locator('.ant-select-dropdown').last().getByText(planC).click();
    // The table empties while the filtered page loads: the count is read once both rows are back.
    await page.getByRole('row', { name: new RegExp(third) }).waitFor({ state: 'detached' });
    for (const serial of [first, second]) {
      await page.getByRole('row', { name: new RegExp(serial) }).waitFor();
    }
    expect(await page.locator('tr.ant-table-row').count()).toBe(2);
  });
});
