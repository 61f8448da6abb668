import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * The back office's VIP plan items and coupons in a real browser against the real platform
 * (docs/decisions/billing.md): an administrator adds an address plan under its tab; with the coupon
 * setting off the coupon section is not offered; on, a batch is issued, its numbers shown, one
 * marked sent and another deleted.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();

it('an administrator adds an address plan, then issues coupons, marks one sent and deletes one', async () => {
  const { page, pageErrors } = web.tab;
  const { app } = web;
  const admin = await app.adminToken();
  await signInAsAdmin(page);

  await page.goto('/admin/vipPlan/vipPlan');
  const plans = page.getByTestId('vip-plans-page');
  await plans.getByRole('tab', { name: zh('vipPlans.flags.2') }).click();
  await page.getByRole('button', { name: text(zh('vipPlans.add')) }).click();
  const dialog = page.getByTestId('vip-plan-dialog');
  await dialog.getByLabel(zh('vipPlans.fields.name')).fill('地址方案 一年');
  await dialog.getByLabel(zh('vipPlans.fields.price')).fill('500');
  await dialog.getByLabel(zh('vipPlans.fields.extendDays')).fill('365');
  await page.getByRole('button', { name: text(zh('common.save')) }).click();
  const row = plans.locator('tbody tr', { hasText: '地址方案 一年' });
  await row.getByText('NT$ 500').waitFor();
  const listed = await app.ok('getVipPlanItems', { flags: [2] }, admin);
  expect(listed.rows).toEqual([expect.objectContaining({ name: '地址方案 一年', flag: 2, price: 500 })]);

  // The coupon setting is off by default: no coupon section.
  await page.getByText(zh('service.vipplan')).first().waitFor();
  expect(await page.getByRole('menuitem', { name: text(zh('service.coupon')) }).count()).toBe(0);
  await app.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, admin);
  await page.goto('/admin/vipPlan/coupon');
  const coupons = page.getByTestId('coupons-page');
  await coupons.waitFor();
  expect(await page.getByRole('menuitem', { name: text(zh('service.coupon')) }).count()).toBe(1);
  await coupons.getByRole('button', { name: text(zh('coupons.issue')) }).click();
  await page.getByRole('dialog').getByLabel(zh('coupons.fields.numberOfCoupons')).fill('3');
  await page.getByRole('dialog').getByLabel(zh('coupons.fields.discountFee')).fill('80');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text(zh('coupons.issueSubmit')) })
    .click();
  const issued = page.getByTestId('coupons-issued');
  await issued.waitFor();
  const numbers = (await issued.locator('textarea').inputValue()).split('\n');
  expect(numbers).toHaveLength(3);
  await page
    .getByRole('button', { name: text(zh('common.close')) })
    .last()
    .click();

  const [first, second] = numbers;
  const firstRow = coupons.locator('tbody tr', { hasText: first });
  await firstRow.getByText(zh('coupons.status.1')).waitFor();
  await firstRow.locator('.anticon-send').click();
  await firstRow.getByText(zh('coupons.status.2')).waitFor();
  const secondRow = coupons.locator('tbody tr', { hasText: second });
  await secondRow.locator('.anticon-delete').click();
  await page
    .getByRole('button', { name: text(zh('common.delete')) })
    .last()
    .click();
  await secondRow.waitFor({ state: 'detached' });

  const left = await app.ok('getCoupons', { status: 2 }, admin);
  expect(left.rows.map((c: { couponNumber: string }) => c.couponNumber)).toEqual([first]);
  expect((await app.ok('getCoupons', {}, admin)).total).toBe(2);
  expect(pageErrors).toEqual([]);
});
