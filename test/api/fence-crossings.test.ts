import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { fixAt, RawTracker } from '../support/raw-tracker';
import { Tenants } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(60_000);

const ENV = { GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000' };
/** Fixes a drive sends: about 30 m apart along a north-east diagonal (raw-tracker's fixAt). */
const FIXES = 160;
const MINUTE = 60_000;

/** `fixAt(_, i)`'s place as the contract's `'lat,lng'`, moved by degrees. */
function pointAt(i: number, dLat = 0, dLng = 0): string {
  const { latitude, longitude } = fixAt(0, i);
  return `${(latitude + dLat).toFixed(6)},${(longitude + dLng).toFixed(6)}`;
}

/** A 200 m circle around the 40th fix, warning of entering and leaving. */
const circle = (deviceSerialNumber: string) => ({
  deviceSerialNumber,
  alias: 'Depot',
  fenceType: 1,
  coordinates: [pointAt(40), pointAt(40, 0.0018)],
  radius: 200,
  isEnterWarning: true,
  isExitWarning: true,
  targetType: 2,
});

/** A square of about 400 m around the 120th fix, warning of entering only. */
const HALF_SIDE = 0.002;
const square = (deviceSerialNumber: string) => ({
  deviceSerialNumber,
  alias: 'Yard',
  fenceType: 2,
  coordinates: [
    pointAt(120, -HALF_SIDE, -HALF_SIDE),
    pointAt(120, -HALF_SIDE, HALF_SIDE),
    pointAt(120, HALF_SIDE, HALF_SIDE),
    pointAt(120, HALF_SIDE, -HALF_SIDE),
  ],
  isEnterWarning: true,
  isExitWarning: false,
  targetType: 2,
});

/**
 * A vehicle drives in and out of a circle and a polygon added through either door after it
 * connected: the fences reach the running gateway through the event log, its positions cross them,
 * and the warnings are listed by getWarnings (docs/decisions/fence-crossings.md).
 */
describe('fence crossings through the gateway', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 869_000_000_000_000);

  beforeAll(async () => {
    app = await TestApp.start(ENV);
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('fences added through $name', (door: Door) => {
    it('warns of entering the circle, leaving it and entering the square, as the flags ask', async () => {
      const admin = await app.adminToken();
      const fleet = await tenants.fleet(admin);
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      const token = await tenants.signIn(fleet);
      const tracker = await RawTracker.login(app, serial);
      const ingest = app.deviceLink!.ingest;

      await ok(door, 'addFence', circle(serial), token);
      await ok(door, 'addFence', square(serial), token);
      await waitFor(() => ingest.fenceIdsOf(serial).length === 2, 'the gateway to hear of both fences');

      const start = app.clock.now() - 30 * MINUTE;
      for (let i = 0; i < FIXES; i += 1) tracker.position(fixAt(start, i), i + 2);
      await tracker.received(FIXES + 1, 'every position acknowledged');
      await tracker.close();
      const head = await app.platform.events.headPosition();
      if (head !== undefined) await app.platform.runner.waitFor(head);

      const page = await ok(door, 'getWarnings', { deviceSerialNumbers: [serial] }, token);
      // Newest first, each naming the fence it crossed.
      expect(page.rows.map((w: { kind: string; placeName: string }) => [w.kind, w.placeName])).toEqual([
        ['fence_enter', 'Yard'],
        ['fence_exit', 'Depot'],
        ['fence_enter', 'Depot'],
      ]);
      const [enteredYard, , enteredDepot] = page.rows;
      expect(enteredDepot).toMatchObject({ deviceSerialNumber: serial, source: 'alarm' });
      // Where and when the crossing fix was: within the circle, by the fix's own time.
      expect(enteredDepot.timestamp).toBeGreaterThanOrEqual(fixAt(start, 0).time.getTime() * 1000);
      expect(enteredYard.timestamp).toBeGreaterThan(enteredDepot.timestamp);
    });
  });
});
