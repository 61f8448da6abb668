import { AdminFunction, ReceiverAccountType, ReportState, ReportType } from '@gps/codes';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * The back office's side of talking to customers in a real browser: an announcement published and
 * deleted, a message sent to one fleet, a feedback report closed with a note, and an administrator
 * without the report right sent to the sign-in page rather than to another function.
 */
jest.setTimeout(180_000);

const web = useBrowserApp();
const ANNOUNCEMENT = '本週六凌晨系統維護，定位更新將延遲一小時。';
const MESSAGE = '貴車隊的兩台車即將到期，請盡快續約。';

describe('announcements, messages and reports in the back office', () => {
  it('publishes an announcement, lists it, and deletes it', async () => {
    const { page } = web.tab;
    await signInAsAdmin(page);
    await page.goto('/admin/announcement/announcement');
    const list = page.getByTestId('announcements-page');
    await list.getByRole('button', { name: text(zh('announcements.publish')) }).click();
    const form = page.getByTestId('publish-announcement-form');
    await form.getByLabel(zh('announcements.fields.content')).fill(`  ${ANNOUNCEMENT}  `);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('announcements.publishSubmit')) })
      .click();
    await form.waitFor({ state: 'hidden' });
    const row = list.locator('tr.ant-table-row', { hasText: ANNOUNCEMENT });
    await row.getByText(zh('announcements.status.2')).waitFor();
    const admin = await web.app.adminToken();
    const published = (await web.app.ok('getAnnouncements', { keyword: '系統維護' }, admin)).rows;
    expect(published.map((a: { content: string }) => a.content)).toContain(ANNOUNCEMENT);

    await row.getByRole('checkbox').check();
    await list.getByTestId('announcements-delete').click();
    await page
      .getByRole('button', { name: text(zh('common.delete')) })
      .last()
      .click();
    await row.waitFor({ state: 'detached' });
    expect((await web.app.ok('getAnnouncements', { keyword: '系統維護' }, admin)).total).toBe(0);
  });

  it('sends a message to one fleet: listed, and addressed to that fleet alone', async () => {
    const admin = await web.app.adminToken();
    const fleet = await web.app.ok(
      'createFleet',
      { account: 'msgfleet', password: 'msg-pass-1', alias: '訊息車隊' },
      admin,
    );
    const { page } = web.tab;
    await signInAsAdmin(page);
    await page.goto('/admin/announcement/message');
    const list = page.getByTestId('messages-page');
    await list.getByRole('button', { name: text(zh('messages.publish')) }).click();
    const form = page.getByTestId('publish-message-form');
    const receivers = form.getByRole('combobox');
    await receivers.click();
    await receivers.pressSequentially('msgfleet');
    await page.locator('.ant-select-item-option', { hasText: '訊息車隊' }).click();
    await form.getByLabel(zh('messages.fields.content')).fill(MESSAGE);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('messages.publishSubmit')) })
      .click();
    await form.waitFor({ state: 'hidden' });
    await list.locator('tr.ant-table-row', { hasText: MESSAGE }).getByText('訊息車隊').waitFor();

    const sent = await web.app.ok(
      'getMessages',
      { receiverAccountType: ReceiverAccountType.FLEET, receiverAccountId: fleet.id },
      admin,
    );
    expect(sent.rows.map((m: { content: string }) => m.content)).toEqual([MESSAGE]);
  });

  it('closes a feedback report with a note: who and when kept', async () => {
    const admin = await web.app.adminToken();
    await web.app.ok('createFleet', { account: 'fbfleet', password: 'fb-pass-1', alias: '回饋車隊' }, admin);
    const client = await web.app.clientToken('fbfleet', 'fb-pass-1');
    const report = await web.app.ok(
      'addReport',
      {
        reportTypeId: ReportType.DEVICE,
        contact: '張先生',
        contactMethod: '0912-345-678',
        description: '車機沒有回報位置。',
      },
      client,
    );
    const { page } = web.tab;
    await signInAsAdmin(page);
    await page.goto('/admin/report');
    const list = page.getByTestId('reports-page');
    const row = list.locator('tr.ant-table-row', { hasText: '車機沒有回報位置' });
    await row.getByText(zh('reports.states.1')).waitFor();
    await row.getByRole('button').last().click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.getByText(zh('reports.noChanges')).waitFor();
    await dialog.getByTestId('report-state').click();
    await page.locator('.ant-select-item-option', { hasText: zh('reports.states.3') }).click();
    await dialog.getByLabel(zh('reports.fields.note')).fill('已遠端重啟，恢復回報。');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('common.save')) })
      .click();
    await row.getByText(zh('reports.states.3')).waitFor();

    const [handled] = (await web.app.ok('getReports', { keyword: '車機沒有回報位置' }, admin)).rows;
    expect(handled).toMatchObject({
      id: report.id,
      state: ReportState.CLOSED,
      note: '已遠端重啟，恢復回報。',
    });
    expect(handled.changes).toEqual([
      expect.objectContaining({ state: ReportState.CLOSED, note: '已遠端重啟，恢復回報。', by: 'admin' }),
    ]);
  });

  it('sends an administrator denied a page to /admin/login; signing in lands on their first function', async () => {
    const admin = await web.app.adminToken();
    const rights = Array.from({ length: 13 }, (_, i) => ({
      functionId: i + 1,
      flags: i + 1 === AdminFunction.DEVICE ? '0001' : '0000',
    }));
    const group = await web.app.ok('createPermission', { name: 'devices only', rights }, admin);
    await web.app.ok(
      'createAccount',
      { account: 'device.viewer', password: 'viewer-pass-1', alias: 'Viewer', permissionId: group.id },
      admin,
    );
    const { page } = web.tab;
    await signInAsAdmin(page, 'device.viewer', 'viewer-pass-1');
    await page.waitForURL((url) => url.pathname === '/admin/device');
    await page.goto('/admin/report');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByTestId('admin-login-reason').getByText(zh('adminLogin.routeDenied')).waitFor();
    await signInAsAdmin(page, 'device.viewer', 'viewer-pass-1');
    await page.waitForURL((url) => url.pathname === '/admin/device');
  });
});
