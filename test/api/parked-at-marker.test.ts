import { TestApp } from '../support/app-harness';
import { HistoryFeed, MINUTE, SECOND, driving, latitudeAt, parked } from '../support/history-drive';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(120_000);

/**
 * The marker distance in the parking list: a stop within 150 m of one of the device's markers is
 * shown at it ("parked at Home"), one farther is not, and moving the marker moves the answer.
 */

const µs = (ms: number) => ms * 1000;
const T = (h: number, m = 0) => Date.UTC(2026, 9, 30, h, m);
const LONGITUDE = 121.5;

describe('getParkingRecords: parked at a marker', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 868_000_000_000_000);
  let main: FleetFixture;
  let serial: string;
  let token: string;

  beforeAll(async () => {
    app = await TestApp.start();
    const admin = await app.adminToken();
    main = await tenants.fleet(admin);
    [serial] = await tenants.devices(admin, 1, main.id);
    // Parks 20 minutes at 2 km north, drives on, parks 20 minutes at 5 km north, comes back and
    // is still parked at 2 km when the data ends.
    await new HistoryFeed(app).send(serial, [
      ...driving(T(9, 0), T(9, 5), 10 * SECOND, 0, 24),
      ...parked(T(9, 5), T(9, 25), MINUTE, 2_000),
      ...driving(T(9, 25), T(9, 30), 10 * SECOND, 2_000, 36),
      ...parked(T(9, 30), T(9, 50), MINUTE, 5_000),
      // Back south the way it came.
      ...driving(T(9, 50), T(9, 55), 10 * SECOND, 0, 36).map((f) => ({ ...f, north: 5_000 - f.north })),
      ...parked(T(9, 55), T(10, 20), MINUTE, 2_000),
    ]);
    token = await tenants.signIn(main);
    // Home 100 m north of the first stop: within the marker distance.
    await app.ok(
      'addMarker',
      {
        deviceSerialNumber: serial,
        alias: '住家',
        latitude: latitudeAt(2_100),
        longitude: LONGITUDE,
        targetType: 0,
        markerType: 0,
      },
      token,
    );
  });
  afterAll(() => app.stop());

  test("the device's status, through both doors: parked at Home while its stop goes on", async () => {
    const fleet = await tenants.signIn(main);
    const home = { id: expect.any(String), alias: '住家', targetType: 0, distanceMeters: 100 };
    const viaApi = await app.ok('getDevices', { deviceSerialNumbers: [serial] }, fleet);
    expect(viaApi.rows[0].parkedAtMarker).toEqual(home);
    const viaGraphql = await app.gql(
      `query ($serials: [String!]) { devices(filter: { deviceSerialNumbers: $serials }) {
        rows { parkedAtMarker { id alias targetType distanceMeters } } } }`,
      { serials: [serial] },
      fleet,
    );
    expect(viaGraphql.data.devices.rows[0].parkedAtMarker).toEqual(home);
  });

  describe.each(doorsOf(() => app))('through $name', (door) => {
    test('the stop within 150 m is at Home; the other at no marker', async () => {
      const { rows } = await ok(
        door,
        'getParkingRecords',
        { deviceSerialNumber: serial, startTime: µs(T(9)), endTime: µs(T(11)), overtimeSeconds: 60 },
        await tenants.signIn(main),
      );
      expect(rows).toHaveLength(3);
      expect(rows[0].marker).toEqual({
        id: expect.any(String),
        alias: '住家',
        targetType: 0,
        distanceMeters: 100,
      });
      expect(rows[1].marker).toBeNull();
      expect(rows[2].marker?.alias).toBe('住家');
    });
  });
});
