import { readFileSync } from 'node:fs';
import { ERASED_PERSONAL_DATA, imeiOf } from '@gps/codes';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * The auditors' journey (issue 16): an administrator opens a device's history in the back office,
 * picks a moment and sees the fleet and service expiry the device had then (it has moved and been
 * extended since), and exports the history: the download holds the device's events.
 */
jest.setTimeout(180_000);

const web = useBrowserApp();
const SERIAL = imeiOf('86150900001601');
const NORTH = { account: 'auditnorth', password: 'north-pass-16', alias: '北區稽核車隊' };
const SOUTH = { account: 'auditsouth', password: 'south-pass-16', alias: '南區稽核車隊' };
/** The service expiries set by hand, first then later: epoch ms (the log's times). */
const FIRST_EXPIRY = Date.UTC(2027, 6, 1, 4, 0, 0);
const LATER_EXPIRY = Date.UTC(2028, 6, 1, 4, 0, 0);
const MICROS_PER_MS = 1000;
const SECOND_MS = 1000;
/** Taipei is UTC+8 all year; the audit page reads and picks its times there. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const taipei = (ms: number) => new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Waits until the wall clock has passed `ms` (the log records events at the real time). */
async function until(ms: number): Promise<void> {
  while (Date.now() <= ms) await new Promise((resolve) => setTimeout(resolve, ms - Date.now() + 1));
}

it("opens a device's history, sees its fleet and expiry as they were on a day, and exports the history", async () => {
  const admin = await web.app.adminToken();
  const ok = (call: string, body: Record<string, unknown>) => web.app.ok(call, body, admin);
  const north = await ok('createFleet', NORTH);
  const south = await ok('createFleet', SOUTH);

  // Then: the device in the north fleet, its service to the first expiry.
  await ok('addDevices', { deviceSerialNumbers: [SERIAL] });
  await ok('allocationDevice', { deviceSerialNumbers: [SERIAL], fleetId: north.id });
  await ok('manualAdjustService', {
    deviceSerialNumber: SERIAL,
    serviceExpiredDate: FIRST_EXPIRY * MICROS_PER_MS,
    reason: '首年服務',
  });
  // "Then" is a whole second after those events (the pickers' precision); what follows is
  // recorded a second later still.
  const then = Math.ceil(Date.now() / SECOND_MS) * SECOND_MS + SECOND_MS;
  await until(then + SECOND_MS);

  // Now: moved to the south fleet and extended.
  await ok('allocationDevice', { deviceSerialNumbers: [SERIAL], fleetId: south.id });
  await ok('manualAdjustService', {
    deviceSerialNumber: SERIAL,
    serviceExpiredDate: LATER_EXPIRY * MICROS_PER_MS,
    reason: '續約一年',
  });

  const { page } = web.tab;
  await signInAsAdmin(page);
  // The system log's right shows the audit entry in the user menu.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: zh('audit.title') }).click();
  await page.waitForURL('**/admin/audit/entity');
  const finder = page.getByTestId('audit-finder');
  await finder.getByTestId('audit-entity-key').fill(SERIAL);
  await finder.getByTestId('audit-find').click();

  // The history: both moves, in the reader's words with the identifiers beside them.
  const history = page.getByTestId('audit-history');
  const allocations = history.locator('tr.ant-table-row', { hasText: 'DeviceAllocated' });
  await allocations.nth(1).waitFor();
  await allocations.first().getByText(zh('audit.eventTypes.DeviceAllocated')).waitFor();
  await allocations.first().getByText(zh('systemLog.actions.allocationDevice')).waitFor();
  await page.getByTestId('audit-entity-header').getByText(SERIAL, { exact: true }).waitFor();

  // Its state now: the south fleet, the later expiry.
  await page.getByRole('tab', { name: zh('audit.tabs.state') }).click();
  const state = page.getByTestId('audit-state');
  await state.getByTestId('audit-fleet-name').getByText(SOUTH.alias, { exact: false }).waitFor();
  await state.getByTestId('audit-service-expiry').getByText(taipei(LATER_EXPIRY)).waitFor();

  // As of then: the north fleet, the first expiry.
  const at = state.locator('#audit-state-at');
  await at.click();
  await at.fill(taipei(then));
  await at.press('Enter');
  await state.getByTestId('audit-fleet-name').getByText(NORTH.alias, { exact: false }).waitFor();
  await state.getByTestId('audit-fleet').getByText(north.id).waitFor();
  await state.getByTestId('audit-service-expiry').getByText(taipei(FIRST_EXPIRY)).waitFor();

  // The export: JSON Lines holding the device's events.
  await page.getByRole('tab', { name: zh('audit.tabs.export') }).click();
  const download = page.waitForEvent('download');
  await page
    .getByTestId('audit-export')
    .getByRole('button', { name: text(zh('audit.export.download')) })
    .click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, any>);
  const [header, ...rest] = lines;
  const closing = rest.pop();
  expect(header.scope.entity).toMatchObject({ type: 'device', key: SERIAL });
  const events = rest;
  expect(events.every((e) => e.streamId === header.scope.entity.streamId && e.hash)).toBe(true);
  expect(events.filter((e) => e.type === 'DeviceAllocated')).toHaveLength(2);
  expect(events.filter((e) => e.type === 'ServiceManuallyAdjusted')).toHaveLength(2);
  expect(events[0].type).toBe('DeviceAdded');
  expect(closing).toEqual({ count: events.length, lastHash: events[events.length - 1].hash });
});

it("erases a fleet's personal data from its history page, after a confirmation that says it cannot be undone", async () => {
  const admin = await web.app.adminToken();
  const fleet = { account: 'auditerase', password: 'erase-pass-16', alias: '銷毀測試車隊' };
  await web.app.ok('createFleet', { ...fleet, contact: '王小明', phoneNumber: '02-2345-6789' }, admin);

  const { page } = web.tab;
  await signInAsAdmin(page);
  await page.goto(`/admin/audit/entity?type=fleet&key=${fleet.account}`);
  const history = page.getByTestId('audit-history');
  await history.getByText('"王小明"').waitFor();

  await page.getByTestId('audit-erase').click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(zh('audit.erase.confirmContent')).waitFor();
  await confirm.getByRole('button', { name: text(zh('audit.erase.confirm')) }).click();
  await page.getByText(zh('audit.erase.done', { account: fleet.account })).waitFor();

  // The history still reads, the personal fields in the reader's word for erased.
  await history.getByText(zh('audit.values.erased')).first().waitFor();
  expect(await history.getByText('"王小明"').count()).toBe(0);
  await history.getByText(fleet.alias, { exact: false }).first().waitFor();

  // The fleets list says so in words, never with the stored marker.
  await page.goto('/admin/fleet');
  const row = page.getByRole('row', { name: new RegExp(fleet.account) });
  await row.getByText(zh('personalData.erased')).first().waitFor();
  expect(await page.getByText(ERASED_PERSONAL_DATA).count()).toBe(0);
  // The edit form holds the erased fields empty, with a hint; saving leaves them as they are.
  await row.getByRole('button', { name: 'edit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const contact = dialog.getByLabel(zh('fleet.fields.contact'));
  expect(await contact.inputValue()).toBe('');
  expect(await contact.getAttribute('placeholder')).toBe(zh('personalData.erasedInForm'));
  await dialog.getByLabel(zh('fleet.fields.alias')).fill('銷毀後改名車隊');
  await dialog.getByRole('button', { name: text(zh('common.save')) }).click();
  await dialog.waitFor({ state: 'hidden' });
  const renamed = page.getByRole('row', { name: /銷毀後改名車隊/ });
  await renamed.getByText(zh('personalData.erased')).first().waitFor();
  expect(await renamed.getByText(zh('personalData.erased')).count()).toBe(2);
});
