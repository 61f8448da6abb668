import { imeiOf } from '@gps/codes';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';

/**
 * The mileage maintenance page in a real browser against the real platform
 * (docs/decisions/mileage-maintenance.md): a fleet adds an item for its vehicle through the dialog,
 * moves its last service back until it is due, sees the due warning on the warnings page, records
 * the service done and deletes the item, each after its confirmation.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();

it('a fleet adds an item, sees it fall due and warn, records the service done and deletes it', async () => {
  const { page } = web.tab;
  const { app } = web;
  const admin = await app.adminToken();
  const account = 'servicefleet';
  const password = `${account}-pass`;
  const fleet = await app.ok('createFleet', { account, password, alias: 'Service fleet' }, admin);
  const serial = imeiOf('86180000000000');
  await app.ok('addDevices', { deviceSerialNumbers: [serial] }, admin);
  await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, admin);
  await app.ok('editDevice', { deviceSerialNumber: serial, carName: 'Van 3' }, admin);
  // The browser's today is the platform's (2026-11-01): the dialog's default date is the server's.
  await page.context().clock.setFixedTime(app.clock.now());

  await page.goto('/');
  await signInAsClient(page, account, password);
  await page.waitForURL('**/main/monitor');
  await page.getByRole('menuitem', { name: text(zh('client.tabs.mileage')) }).click();
  const list = page.getByTestId('maintenance-page');
  // The fleet's only vehicle is the page's.
  await list.getByText(zh('maintenance.empty')).waitFor();

  await list.getByRole('button', { name: text(zh('maintenance.add')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(zh('maintenance.fields.name')).fill('機油');
  await dialog.getByLabel(zh('maintenance.fields.intervalDays')).fill('10');
  await dialog.getByLabel(zh('maintenance.fields.lastServiceOdometerKm')).fill('0');
  await dialog.getByRole('button', { name: text(zh('common.save')) }).click();
  const row = list.locator('tbody tr', { hasText: '機油' });
  await row.getByText(zh('maintenance.notDue')).waitFor();
  await row.getByText('0 km · 2026-11-01').waitFor();
  await row.getByText('2026-11-11').waitFor();

  // Serviced a month ago: due since 11 October.
  await row.getByRole('button', { name: text(zh('common.edit')) }).click();
  const date = dialog.getByLabel(zh('maintenance.fields.lastServiceDate'));
  await date.fill('2026-10-01');
  await date.press('Enter');
  await dialog.getByRole('button', { name: text(zh('common.save')) }).click();
  await row.getByText(zh('maintenance.due')).waitFor();
  await row.getByText('2026-10-11').waitFor();

  // The sweep raises its one warning, on the warnings page with the item's name.
  await app.platform.maintenanceWatch.sweep();
  await eventually(
    async () => (await app.ok('getWarnings', { kinds: ['maintenance'] }, admin)).total === 1,
    'the maintenance warning',
  );
  await page.getByRole('menuitem', { name: text(zh('client.tabs.warning')) }).click();
  await page
    .getByTestId('warnings-page')
    .getByText(zh('warnings.atPlace', { kind: zh('warningKinds.maintenance'), place: '機油' }))
    .waitFor();

  await page.getByRole('menuitem', { name: text(zh('client.tabs.mileage')) }).click();
  await row.getByRole('button', { name: text(zh('maintenance.serviceDone')) }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: text(zh('common.confirm')) })
    .click();
  await page.getByText(zh('maintenance.serviceRecorded')).waitFor();
  // Serviced today: the next due date ten days on, no longer due.
  await row.getByText(zh('maintenance.notDue')).waitFor();
  await row.getByText('2026-11-11').waitFor();

  await row.getByRole('button', { name: text(zh('common.delete')) }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: text(zh('common.delete')) })
    .click();
  await list.getByText(zh('maintenance.empty')).waitFor();
  expect((await app.ok('getMileageMaintances', { deviceSerialNumber: serial }, admin)).total).toBe(0);
});
