import type { DeviceMessage } from '@gps/protocols';
import type { TelemetryIngest } from '../src/ingest';
import {
  DAY,
  DAY1,
  dayStream,
  drivingAt,
  ingestOn,
  MINUTE,
  ObservedStore,
  SECOND,
  SERIAL,
  snapshotStream,
  streamFacts,
  tempStore,
  type TempStore,
} from './ingest-support';

type Step = [DeviceMessage, number];

/** A device driving north, 100 m per fix, each fix received when taken. */
function drive(startAt: number, fromMeters: number, count: number, everyMs = 10 * SECOND): Step[] {
  return Array.from({ length: count }, (_, i) => {
    const at = startAt + i * everyMs;
    return [drivingAt(at, fromMeters + i * 100), at];
  });
}

async function play(ingest: TelemetryIngest, steps: Step[]): Promise<void> {
  for (const [message, at] of steps) await ingest.record(SERIAL, message, at);
}

describe('TelemetryIngest: days, snapshots and cold starts', () => {
  let a: TempStore;
  let b: TempStore;

  beforeEach(() => {
    a = tempStore();
    b = tempStore();
  });
  afterEach(async () => {
    await a.close();
    await b.close();
  });

  /** The same steps through one uninterrupted ingest, for comparison. */
  async function reference(steps: Step[]): Promise<void> {
    await play(ingestOn(a.store), steps);
  }

  async function sameDays(days: number[]): Promise<void> {
    for (const day of days) {
      expect(await streamFacts(b.store, dayStream(day))).toEqual(await streamFacts(a.store, dayStream(day)));
    }
  }

  const odometers = async (store: TempStore, day: number) =>
    (await store.store.readStream(dayStream(day)))
      .filter((e) => e.type === 'PositionRecorded')
      .map((e) => e.data.odometerMeters);

  it('carries the odometer over midnight into a new day stream and writes its snapshot', async () => {
    const ingest = ingestOn(b.store);
    const late = DAY1 + DAY - 10 * MINUTE;
    await play(ingest, drive(late, 0, 3, 4 * MINUTE)); // 23:50, 23:54, 23:58
    await play(ingest, drive(DAY1 + DAY + 30 * SECOND, 300, 2, MINUTE)); // 00:00:30, 00:01:30

    const day2 = await b.store.readStream(dayStream(DAY1 + DAY));
    expect(day2[0]).toMatchObject({
      type: 'TelemetryDayOpened',
      data: { day: '20260502', carried: { odometerMeters: 200, online: true } },
    });
    expect(await odometers(b, DAY1)).toEqual([0, 100, 200]);
    expect(await odometers(b, DAY1 + DAY)).toEqual([300, 400]);
    const snapshots = await b.store.readStream(snapshotStream());
    expect(
      snapshots.map((e) => [e.data.day, (e.data.snapshot as { odometerMeters: number }).odometerMeters]),
    ).toEqual([
      ['20260501', 0],
      ['20260502', 200],
    ]);
    expect(ingest.metrics()).toMatchObject({ dayRollovers: 1, coldLoads: 1, snapshotsTaken: 2 });
  });

  it('continues exactly after a restart on the same day', async () => {
    const steps = drive(DAY1 + 8 * 60 * MINUTE, 0, 12);
    await reference(steps);

    await play(ingestOn(b.store), steps.slice(0, 7));
    const restarted = ingestOn(b.store);
    await play(restarted, steps.slice(7));

    await sameDays([DAY1]);
    expect(await odometers(b, DAY1)).toEqual(steps.map((_, i) => i * 100));
    expect(restarted.metrics()).toMatchObject({ coldLoads: 1, snapshotsTaken: 0 });
  });

  it('continues exactly after days of silence, reading one snapshot and one day', async () => {
    const day1 = drive(DAY1 + 8 * 60 * MINUTE, 0, 10);
    const day5 = drive(DAY1 + 4 * DAY + 9 * 60 * MINUTE, 1000, 5);
    await reference([...day1, ...day5]);

    await play(ingestOn(b.store), day1);
    const observed = new ObservedStore(b.store);
    const restarted = ingestOn(observed);
    await play(restarted, day5);

    await sameDays([DAY1, DAY1 + 4 * DAY]);
    expect(await odometers(b, DAY1 + 4 * DAY)).toEqual([1000, 1100, 1200, 1300, 1400]);
    expect(await streamFacts(b.store, snapshotStream())).toEqual(
      await streamFacts(a.store, snapshotStream()),
    );
    // Bounded: today (empty), the snapshot stream's last entry, the one day it names. Nothing else.
    expect(observed.reads).toEqual([
      { streamId: dayStream(DAY1 + 4 * DAY) },
      { streamId: snapshotStream(), fromRevision: 0, limit: 1 },
      { streamId: dayStream(DAY1) },
    ]);
  });

  it('starts a device never seen before from an empty snapshot', async () => {
    const observed = new ObservedStore(b.store);
    await play(ingestOn(observed), drive(DAY1, 0, 1));
    expect(observed.reads).toEqual([{ streamId: dayStream(DAY1) }]);
    expect(observed.revisionQueries).toEqual([snapshotStream()]);
    expect((await b.store.readStream(dayStream(DAY1)))[0].data).toMatchObject({
      carried: { odometerMeters: 0, lastPosition: null, online: false },
    });
  });

  it("folds yesterday from the store when another writer added to it after this cache's last look", async () => {
    const steps = [
      ...drive(DAY1 + DAY - 5 * MINUTE, 0, 4, MINUTE),
      ...drive(DAY1 + DAY + MINUTE, 400, 2, MINUTE),
    ];
    await reference(steps);

    const first = ingestOn(b.store);
    await play(first, steps.slice(0, 3));
    await play(ingestOn(b.reopen()), steps.slice(3, 4)); // another process, same day
    await play(first, steps.slice(4));

    await sameDays([DAY1, DAY1 + DAY]);
    expect((await b.store.readStream(dayStream(DAY1 + DAY)))[0].data).toMatchObject({
      carried: { odometerMeters: 300 },
    });
    expect(first.metrics()).toMatchObject({ dayRollovers: 0, coldLoads: 2 });
  });

  it('survives a crash between the snapshot entry and the day append: the entry carries the state', async () => {
    const day1 = drive(DAY1 + 8 * 60 * MINUTE, 0, 3);
    const day2 = drive(DAY1 + DAY + 8 * 60 * MINUTE, 300, 1);
    const day3 = drive(DAY1 + 2 * DAY + 8 * 60 * MINUTE, 300, 2);
    await reference([...day1, ...day3]);

    const observed = new ObservedStore(b.store);
    const crashing = ingestOn(observed);
    await play(crashing, day1);
    observed.failAppend = (streamId) => (streamId === dayStream(DAY1 + DAY) ? 'before' : undefined);
    await expect(play(crashing, day2)).rejects.toThrow('disk I/O error');
    const names = async () => (await b.store.readStream(snapshotStream())).map((e) => e.data.day);
    expect(await names()).toEqual(['20260501', '20260502']);
    expect(await b.store.streamRevision(dayStream(DAY1 + DAY))).toBe('no_stream');

    await play(ingestOn(b.store), day3);
    await sameDays([DAY1, DAY1 + 2 * DAY]);
    expect(await odometers(b, DAY1 + 2 * DAY)).toEqual([300, 400]);
  });

  it('does not index a day twice when the first append of the day is retried', async () => {
    const observed = new ObservedStore(b.store);
    const ingest = ingestOn(observed);
    const [[message, at]] = drive(DAY1, 0, 1);
    observed.failAppend = (streamId) => (streamId === dayStream(DAY1) ? 'before' : undefined);
    await expect(ingest.record(SERIAL, message, at)).rejects.toThrow();
    observed.failAppend = undefined;
    await ingest.record(SERIAL, message, at);
    expect(await b.store.readStream(snapshotStream())).toHaveLength(1);
    expect((await b.store.readStream(dayStream(DAY1))).map((e) => e.type)).toEqual([
      'TelemetryDayOpened',
      'DeviceCameOnline',
      'PositionRecorded',
      'VehicleStatusChanged',
    ]);
  });

  it('records a packet received before midnight but handled after the next day opened on the new day', async () => {
    const ingest = ingestOn(b.store);
    const midnight = DAY1 + DAY;
    await ingest.record(SERIAL, drivingAt(midnight - MINUTE, 0), midnight - MINUTE);
    await ingest.record(SERIAL, drivingAt(midnight + SECOND, 100), midnight + SECOND);
    await ingest.record(SERIAL, drivingAt(midnight - 1, 50), midnight - 1);
    const day2 = await b.store.readStream(dayStream(midnight));
    expect(day2.filter((e) => e.type === 'PositionRecorded').map((e) => [e.data.fixTime, e.data.at])).toEqual(
      [
        [midnight + SECOND, midnight + SECOND],
        [midnight - 1, midnight],
      ],
    );
    expect(await b.store.streamRevision(dayStream(DAY1))).toBe(3);
  });
});
