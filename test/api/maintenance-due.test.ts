import { TestApp } from '../support/app-harness';
import { HistoryFeed, MINUTE, SECOND, driving } from '../support/history-drive';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(120_000);

/**
 * Maintenance falling due (docs/decisions/mileage-maintenance.md): by km as positions arrive
 * through the real telemetry ingest, and by date on the platform's clock (the sweep); one warning
 * of kind maintenance per due point, a new one after the service, none twice across a restart.
 */

const KMH = 60;
/** At 60 km/h a fix every 10 s is 1/6 km down the road. */
const EVERY = 10 * SECOND;
const METERS_PER_FIX = 1000 / 6;

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 870_000_000_000_000);
let fleet: FleetFixture;
let token: string;
let kmDevice: string;
let dateDevice: string;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  fleet = await tenants.fleet(admin);
  [kmDevice, dateDevice] = await tenants.devices(admin, 2, fleet.id);
  token = await tenants.signIn(fleet);
});
afterAll(() => app.stop());

/**
 * Waits until the watch has heard everything in the log and decided what it heard, and the read
 * models have the outcome; again while that wrote more.
 */
async function settled(): Promise<void> {
  for (;;) {
    const head = await app.platform.events.headPosition();
    if (head === undefined) return;
    while ((app.platform.maintenanceWatch.heardPosition ?? -1n) < head) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await app.platform.maintenanceWatch.settled();
    if ((await app.platform.events.headPosition()) === head) break;
  }
  const head = await app.platform.events.headPosition();
  if (head !== undefined) await app.platform.runner.waitFor(head);
}

/** Signed in afresh: the clock moves past the session's idle time. */
const maintenanceWarnings = async (serial: string) => {
  token = await tenants.signIn(fleet);
  const listed = await app.ok<{ rows: { id: string; kind: string; placeName: string | null }[] }>(
    'getWarnings',
    { deviceSerialNumbers: [serial], kinds: ['maintenance'] },
    token,
  );
  return listed.rows;
};

let driven = 0;
/** Drives the km device `km` further north, one fix every 10 s from now, the clock following. */
async function drive(feed: HistoryFeed, km: number): Promise<void> {
  const start = app.clock.now();
  const fixes = driving(start, start + (km * 1000 * EVERY) / METERS_PER_FIX, EVERY, driven, KMH);
  app.clock.advance(fixes.length * EVERY);
  await feed.send(kmDevice, fixes);
  driven += km * 1000;
  await settled();
}

describe('maintenance due', () => {
  test('by km: one warning when the odometer passes the point, none on; after the service, the next', async () => {
    const feed = new HistoryFeed(app);
    const oil = await app.ok(
      'addMileageMaintance',
      {
        deviceSerialNumber: kmDevice,
        name: 'Engine oil',
        intervalKm: 2,
        lastServiceOdometerKm: 0,
        lastServiceDate: '2026-11-01',
      },
      token,
    );
    await drive(feed, 1.5);
    expect(await maintenanceWarnings(kmDevice)).toEqual([]);
    await drive(feed, 1.5);
    const [first] = await maintenanceWarnings(kmDevice);
    expect(first).toMatchObject({ kind: 'maintenance', placeName: 'Engine oil' });
    await drive(feed, 1.5);
    expect(await maintenanceWarnings(kmDevice)).toHaveLength(1);
    const [listed] = (await app.ok('getMileageMaintances', { deviceSerialNumber: kmDevice }, token)).rows;
    expect(listed).toMatchObject({ due: true, dueBy: ['km'], nextDueOdometerKm: 2 });
    expect(listed.odometerKm).toBeGreaterThan(4);

    // The service at the odometer now (whole km): due again 2 km on.
    const serviced = await app.ok(
      'recordMileageMaintanceService',
      { deviceSerialNumber: kmDevice, id: oil.id },
      token,
    );
    expect(serviced).toMatchObject({
      lastServiceOdometerKm: Math.floor(listed.odometerKm),
      due: false,
      nextDueOdometerKm: Math.floor(listed.odometerKm) + 2,
    });
    await settled();
    expect(await maintenanceWarnings(kmDevice)).toHaveLength(1);
    await drive(feed, 2.5);
    const warnings = await maintenanceWarnings(kmDevice);
    expect(warnings).toHaveLength(2);
    expect(new Set(warnings.map((w) => w.id)).size).toBe(2);
  });

  test('by date: due from the start of its local day in Taipei, on the sweep; an edit moves the point', async () => {
    token = await tenants.signIn(fleet);
    const tyres = await app.ok(
      'addMileageMaintance',
      {
        deviceSerialNumber: dateDevice,
        name: 'Tyres',
        intervalDays: 3,
        lastServiceOdometerKm: 0,
        lastServiceDate: '2026-11-01',
      },
      token,
    );
    expect(tyres.nextDueDate).toBe('2026-11-04');
    // 2026-11-04 00:00 in Taipei is 2026-11-03 16:00 UTC.
    const midnight = Date.UTC(2026, 10, 3, 16, 0, 0);
    app.clock.advance(midnight - SECOND - app.clock.now());
    await app.platform.maintenanceWatch.sweep();
    await settled();
    expect(await maintenanceWarnings(dateDevice)).toEqual([]);
    app.clock.advance(SECOND);
    await app.platform.maintenanceWatch.sweep();
    await settled();
    expect(await maintenanceWarnings(dateDevice)).toMatchObject([
      { kind: 'maintenance', placeName: 'Tyres' },
    ]);
    await app.platform.maintenanceWatch.sweep();
    await settled();
    expect(await maintenanceWarnings(dateDevice)).toHaveLength(1);

    // A longer interval is a new due point: nothing until it comes, then its own warning.
    token = await tenants.signIn(fleet);
    await app.ok(
      'editMileageMaintance',
      {
        deviceSerialNumber: dateDevice,
        id: tyres.id,
        name: 'Tyres',
        intervalDays: 5,
        lastServiceOdometerKm: 0,
        lastServiceDate: '2026-11-01',
      },
      token,
    );
    await app.platform.maintenanceWatch.sweep();
    await settled();
    expect(await maintenanceWarnings(dateDevice)).toHaveLength(1);
    app.clock.advance(2 * 24 * 60 * MINUTE);
    await app.platform.maintenanceWatch.sweep();
    await settled();
    expect(await maintenanceWarnings(dateDevice)).toHaveLength(2);
  });

  test('a restart raises nothing twice: the sweep and more positions find every due point warned', async () => {
    const before = [await maintenanceWarnings(kmDevice), await maintenanceWarnings(dateDevice)];
    await app.shutdown();
    await app.boot();
    token = await tenants.signIn(fleet);
    await app.platform.maintenanceWatch.sweep();
    await settled();
    await drive(new HistoryFeed(app), 0.5);
    expect([await maintenanceWarnings(kmDevice), await maintenanceWarnings(dateDevice)]).toEqual(before);
  });

  test.each(doorsOf(() => app))('the warnings page lists them through $name', async (door) => {
    token = await tenants.signIn(fleet);
    const listed = await ok(
      door,
      'getWarnings',
      { deviceSerialNumbers: [kmDevice], kinds: ['maintenance'] },
      token,
    );
    expect(listed.rows.map((w: { kind: string; placeName: string }) => [w.kind, w.placeName])).toEqual([
      ['maintenance', 'Engine oil'],
      ['maintenance', 'Engine oil'],
    ]);
  });
});
