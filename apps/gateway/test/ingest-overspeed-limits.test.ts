import { randomUUID } from 'node:crypto';
import { streams } from '@gps/domain';
import type { EventStore } from '@gps/event-store';
import type { TelemetryIngest } from '../src/ingest';
import {
  DAY1,
  dayStream,
  ingestOn,
  ManualClock,
  north,
  ObservedStore,
  position,
  provision,
  SECOND,
  SERIAL,
  tempStore,
  type TempStore,
} from './ingest-support';

const FLEET = 'fleet-a';
const PARENT = 'fleet-main';

async function append(store: EventStore, streamId: string, type: string, data: object): Promise<void> {
  await store.append(streamId, [{ id: randomUUID(), type, data: { ...data, at: DAY1 } }], 'any');
}

async function createFleet(store: EventStore, fleetId: string, parentFleetId: string | null): Promise<void> {
  await append(store, streams.fleet(fleetId), 'FleetCreated', {
    fleetId,
    account: fleetId,
    passwordHash: 'h',
    alias: fleetId,
    contact: null,
    phoneNumber: null,
    address: null,
    email: null,
    permissions: '000',
    parentFleetId,
    statusCode: 1,
  });
}

const editFleetLimit = (store: EventStore, fleetId: string, speedLimitKmh: number | null) =>
  append(store, streams.fleet(fleetId), 'FleetEdited', { changes: { speedLimitKmh } });
const editDeviceLimit = (store: EventStore, speedLimitKmh: number | null) =>
  append(store, streams.device(SERIAL), 'DeviceEdited', { changes: { speedLimitKmh } });
const allocate = (store: EventStore, fleetId: string, parentFleetId: string | null) =>
  append(store, streams.device(SERIAL), 'DeviceAllocated', { fleetId, previousFleetId: null, parentFleetId });
const changeSetting = (store: EventStore, id: string, value: string) =>
  append(store, streams.settings(), 'SystemSettingChanged', { id, value });

describe('TelemetryIngest: the overspeed limit of each device (device > fleet > parent fleet > platform)', () => {
  let t: TempStore;
  let clock: ManualClock;
  /** Fix time of the next fix: every drive goes on from the last. */
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

  /**
   * Drives at `speedKmh` for 30 s (a fix every 10 s), then at walking pace, and answers the limits
   * of the overspeed episodes that started: the limit in force for those fixes, if they were over it.
   */
  async function episodeLimits(ingest: TelemetryIngest, speedKmh: number): Promise<number[]> {
    const before = await t.store.readStream(dayStream(clock.now));
    for (const speed of [speedKmh, speedKmh, speedKmh, speedKmh, 5]) {
      fixTime += 10 * SECOND;
      meters += 300;
      clock.now = fixTime;
      await ingest.record(SERIAL, position(fixTime, { latitude: north(meters), speedKmh: speed }), clock.now);
    }
    const after = await t.store.readStream(dayStream(clock.now));
    return after
      .slice(before.length)
      .filter((e) => e.type === 'OverspeedStarted')
      .map((e) => (e.data as { limitKmh: number }).limitKmh);
  }

  async function identified(store: EventStore = t.store): Promise<TelemetryIngest> {
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.identify(SERIAL)).toBeDefined();
    return ingest;
  }

  it('is the platform default, 110 km/h, when nothing sets one', async () => {
    const ingest = await identified();
    expect(await episodeLimits(ingest, 110)).toEqual([]);
    expect(await episodeLimits(ingest, 111)).toEqual([110]);
  });

  it("is the device's own, else its fleet's, else its parent fleet's, else the platform's, as read from the store", async () => {
    await changeSetting(t.store, 'overspeedLimitKmh', '100');
    await createFleet(t.store, PARENT, null);
    await createFleet(t.store, FLEET, PARENT);
    await allocate(t.store, FLEET, PARENT);
    expect(await episodeLimits(await identified(), 101)).toEqual([100]);

    await editFleetLimit(t.store, PARENT, 90);
    expect(await episodeLimits(await identified(), 91)).toEqual([90]);

    await editFleetLimit(t.store, FLEET, 80);
    expect(await episodeLimits(await identified(), 81)).toEqual([80]);

    await editDeviceLimit(t.store, 60);
    expect(await episodeLimits(await identified(), 61)).toEqual([60]);
  });

  it('reads the platform settings and each fleet once, whatever the number of devices', async () => {
    const observed = new ObservedStore(t.store);
    await createFleet(t.store, FLEET, null);
    await allocate(t.store, FLEET, null);
    const other = '358899051234568';
    await provision(t.store, other);
    await append(t.store, streams.device(other), 'DeviceAllocated', {
      fleetId: FLEET,
      previousFleetId: null,
      parentFleetId: null,
    });
    const ingest = ingestOn(observed, { clock: clock.read });
    await Promise.all([ingest.identify(SERIAL), ingest.identify(other)]);
    // Each device's own streams (its device and places) are read once per device; shared ones once.
    const perDevice = [
      streams.device(SERIAL),
      streams.device(other),
      streams.places(SERIAL),
      streams.places(other),
    ];
    const reads = observed.reads.map((r) => r.streamId).filter((s) => !perDevice.includes(s));
    expect(reads.sort()).toEqual([streams.fleet(FLEET), streams.settings()].sort());
  });

  it('switches overspeed off with a platform limit of 0, and uses its minimum seconds', async () => {
    await changeSetting(t.store, 'overspeedLimitKmh', '0');
    expect(await episodeLimits(await identified(), 200)).toEqual([]);

    await changeSetting(t.store, 'overspeedLimitKmh', '100');
    await changeSetting(t.store, 'overspeedMinSeconds', '60');
    // 30 s above the limit is shorter than the minimum now.
    expect(await episodeLimits(await identified(), 150)).toEqual([]);
  });

  describe('edits heard from the platform apply from the next position, without a reconnection', () => {
    it("a device's own limit, set and cleared", async () => {
      const ingest = await identified();
      ingest.deviceLimitChanged(SERIAL, 50);
      expect(await episodeLimits(ingest, 51)).toEqual([50]);
      ingest.deviceLimitChanged(SERIAL, null);
      expect(await episodeLimits(ingest, 51)).toEqual([]);
      expect(await episodeLimits(ingest, 111)).toEqual([110]);
    });

    it("its fleet's limit, and the fleet it moves to (read once, when it moves)", async () => {
      await createFleet(t.store, FLEET, null);
      await allocate(t.store, FLEET, null);
      await createFleet(t.store, 'fleet-b', null);
      await editFleetLimit(t.store, 'fleet-b', 70);
      const ingest = await identified();
      ingest.fleetLimitChanged(FLEET, 60);
      expect(await episodeLimits(ingest, 61)).toEqual([60]);
      await ingest.deviceMoved(SERIAL, 'fleet-b', null);
      expect(await episodeLimits(ingest, 65)).toEqual([]);
      expect(await episodeLimits(ingest, 71)).toEqual([70]);
      await ingest.deviceMoved(SERIAL, null, null);
      expect(await episodeLimits(ingest, 71)).toEqual([]);
    });

    it("the platform's limit and minimum seconds", async () => {
      const ingest = await identified();
      ingest.platformOverspeedChanged({ limitKmh: 40 });
      expect(await episodeLimits(ingest, 41)).toEqual([40]);
      ingest.platformOverspeedChanged({ minSeconds: 60 });
      expect(await episodeLimits(ingest, 41)).toEqual([]);
      ingest.platformOverspeedChanged({ limitKmh: null, minSeconds: 10 });
      expect(await episodeLimits(ingest, 250)).toEqual([]);
    });

    it('an edit heard while the store is being read wins over what the read returns', async () => {
      await changeSetting(t.store, 'overspeedLimitKmh', '100');
      await editDeviceLimit(t.store, 90);
      const ingest = ingestOn(t.store, { clock: clock.read });
      const reading = ingest.identify(SERIAL);
      ingest.deviceLimitChanged(SERIAL, 55);
      ingest.platformOverspeedChanged({ limitKmh: 45 });
      await reading;
      expect(await episodeLimits(ingest, 56)).toEqual([55]);
      ingest.deviceLimitChanged(SERIAL, null);
      expect(await episodeLimits(ingest, 46)).toEqual([45]);
    });
  });
});
