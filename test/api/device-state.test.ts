import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { fixAt, RawTracker } from '../support/raw-tracker';
import { Tenants } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const ENV = { GATEWAY: 'inline', DEVICE_OFFLINE_SECONDS: '300', SESSION_IDLE_SECONDS: '864000' };

/** The platform with its gateway: a tracker's reports become the device's state in both doors. */
describe('device state through the gateway', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 863_000_000_000_000);
  const open: RawTracker[] = [];

  beforeEach(async () => {
    app = await TestApp.start(ENV);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    await app.stop();
  });

  async function tracker(serial: string): Promise<RawTracker> {
    const t = await RawTracker.login(app, serial);
    open.push(t);
    return t;
  }

  async function device(serial: string, token: string) {
    return (await app.ok('getDevices', { deviceSerialNumber: serial }, token)).rows[0];
  }

  it('acknowledges only what was written: the store stopped mid-stream leaves the rest unacknowledged', async () => {
    const admin = await app.adminToken();
    const [serial] = await tenants.devices(admin, 1);
    const client = await tracker(serial);
    const base = app.clock.now() - 60_000;
    for (let i = 0; i < 5; i++) client.position(fixAt(base, i), 100 + i);
    await waitFor(() => client.acked().length === 6, 'five position acks');

    await app.platform.events.close();
    for (let i = 5; i < 10; i++) client.position(fixAt(base, i), 100 + i);
    // Give the gateway every chance to (wrongly) acknowledge what it could not write.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.acked()).toEqual([1, 100, 101, 102, 103, 104]);

    await client.close();
    await app.shutdown();
    await app.boot(ENV);
    const stored = (await app.platform.events.readAll({ limit: 100_000 }))
      .filter((e) => e.type === 'PositionRecorded' && e.streamId.includes(serial))
      .map((e) => (e.data as { fixTime: number }).fixTime);
    // Every acknowledged position survived the restart, and nothing else was written.
    expect(stored).toEqual([0, 1, 2, 3, 4].map((i) => base + i * 1000));
  });

  it('shows a reporting device online and running, and offline once it has been silent for the timeout', async () => {
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    const [serial] = await tenants.devices(admin, 1, fleet.id);
    const token = await tenants.signIn(fleet);
    const before = await device(serial, token);
    expect(before).toMatchObject({ online: false, deviceStatusCode: 1, latitude: null });

    const client = await tracker(serial);
    const base = app.clock.now() - 10_000;
    client.position(fixAt(base, 0), 100);
    client.position(fixAt(base, 1), 101);
    await waitFor(() => client.acked().length === 3, 'two position acks');
    await app.platform.runner.waitFor((await app.platform.events.headPosition())!);
    const moving = await device(serial, token);
    expect(moving).toMatchObject({ online: true, speed: 36, course: 45, satellites: 8, locateType: 1 });
    expect(moving.deviceStatusCode).toBeGreaterThanOrEqual(2);
    expect(moving.latitude).toBeCloseTo(23.9802, 6);
    expect(moving.gpsLatitude).toBeCloseTo(23.9802, 6);
    expect(moving.lastFixTimestamp).toBe((base + 1000) * 1000);

    await client.close();
    const sweep = () => app.deviceLink!.ingest.sweepOffline();
    app.clock.advance(5 * MINUTE - 1);
    expect(await sweep()).toBe(0);
    expect((await device(serial, token)).online).toBe(true);
    app.clock.advance(10_001);
    expect(await sweep()).toBe(1);
    await app.platform.runner.waitFor((await app.platform.events.headPosition())!);
    const silent = await device(serial, token);
    expect(silent).toMatchObject({ online: false, deviceStatusCode: 1 });
    // The last position stays on the map.
    expect(silent.latitude).toBeCloseTo(23.9802, 6);
  });

  it("the last report is null until the device reports, then the report's time, which an administrator's edit leaves alone, in both doors", async () => {
    const doors = doorsOf(() => app);
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    const [serial] = await tenants.devices(admin, 1, fleet.id);
    const token = await tenants.signIn(fleet);
    const lastReport = async () =>
      Promise.all(
        doors.map(
          async (door) =>
            (await ok(door, 'getDevices', { deviceSerialNumber: serial }, token)).rows[0].lastSeenTimestamp,
        ),
      );
    expect(await lastReport()).toEqual([null, null]);

    const client = await tracker(serial);
    const fixTime = app.clock.now() - 5_000;
    client.position(fixAt(fixTime, 0), 100);
    await waitFor(() => client.acked().length === 2, 'position ack');
    await app.platform.runner.waitFor((await app.platform.events.headPosition())!);
    const [viaApi, viaGraphql] = await lastReport();
    expect(viaApi).toEqual(expect.any(Number));
    expect(viaGraphql).toBe(viaApi);
    expect(viaApi).toBeGreaterThanOrEqual(fixTime * 1000);

    app.clock.advance(60_000);
    await app.ok('editDevice', { deviceSerialNumber: serial, carName: 'edited later' }, admin);
    await app.platform.runner.waitFor((await app.platform.events.headPosition())!);
    expect(await lastReport()).toEqual([viaApi, viaApi]);
  });

  it('lastLoadingTimestamp returns only the devices that changed since', async () => {
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    const [quiet, busy] = await tenants.devices(admin, 2, fleet.id);
    const token = await tenants.signIn(fleet);
    const since = (await app.ok('getDevices', {}, token)).rows
      .map((d: { updatedTimestamp: number }) => d.updatedTimestamp)
      .reduce((a: number, b: number) => Math.max(a, b));
    app.clock.advance(1_000);
    const client = await tracker(busy);
    client.position(fixAt(app.clock.now() - 5_000, 0), 100);
    await waitFor(() => client.acked().length === 2, 'position ack');
    await app.platform.runner.waitFor((await app.platform.events.headPosition())!);
    const changed = await app.ok('getDevices', { lastLoadingTimestamp: since }, token);
    expect(changed.rows.map((d: { deviceSerialNumber: string }) => d.deviceSerialNumber)).toEqual([busy]);
    expect(changed.rows.map((d: { deviceSerialNumber: string }) => d.deviceSerialNumber)).not.toContain(
      quiet,
    );
  });
});
