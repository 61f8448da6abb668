import { TestApp, sha } from '../support/app-harness';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

test('admin signs in, creates a fleet and devices, the fleet sees them', async () => {
  const admin = await app.adminToken();
  const fleet = await app.ok(
    'createFleet',
    { account: 'acme', password: sha('acme-pass'), alias: 'ACME' },
    admin,
  );
  const added = await app.ok(
    'addDevices',
    { deviceSerialNumbers: ['123456789012345', '223456789012345', 'bad'] },
    admin,
  );
  expect(added).toEqual({ added: ['123456789012345', '223456789012345'], duplicates: [], invalid: ['bad'] });
  await app.ok(
    'allocationDevice',
    { deviceSerialNumbers: ['123456789012345', '223456789012345'], fleetId: fleet.id },
    admin,
  );
  const fleetToken = await app.clientToken('acme', 'acme-pass');
  const devices = await app.ok('getDevices', {}, fleetToken);
  expect(devices.total).toBe(2);
  const gql = await app.gql('{ devices { total rows { deviceSerialNumber fleetAlias } } }', {}, fleetToken);
  expect(gql.errors).toBeUndefined();
  expect(gql.data.devices.rows[0]).toEqual({ deviceSerialNumber: '123456789012345', fleetAlias: 'ACME' });
});
