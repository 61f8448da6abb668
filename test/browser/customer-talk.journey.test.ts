import type { Page, Response } from 'playwright-core';
import { ReportState, ReportType } from '@gps/codes';
import { Tenants, type FleetFixture } from '../support/tenants';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin, signInAsClient } from './support/sign-in';

/**
 * Issue 15's journey. The customers' half: an administrator publishes an announcement and sends a
 * message to one fleet in the back office; that fleet signs in and is shown the announcement, then
 * the message, one at a time, and neither again at its next sign-in, while both stay in its Message
 * list; another fleet is shown the announcement only and has no message. The administrator's half
 * continues from there: that other fleet sends feedback from its user menu, and the administrator
 * finds it on /admin/report and closes it with a note.
 */
jest.setTimeout(240_000);

const ANNOUNCEMENT = '本週日凌晨 1:00 至 3:00 系統升級，期間定位資料將延遲更新。';
const MESSAGE = '貴車隊有 1 台車輛的服務即將到期，請盡快續約。';
const FEEDBACK = {
  type: ReportType.DEVICE,
  contact: '林小姐',
  contactMethod: '0922-111-333',
  description: '乙-002 車輛今天早上開始沒有回報位置。',
};
const NOTE = '已致電林小姐，車機重新開機後恢復回報。';

/** What the customers' half leaves for the administrator's: the fleet that sent the feedback. */
let feedbackFrom: FleetFixture | undefined;

const web = useBrowserApp();

/**
 * The response to the web app's GraphQL operation of that name (queries and mutations go over
 * HTTP): set up before the click that sends it, awaited after.
 */
function graphqlResponse(page: Page, operationName: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST') return false;
    try {
      return (request.postDataJSON() as { operationName?: string } | null)?.operationName === operationName;
    } catch {
      return false;
    }
  });
}

/** The viewer's dialog for one kind ("公告" or "訊息"); exact, as the Message list's title starts alike. */
const viewer = (page: Page, kind: 'announcement' | 'message') =>
  page.getByRole('dialog', { name: zh(`inbox.${kind}`), exact: true });

async function openUserMenu(page: Page, item: 'messages' | 'feedback' | 'logout'): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text(zh(`userMenu.${item}`)) }).click();
}

async function signInToMonitor(page: Page, fleet: FleetFixture): Promise<void> {
  await page.goto('/');
  await signInAsClient(page, fleet.account, fleet.password);
  await page.waitForURL('**/main/monitor');
  await page.getByTestId('user-menu').waitFor();
}

async function signOutClient(page: Page): Promise<void> {
  await openUserMenu(page, 'logout');
  await page.getByTestId('client-login').waitFor();
}

/** The Message list of the signed-in customer, opened from the user menu once its messages arrived. */
async function openMessageList(page: Page) {
  const messages = graphqlResponse(page, 'InboxMessages');
  await openUserMenu(page, 'messages');
  await messages;
  return page.getByRole('dialog', { name: zh('userMenu.messages') });
}

describe('talking to customers: announcements, messages and feedback', () => {
  it('an announcement for all and a message to one fleet, each shown once, one at a time', async () => {
    const { page } = web.tab;
    const { app } = web;
    const admin = await app.adminToken();
    const tenants = new Tenants(() => app, 874_000_000_000_000);
    const fleetA = await tenants.fleet(admin, { alias: '甲車隊' });
    const fleetB = await tenants.fleet(admin, { alias: '乙車隊' });

    // The administrator publishes the announcement, for every customer from now on.
    await signInAsAdmin(page);
    await page.goto('/admin/announcement/announcement');
    const announcements = page.getByTestId('announcements-page');
    await announcements.getByRole('button', { name: text(zh('announcements.publish')) }).click();
    const announcementForm = page.getByTestId('publish-announcement-form');
    await announcementForm.getByLabel(zh('announcements.fields.content')).fill(ANNOUNCEMENT);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('announcements.publishSubmit')) })
      .click();
    await announcementForm.waitFor({ state: 'hidden' });
    await announcements
      .locator('tr.ant-table-row', { hasText: ANNOUNCEMENT })
      .getByText(zh('announcements.status.2'))
      .waitFor();

    // ...and sends a message to fleet A alone.
    await page.goto('/admin/announcement/message');
    const messages = page.getByTestId('messages-page');
    await messages.getByRole('button', { name: text(zh('messages.publish')) }).click();
    const messageForm = page.getByTestId('publish-message-form');
    const receivers = messageForm.getByRole('combobox');
    await receivers.click();
    await receivers.pressSequentially(fleetA.account);
    await page.locator('.ant-select-item-option', { hasText: '甲車隊' }).click();
    await messageForm.getByLabel(zh('messages.fields.content')).fill(MESSAGE);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(zh('messages.publishSubmit')) })
      .click();
    await messageForm.waitFor({ state: 'hidden' });
    await messages
      .locator('tr.ant-table-row', { hasText: MESSAGE })
      .getByRole('cell', { name: '甲車隊', exact: true })
      .waitFor();
    await openUserMenu(page, 'logout');
    await page.waitForURL('**/admin/login');

    // Fleet A: the announcement first, alone among the announcements...
    await signInToMonitor(page, fleetA);
    const announcement = viewer(page, 'announcement');
    await announcement.getByText(ANNOUNCEMENT).waitFor();
    await announcement
      .getByTestId('inbox-viewer-position')
      .getByText(zh('inbox.position', { index: 1, total: 1 }))
      .waitFor();
    expect(await announcement.getByText(MESSAGE).count()).toBe(0);
    const announcementSeen = graphqlResponse(page, 'MarkInboxSeen');
    await announcement.getByTestId('inbox-viewer-next').click();
    // ...then, with Next, the message, the last one: the viewer closes after it.
    const message = viewer(page, 'message');
    await message.getByText(MESSAGE).waitFor();
    await message
      .getByTestId('inbox-viewer-position')
      .getByText(zh('inbox.position', { index: 1, total: 1 }))
      .waitFor();
    await announcementSeen;
    const messageSeen = graphqlResponse(page, 'MarkInboxSeen');
    await message.getByTestId('inbox-viewer-close').click();
    await message.waitFor({ state: 'hidden' });
    // Both are recorded seen before the sign-out, so the next sign-in has nothing to show.
    expect((await messageSeen).ok()).toBe(true);
    await signOutClient(page);

    await signInToMonitor(page, fleetA);
    // Both stay in the Message list: the message under messages, the announcement under its tab.
    const listA = await openMessageList(page);
    await listA.getByTestId('inbox-list-row-message').filter({ hasText: MESSAGE }).waitFor();
    await listA.getByRole('tab', { name: zh('inbox.announcements') }).click();
    await listA.getByTestId('inbox-list-row-announcement').filter({ hasText: ANNOUNCEMENT }).click();
    await listA.getByTestId('inbox-detail-announcement').getByText(ANNOUNCEMENT).waitFor();
    await page.keyboard.press('Escape');
    await listA.waitFor({ state: 'hidden' });
    // The login answer had already filled the viewer before the monitor: it never opened.
    expect(await viewer(page, 'announcement').count()).toBe(0);
    expect(await viewer(page, 'message').count()).toBe(0);
    await signOutClient(page);

    // Fleet B: the announcement, alone, and no message after it.
    await signInToMonitor(page, fleetB);
    const announcementB = viewer(page, 'announcement');
    await announcementB.getByText(ANNOUNCEMENT).waitFor();
    await announcementB.getByTestId('inbox-viewer-close').click();
    await announcementB.waitFor({ state: 'hidden' });
    expect(await viewer(page, 'message').count()).toBe(0);
    const listB = await openMessageList(page);
    const messageTable = listB.getByTestId('inbox-list-message');
    await messageTable.locator('.ant-table-placeholder').waitFor();
    expect(await messageTable.getByTestId('inbox-list-row-message').count()).toBe(0);
    await listB.getByRole('tab', { name: zh('inbox.announcements') }).click();
    await listB.getByTestId('inbox-list-row-announcement').filter({ hasText: ANNOUNCEMENT }).waitFor();
    await page.keyboard.press('Escape');
    await listB.waitFor({ state: 'hidden' });

    // Fleet B sends feedback from its user menu.
    await openUserMenu(page, 'feedback');
    const feedback = page.getByRole('dialog', { name: zh('userMenu.feedback') });
    await feedback.getByTestId('feedback-type').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: zh(`reportTypes.${FEEDBACK.type}`),
      })
      .click();
    await feedback.getByTestId('feedback-contact').fill(FEEDBACK.contact);
    await feedback.getByTestId('feedback-contact-method').fill(FEEDBACK.contactMethod);
    await feedback.getByTestId('feedback-description').fill(FEEDBACK.description);
    await feedback.getByTestId('feedback-send').click();
    await page.getByText(zh('feedback.sent')).waitFor();
    await feedback.waitFor({ state: 'hidden' });
    await signOutClient(page);
    feedbackFrom = fleetB;
  });

  it('the administrator finds the feedback on /admin/report and closes it with a note', async () => {
    if (!feedbackFrom) throw new Error('the customers’ half did not send its feedback');
    const { page } = web.tab;
    await signInAsAdmin(page);
    await page.goto('/admin/report');
    const list = page.getByTestId('reports-page');
    const row = list.locator('tr.ant-table-row', { hasText: FEEDBACK.description });
    await row.getByText(zh('reports.states.1')).waitFor();
    await row.getByText(zh(`reportTypes.${FEEDBACK.type}`)).waitFor();
    await row.getByText(feedbackFrom.account).waitFor();
    // The row's one action, an icon whose tooltip says "處理" (handle).
    await row.getByRole('button').last().click();

    const dialog = page.getByTestId('report-dialog');
    await dialog.getByText(FEEDBACK.contactMethod).waitFor();
    await dialog.getByTestId('report-state').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: zh('reports.states.3') })
      .click();
    await dialog.getByLabel(zh('reports.fields.note')).fill(NOTE);
    await page
      .getByRole('dialog')
      .filter({ has: dialog })
      .getByRole('button', { name: text(zh('common.save')) })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(zh('reports.states.3')).waitFor();

    const admin = await web.app.adminToken();
    const [closed] = (await web.app.ok('getReports', { keyword: FEEDBACK.description }, admin)).rows;
    expect(closed).toMatchObject({
      reportTypeId: FEEDBACK.type,
      contact: FEEDBACK.contact,
      contactMethod: FEEDBACK.contactMethod,
      description: FEEDBACK.description,
      account: feedbackFrom.account,
      state: ReportState.CLOSED,
      note: NOTE,
    });
    expect(closed.changes).toEqual([
      expect.objectContaining({ state: ReportState.CLOSED, note: NOTE, by: 'admin' }),
    ]);
  });
});
