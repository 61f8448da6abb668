import { parseGt06Frame } from '@gps/protocols';
import { gt06Login, gt06Position } from '../../apps/simulator/src/transports/gt06-frames';
import type { Fix } from '../../apps/simulator/src/types';
import { RawClient } from '../../apps/gateway/test/support/clients';
import { STATUS } from '../../apps/gateway/test/support/frames';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { Tenants } from '../support/tenants';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const ENV = { GATEWAY: 'on', DEVICE_OFFLINE_SECONDS: '300', SESSION_IDLE_SECONDS: '864000' };

/** The platform with its gateway: a tracker's reports become the device's state in both doors. */
describe('device state through the gateway', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 863_000_000_000_000);
  const open: RawClient[] = [];

  beforeEach(async () => {
    app = await TestApp.start(ENV);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    await app.stop();
  });

  /** Fix number i, i seconds apart, ending just before the app's clock. */
  const fix = (i: number, base: number): Fix => ({
    time: new Date(base + i * 1000),
    valid: true,
    latitude: 23.98 + i * 0.0002,
    longitude: 120.97 + i * 0.0002,
    speedKmh: 36,
    course: 45,
    altitude: 80,
    satellites: 8,
    hdop: 1,
    accuracy: 5,
    odometer: 0,
    cell: { mcc: 466, mnc: 92, lac: 1, cid: 2 },
  });

  async function tracker(serial: string): Promise<RawClient> {
    const client = await RawClient.gt06(app.gatewayPorts.gt06!);
    open.push(client);
    client.write(gt06Login(serial, 1, 0));
    await waitFor(() => client.frames.length >= 1, 'login ack');
    return client;
  }

  const position = (i: number, base: number) =>
    gt06Position(fix(i, base), STATUS, 100 + i, { flavour: 'utc', timezoneMinutes: 0 });

  /** Frame serials the gateway acknowledged (the login's is 1). */
  const acked = (client: RawClient): number[] =>
    client.frames.map((f) => {
      const parsed = parseGt06Frame(f);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.frame.serial;
    });

  async function device(serial: string, token: string) {
    return (await app.ok('getDevices', { deviceSerialNumber: serial }, token)).rows[0];
  }

  it('acknowledges only what was written: the store stopped mid-stream leaves the rest unacknowledged', async () => {
    const admin = await app.adminToken();
    const [serial] = await tenants.devices(admin, 1);
    const client = await tracker(serial);
    const base = app.clock.now() - 60_000;
    for (let i = 0; i < 5; i++) client.write(position(i, base));
    await waitFor(() => acked(client).length === 6, 'five position acks');

    await app.platform.events.close();
    for (let i = 5; i < 10; i++) client.write(position(i, base));
    // Give the gateway every chance to (wrongly) acknowledge what it could not write.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(acked(client)).toEqual([1, 100, 101, 102, 103, 104]);

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
    client.write(position(0, base));
    client.write(position(1, base));
    await waitFor(() => acked(client).length === 3, 'two position acks');
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
    client.write(position(0, app.clock.now() - 5_000));
    await waitFor(() => acked(client).length === 2, 'position ack');
    await app.platform.runner.waitFor((await app.platform.events.headPosition())!);
    const changed = await app.ok('getDevices', { lastLoadingTimestamp: since }, token);
    expect(changed.rows.map((d: { deviceSerialNumber: string }) => d.deviceSerialNumber)).toEqual([busy]);
    expect(changed.rows.map((d: { deviceSerialNumber: string }) => d.deviceSerialNumber)).not.toContain(
      quiet,
    );
  });
});
