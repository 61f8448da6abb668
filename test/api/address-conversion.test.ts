import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deviceDecider, streams } from '@gps/domain';
import { join } from 'node:path';
import { sameTaiwanName } from '@gps/geocoder';
import { Collections } from '@gps/projections';
import {
  startReplayServer,
  type Exchange,
  type ReplayServer,
} from '../../libs/geocoder/test/support/replay-server';
import { TestApp } from '../support/app-harness';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(120_000);

/**
 * convertGpsToAddress and convertAddressToGps through both doors: tenancy, validation, the
 * settings flag, the quotas across the 09:00 (Taipei) reset and a restart, and the forward look-up
 * with and without an online provider (docs/decisions/address-quotas.md).
 */

const TAIPEI_101 = { latitude: 25.034, longitude: 121.5645 };
const AT_SEA = { latitude: 24.5, longitude: 119.9 };
const HOUR = 3_600_000;

async function convertible(app: TestApp, serial: string): Promise<number> {
  return (await app.platform.read.get(Collections.devices, serial))!.convertGpsToAddressTimes;
}

describe('address conversion with the embedded atlas only', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 866_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let mainDevices: string[];
  let subDevice: string;
  let otherDevice: string;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    mainDevices = await tenants.devices(admin, 4, main.id);
    [subDevice] = await tenants.devices(admin, 1, sub.id);
    [otherDevice] = await tenants.devices(admin, 1, other.id);
  });
  afterAll(() => app.stop());

  const setting = (id: string, value: string) => app.ok('editSystemSetting', { id, value }, admin);

  describe.each(doorsOf(() => app))('through $name', (door: Door) => {
    const index = door.name === 'api' ? 0 : 1;
    const device = () => mainDevices[index];

    test("a point of the fleet's device in words: Taipei 101 is in 台北市信義區, counted on the row", async () => {
      const token = await tenants.signIn(main);
      const before = await convertible(app, device());
      const answer = await ok(
        door,
        'convertGpsToAddress',
        { deviceSerialNumber: device(), ...TAIPEI_101 },
        token,
      );
      expect(answer.source).toBe('embedded');
      expect(sameTaiwanName(answer.address.slice(0, 6), '台北市信義區')).toBe(true);
      expect(await convertible(app, device())).toBe(before + 1);
    });

    test('a point at sea has no address', async () => {
      const token = await tenants.signIn(main);
      const answer = await ok(
        door,
        'convertGpsToAddress',
        { deviceSerialNumber: device(), ...AT_SEA },
        token,
      );
      expect(answer).toEqual({ address: null, source: null });
    });

    test("tenancy: another fleet's device is not found, a sub-fleet cannot reach its parent's, the parent reaches its sub-fleet's", async () => {
      const mainToken = await tenants.signIn(main);
      const subToken = await tenants.signIn(sub);
      const gps = (serial: string, token: string) =>
        door.call('convertGpsToAddress', { deviceSerialNumber: serial, ...TAIPEI_101 }, token);
      expect((await gps(otherDevice, mainToken)).code).toBe(-3);
      expect((await gps(device(), subToken)).code).toBe(-3);
      expect((await gps(subDevice, mainToken)).code).toBe(0);
      const toGps = await door.call(
        'convertAddressToGps',
        { deviceSerialNumber: otherDevice, address: '台北市信義區信義路五段7號' },
        mainToken,
      );
      expect(toGps.code).toBe(-3);
    });

    test('validation: a latitude out of range and an empty address (MARKER_ADDRESS_TO_GPS_EMPTY)', async () => {
      const token = await tenants.signIn(main);
      const far = await door.call(
        'convertGpsToAddress',
        { deviceSerialNumber: device(), latitude: 91, longitude: 121 },
        token,
      );
      expect(far.code).toBe(-2);
      const empty = await door.call(
        'convertAddressToGps',
        { deviceSerialNumber: device(), address: '  ' },
        token,
      );
      expect(empty.code).toBe(-2);
      expect((empty.data as any).issues).toEqual([
        expect.objectContaining({ field: 'address', code: 'address_empty' }),
      ]);
    });

    test('without an online provider an address cannot be placed: a clear refusal, nothing counted', async () => {
      const token = await tenants.signIn(main);
      const before = await convertible(app, device());
      const res = await door.call(
        'convertAddressToGps',
        { deviceSerialNumber: device(), address: '台北市信義區信義路五段7號' },
        token,
      );
      expect(res.code).toBe(-5);
      expect((res.data as any).reason).toBe('no_address_provider');
      expect(await convertible(app, device())).toBe(before);
    });

    test('the showAddressToGps flag off refuses address to GPS', async () => {
      const token = await tenants.signIn(main);
      await setting('showAddressToGps', '0');
      try {
        const res = await door.call(
          'convertAddressToGps',
          { deviceSerialNumber: device(), address: '台北市信義區信義路五段7號' },
          token,
        );
        expect(res.code).toBe(-4);
        expect((res.data as any).reason).toBe('address_to_gps_off');
      } finally {
        await setting('showAddressToGps', '1');
      }
    });
  });

  test("quotas: the device's daily cap until 09:00 Taipei, then its monthly cap; counters survive a restart", async () => {
    const [serial, neighbour] = mainDevices.slice(2);
    await setting('addressQuotaDaily', '2');
    await setting('addressQuotaMonthly', '3');
    const convert = async (s: string) =>
      app.api('convertGpsToAddress', { deviceSerialNumber: s, ...TAIPEI_101 }, await tenants.signIn(main));

    // The harness' clock starts at 08:00 UTC, 16:00 in Taipei: the quota day began at 09:00 today.
    expect((await convert(serial)).code).toBe(0);
    expect((await convert(serial)).code).toBe(0);
    const third = await convert(serial);
    expect(third.code).toBe(-7);
    expect(third.data).toEqual({ reason: 'address_quota_daily', retryAfterSeconds: 17 * 3600 });
    // Another device has its own cap.
    expect((await convert(neighbour)).code).toBe(0);

    // A restart keeps the counters.
    await app.shutdown();
    await app.boot();
    admin = await app.adminToken();
    expect((await convert(serial)).code).toBe(-7);

    // 08:59 Taipei next morning: still the same quota day. 09:00: a new one, and the month's third.
    app.clock.advance(16 * HOUR + 59 * 60_000);
    expect((await convert(serial)).data?.reason).toBe('address_quota_daily');
    app.clock.advance(60_000);
    expect((await convert(serial)).code).toBe(0);
    const monthly = await convert(serial);
    expect(monthly.code).toBe(-7);
    expect(monthly.data).toEqual({ reason: 'address_quota_monthly', retryAfterSeconds: null });
    expect(await convertible(app, serial)).toBe(3);

    admin = await app.adminToken();
    await setting('addressQuotaDaily', '100000');
    await setting('addressQuotaMonthly', '3000000');
  });

  test('an address plan running adds the VIP pair to the caps; lapsed, it adds nothing', async () => {
    admin = await app.adminToken();
    const [serial] = await tenants.devices(admin, 1, main.id);
    await setting('addressQuotaDaily', '1');
    await setting('vipAddressQuotaDaily', '2');
    const convert = async () =>
      (
        await app.api(
          'convertGpsToAddress',
          { deviceSerialNumber: serial, ...TAIPEI_101 },
          await tenants.signIn(main),
        )
      ).code;
    // What the orders process sends when it delivers an address plan of 30 days.
    await app.platform.commands.handle(
      deviceDecider,
      streams.device(serial),
      {
        type: 'ExtendService',
        serialNumber: serial,
        kind: 'address',
        days: 30,
        orderNumber: 'GP261101080000000001',
        continueFrom: 'expiry',
        at: app.clock.now(),
      },
      { commandId: randomUUID(), actor: { kind: 'system', id: 'test-orders' } },
    );
    await app.platform.runner.waitFor((await app.platform.events.headPosition()) as bigint);
    // 1 of its own and 2 from the plan.
    expect([await convert(), await convert(), await convert(), await convert()]).toEqual([0, 0, 0, -7]);

    // 31 days later (past 09:00 Taipei: a new quota day) the plan has lapsed: its own 1 only.
    app.clock.advance(31 * 24 * HOUR);
    expect([await convert(), await convert()]).toEqual([0, -7]);

    admin = await app.adminToken();
    await setting('addressQuotaDaily', '100000');
    await setting('vipAddressQuotaDaily', '100000');
  });
});

describe('address to GPS with Nominatim configured (a local replay server)', () => {
  let app: TestApp;
  let nominatim: ReplayServer;
  const tenants = new Tenants(() => app, 867_000_000_000_000);
  let main: FleetFixture;
  let device: string;

  beforeAll(async () => {
    const recordings = JSON.parse(
      readFileSync(join(__dirname, '../../libs/geocoder/test/contract/recordings/nominatim.json'), 'utf8'),
    ) as { exchanges: Exchange[] };
    nominatim = await startReplayServer(recordings.exchanges);
    app = await TestApp.start({ GEOCODER_NOMINATIM_URL: nominatim.baseUrl });
    const admin = await app.adminToken();
    main = await tenants.fleet(admin);
    [device] = await tenants.devices(admin, 1, main.id);
  });
  afterAll(async () => {
    await app.stop();
    await nominatim.close();
  });

  test.each(doorsOf(() => app))(
    'through $name: an address becomes its point; an unknown one is not found',
    async (door) => {
      const token = await tenants.signIn(main);
      const found = await ok(
        door,
        'convertAddressToGps',
        { deviceSerialNumber: device, address: ' 台北市信義區信義路五段7號 ' },
        token,
      );
      expect(found).toEqual({ latitude: 25.0339808, longitude: 121.5645078, address: expect.any(String) });
      const missing = await door.call(
        'convertAddressToGps',
        { deviceSerialNumber: device, address: '查無此地址' },
        token,
      );
      expect(missing.code).toBe(-3);
      expect((missing.data as any).reason).toBe('address_not_found');
    },
  );
});
