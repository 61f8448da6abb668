import { streams } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { Collection, ReadModelWriter } from '@gps/read-store';
import { Collections, statisticsProjection, type Projection } from '@gps/projections';
import {
  MINUTE,
  SECOND,
  deviceAllocated,
  positionRecorded,
  positionRejected,
  warningRaised,
  wentOffline,
} from './support/directory-harness';
import {
  StatisticsHarness,
  offlineEnded,
  overspeedEnded,
  overspeedStarted,
} from './support/statistics-harness';

/**
 * The statistics rollups given events, then their rows: local days and hours of the platform's
 * zone (Asia/Taipei, UTC+8, unless a test says otherwise), the scopes each event counts for, and
 * the fleet of when it happened (docs/decisions/statistics.md, "What the rollups count").
 */

const SERIAL = '358899051234567';
const HOUR = 60 * MINUTE;
/** Epoch ms of a wall time in Taipei (UTC+8, no summer time). */
const taipei = (day: number, hour: number, minute = 0, second = 0) =>
  Date.UTC(2024, 5, day, hour - 8, minute, second);
/** A position whose fix was taken at `fixTime`, received `delay` later, adding `meters`. */
const moved = (fixTime: number, meters: number, delay = 2 * SECOND) =>
  positionRecorded(fixTime + delay, { fixTime, distanceMeters: meters, speed: 40 });

let h: StatisticsHarness;
afterEach(() => h.stop());

/** Allocations as the device decider records them, on the device's own stream. */
async function allocate(fleetId: string | null, parentFleetId: string | null, at: number, previous = null) {
  await h.append(streams.device(SERIAL), [deviceAllocated(fleetId, previous, parentFleetId, at)]);
}

describe('mileage', () => {
  beforeEach(async () => {
    h = await StatisticsHarness.start();
    await allocate('north', null, taipei(1, 7));
  });

  it('counts across local midnight on the two days, each distance in the hour of its fix', async () => {
    await h.telemetry(SERIAL, [
      moved(taipei(1, 23, 40), 120.5),
      moved(taipei(1, 23, 59, 50), 80),
      moved(taipei(2, 0, 0, 10), 90),
      moved(taipei(2, 0, 30), 60.3),
    ]);

    for (const [scope, id] of [
      ['device', SERIAL],
      ['fleet', 'north'],
      ['platform', 'platform'],
    ] as const) {
      const before = await h.mustRow(scope, id, '20240601');
      const after = await h.mustRow(scope, id, '20240602');
      expect([before.mileageDm, before.hourly.mileageDm]).toEqual([2005, { h23: 2005 }]);
      expect([after.mileageDm, after.hourly.mileageDm]).toEqual([1503, { h0: 1503 }]);
    }
    // 23:40 to 00:30 Taipei is 15:40 to 16:30 UTC of one UTC day: the days are the zone's.
    expect(await h.rowIds()).toEqual([
      'device:358899051234567:20240601',
      'device:358899051234567:20240602',
      'fleet:north:20240601',
      'fleet:north:20240602',
      'platform:platform:20240601',
      'platform:platform:20240602',
    ]);
    const row = await h.mustRow('device', SERIAL, '20240601');
    expect(row).toMatchObject({ scope: 'device', scopeId: SERIAL, day: '20240601', warnings: 0 });
  });

  it('keeps the sums in whole decimetres, as the odometer gives each distance, so they are exact', async () => {
    await h.telemetry(SERIAL, [
      moved(taipei(1, 9), 0.1),
      moved(taipei(1, 9, 1), 0.2),
      moved(taipei(1, 9, 2), 1.1),
    ]);
    const row = await h.mustRow('fleet', 'north', '20240601');
    expect([row.mileageDm, row.hourly.mileageDm]).toEqual([14, { h9: 14 }]);
  });

  it('writes nothing for a filtered jump (distance 0) nor a rejected position', async () => {
    await h.telemetry(SERIAL, [
      moved(taipei(1, 9), 0),
      positionRecorded(taipei(1, 9, 1), { fixTime: taipei(1, 9, 1), distanceMeters: 0, speed: 900 }),
      positionRejected(taipei(1, 9, 2), 'impossible_jump'),
    ]);
    expect(await h.rowIds()).toEqual([]);
  });

  it('counts a buffered position uploaded hours later on its fix day, for the fleet of its fix time', async () => {
    // In north until 08:00 on the 2nd, then in south: at 09:00 the tracker uploads last night's buffer.
    await allocate('south', null, taipei(2, 8), null);
    await h.telemetry(SERIAL, [
      moved(taipei(1, 22, 15), 500, 11 * HOUR),
      moved(taipei(2, 8, 30), 40, 30 * MINUTE),
    ]);

    const late = await h.mustRow('fleet', 'north', '20240601');
    expect([late.mileageDm, late.hourly.mileageDm]).toEqual([5000, { h22: 5000 }]);
    expect((await h.mustRow('device', SERIAL, '20240601')).mileageDm).toBe(5000);
    expect(await h.row('fleet', 'south', '20240601')).toBeUndefined();
    expect(await h.row('fleet', 'north', '20240602')).toBeUndefined();
    expect((await h.mustRow('fleet', 'south', '20240602')).mileageDm).toBe(400);
  });
});

describe('a device moved between fleets', () => {
  beforeEach(async () => {
    h = await StatisticsHarness.start();
  });

  it('leaves yesterday with the old fleet and counts today for the new; a parent counts its sub-fleet', async () => {
    await allocate('northsub', 'north', taipei(1, 6));
    await h.telemetry(SERIAL, [moved(taipei(1, 10), 1000), moved(taipei(2, 9), 300)]);
    // Moved at 10:00 on the 2nd to another main fleet.
    await allocate('south', null, taipei(2, 10));
    await h.telemetry(SERIAL, [moved(taipei(2, 11), 700), moved(taipei(3, 9), 200)]);

    const mileage = async (fleet: string, day: string) => (await h.row('fleet', fleet, day))?.mileageDm;
    expect([await mileage('northsub', '20240601'), await mileage('north', '20240601')]).toEqual([
      10_000, 10_000,
    ]);
    expect([await mileage('northsub', '20240602'), await mileage('north', '20240602')]).toEqual([3000, 3000]);
    expect([await mileage('south', '20240601'), await mileage('south', '20240602')]).toEqual([
      undefined,
      7000,
    ]);
    expect([await mileage('northsub', '20240603'), await mileage('south', '20240603')]).toEqual([
      undefined,
      2000,
    ]);
    expect((await h.mustRow('device', SERIAL, '20240602')).mileageDm).toBe(10_000);
    expect((await h.mustRow('platform', 'platform', '20240602')).mileageDm).toBe(10_000);
  });

  it('counts each position of one batch for the fleet of its time when the batch also moves the device', async () => {
    await allocate('north', null, taipei(1, 6));
    await h.pause();
    const at = (hour: number) => streams.telemetry(SERIAL, taipei(1, hour));
    await h.append(at(10), [moved(taipei(1, 10), 100)], false);
    await h.append(streams.device(SERIAL), [deviceAllocated('south', 'north', null, taipei(1, 12))], false);
    await h.append(at(13), [moved(taipei(1, 13), 50), moved(taipei(1, 11), 7, 2 * HOUR)], false);
    const last = await h.append(at(14), [moved(taipei(1, 14), 3)], false);
    await h.restart();
    await h.waitFor(last);

    expect((await h.mustRow('fleet', 'north', '20240601')).mileageDm).toBe(1070);
    expect((await h.mustRow('fleet', 'south', '20240601')).mileageDm).toBe(530);
  });

  it('adds a position to its four rows inside the store, reading and writing none of them whole', async () => {
    await allocate('northsub', 'north', taipei(1, 8));
    await h.telemetry(SERIAL, [moved(taipei(1, 9), 10)]);
    const fixTime = taipei(1, 10);
    const { type, data } = moved(fixTime, 25.5);
    const event: RecordedEvent = {
      id: 'e',
      streamId: streams.telemetry(SERIAL, fixTime),
      type,
      data: { ...data },
      metadata: {},
      revision: 1,
      position: 1_000n,
      recordedAt: new Date(fixTime).toISOString(),
    };
    const calls: string[] = [];
    await h.read.unitOfWork(null, async (w) => {
      const recording: ReadModelWriter = new Proxy(w, {
        get(target, method: keyof ReadModelWriter) {
          return (collection: Collection, ...rest: unknown[]) => {
            if (collection === Collections.statisticsDays) calls.push(method);
            return (target[method] as (...args: unknown[]) => unknown).call(target, collection, ...rest);
          };
        },
      });
      await statisticsProjection({ timeZone: 'Asia/Taipei' }).apply(event, recording);
    });
    expect(calls).toEqual(['increment', 'increment', 'increment', 'increment']);
    const row = await h.mustRow('fleet', 'north', '20240601');
    expect([row.mileageDm, row.hourly.mileageDm]).toEqual([355, { h9: 100, h10: 255 }]);
  });

  it('counts an unallocated device for itself and the platform only', async () => {
    await allocate('north', null, taipei(1, 6));
    await allocate(null, null, taipei(1, 8));
    await h.telemetry(SERIAL, [moved(taipei(1, 5), 10), moved(taipei(1, 7), 20), moved(taipei(1, 9), 40)]);

    expect((await h.mustRow('fleet', 'north', '20240601')).mileageDm).toBe(200);
    expect((await h.mustRow('device', SERIAL, '20240601')).mileageDm).toBe(700);
    expect((await h.mustRow('platform', 'platform', '20240601')).mileageDm).toBe(700);
  });
});

describe('warnings and episodes', () => {
  beforeEach(async () => {
    h = await StatisticsHarness.start();
    await allocate('northsub', 'north', taipei(1, 6));
  });

  it('counts warnings by kind at when they happened', async () => {
    await h.telemetry(SERIAL, [
      warningRaised(SERIAL, taipei(1, 9, 5), 'sos', 'alarm'),
      warningRaised(SERIAL, taipei(1, 9, 50), 'sos', 'alarm'),
      // A buffered fix's warning, uploaded after midnight, happened on the 1st at 21:30.
      warningRaised(SERIAL, taipei(2, 1), 'power_cut', 'status', {
        latitude: 25,
        longitude: 121,
        occurredAt: taipei(1, 21, 30),
      }),
    ]);

    for (const [scope, id] of [
      ['device', SERIAL],
      ['fleet', 'northsub'],
      ['fleet', 'north'],
      ['platform', 'platform'],
    ] as const) {
      const row = await h.mustRow(scope, id, '20240601');
      expect([row.warnings, row.warningsByKind, row.hourly.warnings]).toEqual([
        3,
        { sos: 2, power_cut: 1 },
        { h9: 2, h21: 1 },
      ]);
    }
    expect(await h.row('device', SERIAL, '20240602')).toBeUndefined();
  });

  it('counts an overspeed episode across midnight once, on the day and hour it began', async () => {
    const began = taipei(1, 23, 50);
    await h.telemetry(SERIAL, [
      overspeedStarted(began + 30 * SECOND, began),
      overspeedEnded(taipei(2, 0, 10), began, taipei(2, 0, 9, 58), 97),
    ]);

    const row = await h.mustRow('fleet', 'north', '20240601');
    expect({
      overspeeds: row.overspeeds,
      overspeedMs: row.overspeedMs,
      overspeedPeakKmh: row.overspeedPeakKmh,
      hourly: [row.hourly.overspeeds, row.hourly.overspeedMs],
      peakByHour: row.hourlyOverspeedPeakKmh,
    }).toEqual({
      overspeeds: 1,
      overspeedMs: 19 * MINUTE + 58 * SECOND,
      overspeedPeakKmh: 97,
      hourly: [{ h23: 1 }, { h23: 19 * MINUTE + 58 * SECOND }],
      peakByHour: { h23: 97 },
    });
    expect(await h.row('fleet', 'north', '20240602')).toBeUndefined();
    expect(await h.row('device', SERIAL, '20240602')).toBeUndefined();
  });

  it('counts an offline episode when it began and adds its duration there when it ends', async () => {
    const went = taipei(1, 10, 15);
    await h.telemetry(SERIAL, [wentOffline(went, went - 20 * MINUTE)]);
    const begun = await h.mustRow('device', SERIAL, '20240601');
    expect([begun.offlines, begun.offlineMs, begun.hourly.offlines]).toEqual([1, 0, { h10: 1 }]);

    await h.telemetry(SERIAL, [offlineEnded(taipei(2, 14), went, went - 20 * MINUTE)]);
    for (const [scope, id] of [
      ['device', SERIAL],
      ['fleet', 'northsub'],
      ['fleet', 'north'],
      ['platform', 'platform'],
    ] as const) {
      const row = await h.mustRow(scope, id, '20240601');
      expect([row.offlines, row.offlineMs, row.hourly.offlineMs]).toEqual([
        1,
        27 * HOUR + 45 * MINUTE,
        { h10: 27 * HOUR + 45 * MINUTE },
      ]);
    }
    expect(await h.row('device', SERIAL, '20240602')).toBeUndefined();
  });
});

describe('the time zone', () => {
  it('gives the days and hours of the configured zone (UTC here)', async () => {
    h = await StatisticsHarness.start('UTC');
    // 03:30 in Taipei on the 2nd is 19:30 UTC on the 1st.
    await h.telemetry(SERIAL, [moved(taipei(2, 3, 30), 250)]);
    const row = await h.mustRow('device', SERIAL, '20240601');
    expect([row.mileageDm, row.hourly.mileageDm]).toEqual([2500, { h19: 2500 }]);
    expect(await h.row('device', SERIAL, '20240602')).toBeUndefined();
  });
});

describe('a replayed event', () => {
  /** The projection, failing once at the event whose distance is `failAt`, like a crash midway. */
  function failingOnce(projection: Projection, failAt: number): Projection {
    let failed = false;
    return {
      ...projection,
      async apply(event, w) {
        await projection.apply(event, w);
        if (!failed && event.data.distanceMeters === failAt) {
          failed = true;
          throw new Error('crash in the middle of a batch');
        }
      },
    };
  }

  it('is counted once when a batch fails midway and is applied again from the checkpoint', async () => {
    const projection = statisticsProjection({ timeZone: 'Asia/Taipei' });
    h = await StatisticsHarness.start('Asia/Taipei', failingOnce(projection, 20));
    await allocate('north', null, taipei(1, 6));
    await h.pause();
    // One batch moves the device to south at 12:00 and records three positions; it fails at the second.
    await h.append(streams.device(SERIAL), [deviceAllocated('south', 'north', null, taipei(1, 12))], false);
    const at = taipei(1, 10);
    const position = await h.append(
      streams.telemetry(SERIAL, at),
      [moved(at, 10), moved(taipei(1, 13), 20), moved(taipei(1, 14), 30)],
      false,
    );
    await h.restart();
    await expect(h.waitFor(position)).rejects.toThrow('crash in the middle of a batch');
    expect(await h.rowIds()).toEqual([]);

    // The same projection object goes on from the checkpoint, as after a restart.
    await h.restart(projection);
    await h.waitFor(position);
    expect((await h.mustRow('device', SERIAL, '20240601')).mileageDm).toBe(600);
    expect((await h.mustRow('fleet', 'north', '20240601')).mileageDm).toBe(100);
    expect((await h.mustRow('fleet', 'south', '20240601')).mileageDm).toBe(500);
    const live = await h.dump();
    await h.rebuild();
    expect(await h.dump()).toBe(live);
  });

  it('is counted once across a restart, and a rebuild gives the same rows', async () => {
    h = await StatisticsHarness.start();
    await allocate('north', null, taipei(1, 6));
    await h.telemetry(SERIAL, [
      moved(taipei(1, 12), 10),
      warningRaised(SERIAL, taipei(1, 12, 5), 'sos', 'alarm'),
    ]);
    await h.restart();
    await h.telemetry(SERIAL, [moved(taipei(1, 13), 5)]);
    const row = await h.mustRow('fleet', 'north', '20240601');
    expect([row.mileageDm, row.warnings]).toEqual([150, 1]);

    const live = await h.dump();
    await h.rebuild();
    expect(await h.dump()).toBe(live);
  });
});
