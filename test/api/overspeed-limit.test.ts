import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { doorsOf, ok, type CallName, type Door } from '../support/two-doors';
import { Tenants } from '../support/tenants';

jest.setTimeout(60_000);

const ENV = { GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000' };

/**
 * A device's, its fleet's and the platform's overspeed limits, edited through either door, reach
 * the running gateway through the event log: the device's next position is judged by them
 * (apps/gateway/test/ingest-overspeed-limits.test.ts shows the episodes that follow).
 */
describe('the overspeed limit through the gateway', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 866_000_000_000_000);

  beforeAll(async () => {
    app = await TestApp.start(ENV);
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('edited through $name', (door: Door) => {
    async function limitBecomes(serial: string, kmh: number | undefined, what: string): Promise<void> {
      const ingest = app.deviceLink!.ingest;
      await waitFor(() => ingest.overspeedLimitOf(serial) === kmh, `the gateway to hear of ${what}`);
    }

    it('follows the device, its fleet, the fleet it moves to and the platform, without a reconnection', async () => {
      const admin = await app.adminToken();
      const call = (name: CallName, input: Record<string, unknown>) => ok(door, name, input, admin);
      const fleet = await tenants.fleet(admin);
      const other = await tenants.fleet(admin);
      await call('editFleet', { id: other.id, speedLimitKmh: 70 });
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      const ingest = app.deviceLink!.ingest;
      expect(await ingest.identify(serial)).toBeDefined();
      expect(ingest.overspeedLimitOf(serial)).toBe(110);

      await call('editSystemSetting', { id: 'overspeedLimitKmh', value: '100' });
      await limitBecomes(serial, 100, 'the platform limit');
      await call('editFleet', { id: fleet.id, speedLimitKmh: 80 });
      await limitBecomes(serial, 80, "the fleet's limit");
      await call('editDevice', { deviceSerialNumber: serial, speedLimitKmh: 60 });
      await limitBecomes(serial, 60, "the device's limit");
      await call('editDevice', { deviceSerialNumber: serial, speedLimitKmh: null });
      await limitBecomes(serial, 80, "the device's limit cleared");
      await call('allocationDevice', { deviceSerialNumbers: [serial], fleetId: other.id });
      await limitBecomes(serial, 70, 'the move to another fleet');
      await call('editSystemSetting', { id: 'overspeedLimitKmh', value: '0' });
      await call('editFleet', { id: other.id, speedLimitKmh: null });
      await limitBecomes(serial, undefined, 'overspeed switched off');
      await call('editSystemSetting', { id: 'overspeedLimitKmh', value: '110' });
      await limitBecomes(serial, 110, 'the platform default again');
    });
  });
});
