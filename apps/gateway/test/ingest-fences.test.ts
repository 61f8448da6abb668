import { randomUUID } from 'node:crypto';
import { FenceType, PlaceTarget } from '@gps/codes';
import { streams, type Fence } from '@gps/domain';
import type { EventStore, ReadStreamOptions, RecordedEvent } from '@gps/event-store';
import type { TelemetryIngest } from '../src/ingest';
import {
  DAY1,
  dayStream,
  drivingAt,
  ingestOn,
  ManualClock,
  north,
  ObservedStore,
  provision,
  SECOND,
  SERIAL,
  tempStore,
  type TempStore,
} from './ingest-support';

/** A 300 m circle centred 2 km north of the track's start (which drives north along 121.5°). */
function depot(overrides: Partial<Fence> = {}): Fence {
  return {
    fenceId: 'fence-depot',
    alias: 'Depot',
    fenceType: FenceType.CIRCLE,
    coordinates: [
      { latitude: north(2_000), longitude: 121.5 },
      { latitude: north(2_300), longitude: 121.5 },
    ],
    radiusMeters: 300,
    enterWarning: true,
    exitWarning: true,
    remark: null,
    targetType: PlaceTarget.CUSTOM,
    ...overrides,
  };
}

async function addFence(store: EventStore, fence: Fence): Promise<void> {
  await store.append(
    streams.places(SERIAL),
    [{ id: randomUUID(), type: 'FenceAdded', data: { serialNumber: SERIAL, fence, at: DAY1 } }],
    'any',
  );
}

/** A store whose reads of the device's places wait until `release` is called. */
class SlowPlacesStore extends ObservedStore {
  release: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));

  override async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    if (streamId === streams.places(SERIAL)) await this.gate;
    return super.readStream(streamId, options);
  }
}

describe('TelemetryIngest: fence crossings with the fences of each device', () => {
  let t: TempStore;
  let clock: ManualClock;
  let fixTime: number;
  let meters: number;

  beforeEach(async () => {
    t = tempStore();
    clock = new ManualClock(DAY1 + 8 * 3600 * SECOND);
    fixTime = clock.now;
    meters = 0;
    await provision(t.store, SERIAL);
  });
  afterEach(() => t.close());

  /** Drives `distance` metres north, a fix every 100 m; answers the crossings and warnings recorded. */
  async function drive(ingest: TelemetryIngest, distance: number): Promise<string[]> {
    const before = (await t.store.readStream(dayStream(clock.now))).length;
    for (let driven = 0; driven < distance; driven += 100) {
      fixTime += 10 * SECOND;
      meters += 100;
      clock.now = fixTime;
      await ingest.record(SERIAL, drivingAt(fixTime, meters), clock.now);
    }
    const after = await t.store.readStream(dayStream(clock.now));
    return after.slice(before).flatMap((e) => {
      if (e.type === 'FenceEntered' || e.type === 'FenceExited') return [`${e.type} ${e.data.alias}`];
      if (e.type === 'WarningRaised') return [`${e.data.kind}`];
      return [];
    });
  }

  async function identified(store: EventStore = t.store): Promise<TelemetryIngest> {
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.identify(SERIAL)).toBeDefined();
    return ingest;
  }

  it("checks positions against the device's fences as read from its places stream", async () => {
    await addFence(t.store, depot());
    const ingest = await identified();
    expect(await drive(ingest, 4_000)).toEqual([
      'fence_enter',
      'FenceEntered Depot',
      'fence_exit',
      'FenceExited Depot',
    ]);
  });

  it('reads a device without fences once and checks nothing', async () => {
    const observed = new ObservedStore(t.store);
    const ingest = await identified(observed);
    expect(await drive(ingest, 4_000)).toEqual([]);
    expect(observed.reads.filter((r) => r.streamId === streams.places(SERIAL))).toHaveLength(1);
  });

  it('applies a fence added, changed and removed, as heard from the platform, from the next position', async () => {
    const ingest = await identified();
    await drive(ingest, 200);
    ingest.fenceChanged(SERIAL, depot({ exitWarning: false }));
    expect(await drive(ingest, 4_000)).toEqual(['fence_enter', 'FenceEntered Depot', 'FenceExited Depot']);
    // Moved 6 km north, ahead of the vehicle: crossed again.
    ingest.fenceChanged(
      SERIAL,
      depot({
        alias: 'New depot',
        coordinates: [
          { latitude: north(6_000), longitude: 121.5 },
          { latitude: north(6_300), longitude: 121.5 },
        ],
      }),
    );
    expect(await drive(ingest, 2_000)).toEqual(['fence_enter', 'FenceEntered New depot']);
    // Removed while the vehicle is inside it: no exit, it is gone.
    ingest.fenceRemoved(SERIAL, 'fence-depot');
    expect(await drive(ingest, 2_000)).toEqual([]);
  });

  it('keeps an edit heard while the fences are being read: it is newer than the read', async () => {
    await addFence(t.store, depot());
    const slow = new SlowPlacesStore(t.store);
    const ingest = ingestOn(slow, { clock: clock.read });
    const identifying = ingest.identify(SERIAL);
    await new Promise((resolve) => setImmediate(resolve));
    ingest.fenceChanged(SERIAL, depot({ alias: 'Edited while reading', enterWarning: false }));
    slow.release();
    expect(await identifying).toBeDefined();
    expect(await drive(ingest, 2_000)).toEqual(['FenceEntered Edited while reading']);
  });

  it('ignores edits of a device it has not read: its read, when it is identified, has them', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read });
    ingest.fenceChanged(SERIAL, depot({ alias: 'Not read' }));
    await addFence(t.store, depot());
    expect(await ingest.identify(SERIAL)).toBeDefined();
    expect(await drive(ingest, 2_000)).toEqual(['fence_enter', 'FenceEntered Depot']);
  });
});
