import { TestApp } from '../support/app-harness';

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

test('admin signs in, creates a fleet and devices, the fleet sees them', async () => {
  const admin = await app.adminToken();
  const fleet = await app.ok('createFleet', { account: 'acme', password: 'acme-pass', alias: 'ACME' }, admin);
  const added = await app.ok(
    'addDevices',
    { deviceSerialNumbers: ['123456789012347', '223456789012346', 'bad'] },
    admin,
  );
  expect(added).toEqual({ added: ['123456789012347', '223456789012346'], duplicates: [], invalid: ['bad'] });
  await app.ok(
    'allocationDevice',
    { deviceSerialNumbers: ['123456789012347', '223456789012346'], fleetId: fleet.id },
    admin,
  );
  const fleetToken = await app.clientToken('acme', 'acme-pass');
  const devices = await app.ok('getDevices', {}, fleetToken);
  expect(devices.total).toBe(2);
  const gql = await app.gql('{ devices { total rows { deviceSerialNumber fleetAlias } } }', {}, fleetToken);
  expect(gql.errors).toBeUndefined();
  expect(gql.data.devices.rows[0]).toEqual({ deviceSerialNumber: '123456789012347', fleetAlias: 'ACME' });
});

test('the /api documentation page and its OpenAPI document are served', async () => {
  const page = await fetch(`${app.server.url}/api/docs`);
  expect(page.headers.get('content-type')).toMatch(/html/);
  expect(await page.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
  const bundle = await fetch(`${app.server.url}/api/docs/assets/swagger-ui-bundle.js`);
  expect(bundle.status).toBe(200);
  const doc = (await (await fetch(`${app.server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, unknown>;
  };
  expect(Object.keys(doc.paths)).toContain('/api/createFleet');
});
