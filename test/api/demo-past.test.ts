import { demoPast } from '../../apps/api/src/demo/demo-past';
import { sendPast } from '../../apps/api/src/demo/send-past';
import { createLogger } from '../../apps/api/src/infrastructure/logger';
import { TestApp } from '../support/app-harness';
import { Tenants } from '../support/tenants';

jest.setTimeout(120_000);

const ENV = { GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000' };
const TAIPEI = { latitude: 25.04, longitude: 121.56 };
/** Nothing answers a command here: none is queued for these devices. */
const NO_COMMANDS = { applyCommand: () => ({ ok: false as const, reply: '' }) };

/**
 * The demo's past (apps/api/src/demo/demo-past.ts) through the real gateway: every fix of a day
 * uploaded now passes the filters, and the decider records the day's stops, trips, overspeed
 * episode and alarm from them.
 */
describe("the demo's past through the gateway", () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 868_000_000_000_000);

  beforeAll(async () => {
    app = await TestApp.start(ENV);
  });
  afterAll(() => app.stop());

  it('records every fix, four stops and trips a vehicle, one overspeed episode where a limit is set, and the SOS', async () => {
    const admin = await app.adminToken();
    const [truck, car] = await tenants.devices(admin, 2);
    await app.ok('editDevice', { deviceSerialNumber: truck, speedLimitKmh: 80 }, admin);
    const now = app.clock.now();
    const pasts = [truck, car].map((serial, i) => ({
      serial,
      target: NO_COMMANDS as never,
      reports: demoPast({ home: TAIPEI, now, bearing: 90 * i, sos: i === 0, cellId: 1_000 + i }),
    }));
    const total = pasts.reduce((n, p) => n + p.reports.length, 0);
    const port = app.deviceLink!.gateway.ports.gt06 as number;
    expect(await sendPast(pasts, { host: '127.0.0.1', gt06Port: port }, createLogger('silent'), 60_000)).toBe(
      total,
    );

    const events = await app.platform.events.readAll({ limit: 1_000_000 });
    const count = (serial: string, type: string) =>
      events.filter((e) => e.streamId.includes(serial) && e.type === type).length;
    const data = (serial: string, type: string) =>
      events.filter((e) => e.streamId.includes(serial) && e.type === type).map((e) => e.data as any);
    for (const [i, serial] of [truck, car].entries()) {
      const fixes = pasts[i].reports.filter((r) => r.type === 'position').length;
      expect(count(serial, 'PositionRejected')).toBe(0);
      expect(count(serial, 'PositionRecorded')).toBeGreaterThanOrEqual(fixes);
      // Home overnight, work, lunch, work again, home: four stops ended and four trips.
      expect(count(serial, 'StopEnded')).toBe(4);
      expect(count(serial, 'TripEnded')).toBe(4);
      expect(count(serial, 'StopStarted')).toBe(5);
      const stops = data(serial, 'StopEnded');
      expect(stops.filter((s) => s.overtime)).toHaveLength(3);
      expect(stops.filter((s) => !s.overtime)).toHaveLength(1);
    }
    // The truck's 80 km/h is below the highway stretch, twice a day; the car's 110 (the platform's) is not.
    expect(data(truck, 'OverspeedStarted').map((e) => e.limitKmh)).toEqual([80, 80]);
    expect(count(truck, 'OverspeedEnded')).toBe(2);
    expect(count(car, 'OverspeedStarted')).toBe(0);
    // Warnings are keyed by receipt time and kind, so two episodes recorded in one burst share one
    // warning (see the report of branch i11-overspeed); the day has an overspeed warning and the SOS.
    expect(new Set(data(truck, 'WarningRaised').map((w) => w.kind))).toEqual(new Set(['overspeed', 'sos']));
    expect(data(car, 'WarningRaised')).toEqual([]);
  });
});
