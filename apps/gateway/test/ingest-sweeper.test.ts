import {
  DAY,
  DAY1,
  dayStream,
  heartbeat,
  ingestOn,
  ManualClock,
  MINUTE,
  ObservedStore,
  position,
  SECOND,
  SERIAL,
  snapshotStream,
  tempStore,
  type TempStore,
} from './ingest-support';
import { waitFor } from './support/wait';

const T = DAY1 + 8 * 60 * MINUTE;
const OTHER = '123456789012345';

describe('TelemetryIngest: offline sweeper', () => {
  let t: TempStore;
  let clock: ManualClock;

  beforeEach(() => {
    t = tempStore();
    clock = new ManualClock(T);
  });
  afterEach(() => t.close());

  const events = async (at = T, serial = SERIAL) =>
    (await t.store.readStream(dayStream(at, serial))).map((e) => [e.type, e.data.at] as const);

  it('marks a silent device offline once the timeout has passed, once', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read });
    await ingest.record(SERIAL, position(T), T);
    clock.now = T + 10 * MINUTE - 1;
    expect(await ingest.sweepOffline()).toBe(0);
    clock.now = T + 10 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(1);
    clock.now += MINUTE;
    expect(await ingest.sweepOffline()).toBe(0);

    const day = await t.store.readStream(dayStream(T));
    expect(day.filter((e) => e.type === 'DeviceWentOffline').map((e) => e.data)).toEqual([
      { at: T + 10 * MINUTE, lastSeenAt: T },
    ]);
    expect(day[day.length - 1].metadata).toEqual({ version: 1, source: 'gateway' });
    expect(ingest.metrics().devicesWentOffline).toBe(1);

    await ingest.record(SERIAL, heartbeat(), T + 20 * MINUTE);
    expect((await events()).slice(-2)).toEqual([
      ['DeviceCameOnline', T + 20 * MINUTE],
      ['OfflineEnded', T + 20 * MINUTE],
    ]);
  });

  it('follows the configured timeout', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read, config: { offlineTimeoutMs: MINUTE } });
    await ingest.record(SERIAL, position(T), T);
    clock.now = T + MINUTE;
    expect(await ingest.sweepOffline()).toBe(1);
  });

  it('looks only at devices that may be due: a device heard from recently costs nothing', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read });
    await ingest.record(SERIAL, position(T), T);
    await ingest.record(OTHER, { ...position(T + 9 * MINUTE), deviceId: OTHER }, T + 9 * MINUTE);
    clock.now = T + 10 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(1);
    expect((await events(T, OTHER)).map(([type]) => type)).not.toContain('DeviceWentOffline');
  });

  it('takes a device silent since before midnight offline in the new day stream', async () => {
    const late = DAY1 + DAY - 2 * MINUTE;
    const ingest = ingestOn(t.store, { clock: clock.read });
    await ingest.record(SERIAL, position(late), late);
    clock.now = late + 10 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(1);
    const day2 = await t.store.readStream(dayStream(clock.now));
    expect(day2.map((e) => e.type)).toEqual(['TelemetryDayOpened', 'DeviceWentOffline', 'WarningRaised']);
    expect(day2[2].data).toMatchObject({ kind: 'offline' });
    expect(day2[0].data).toMatchObject({ carried: { online: true, lastSeenAt: late } });
    expect((await t.store.readStream(snapshotStream())).map((e) => e.data.day)).toEqual([
      '20260501',
      '20260502',
    ]);
  });

  it('still sweeps a device evicted from the state cache', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read, maxCachedDevices: 1 });
    await ingest.record(SERIAL, position(T), T);
    await ingest.record(OTHER, { ...position(T), deviceId: OTHER }, T);
    clock.now = T + 10 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(2);
    expect(ingest.metrics().coldLoads).toBeGreaterThanOrEqual(3);
  });

  it('loads connected and watched devices it has not seen, and lets the decider decide', async () => {
    // Written by another process that then went away: online in the log, unknown to this one.
    await ingestOn(t.store).record(SERIAL, position(T), T);
    await ingestOn(t.store).record(OTHER, { ...position(T), deviceId: OTHER }, T);
    const ingest = ingestOn(t.store, { clock: clock.read });
    ingest.connected(SERIAL, 'gt06', T);
    ingest.watch([OTHER, 'not-a-serial']);
    clock.now = T + 5 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(0);
    clock.now = T + 10 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(2);
    expect(ingest.metrics().sweepFailures).toBe(0);
  });

  it('does not take a device offline for closing its connection: silence decides', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read });
    ingest.connected(SERIAL, 'gt06', T);
    await ingest.record(SERIAL, position(T), T);
    ingest.disconnected(SERIAL, T + SECOND);
    clock.now = T + MINUTE;
    expect(await ingest.sweepOffline()).toBe(0);
  });

  it('sweeps on its own timer until stopped', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read });
    await ingest.record(SERIAL, position(T), T);
    clock.now = T + 10 * MINUTE;
    ingest.startOfflineSweeper(5);
    await waitFor(() => ingest.metrics().devicesWentOffline === 1, 'the sweeper');
    await ingest.close();
    expect(() => ingest.startOfflineSweeper(0)).toThrow(RangeError);
  });

  it('decides again from the store when another writer moved the day on since the cache looked', async () => {
    const ingest = ingestOn(t.store, { clock: clock.read });
    await ingest.record(SERIAL, position(T), T);
    await ingestOn(t.reopen()).record(SERIAL, heartbeat(), T + 2 * MINUTE);
    clock.now = T + 11 * MINUTE;
    // The cache says silent since T: the append conflicts, and the reloaded day (seen at T + 2 min) says not yet.
    expect(await ingest.sweepOffline()).toBe(0);
    expect(ingest.metrics().conflictsRetried).toBe(1);
    clock.now = T + 12 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(1);
    const wentOffline = (await t.store.readStream(dayStream(T))).filter(
      (e) => e.type === 'DeviceWentOffline',
    );
    expect(wentOffline.map((e) => e.data)).toEqual([{ at: T + 12 * MINUTE, lastSeenAt: T + 2 * MINUTE }]);
  });

  it('counts and logs a device whose sweep failed, sweeps the others, and tries it again next time', async () => {
    const warnings: unknown[] = [];
    const observed = new ObservedStore(t.store);
    const ingest = ingestOn(observed, {
      clock: clock.read,
      logger: {
        info: () => undefined,
        error: () => undefined,
        warn: (_message, fields) => void warnings.push(fields),
      },
    });
    await ingest.record(SERIAL, position(T), T);
    await ingest.record(OTHER, { ...position(T), deviceId: OTHER }, T);
    observed.failAppend = (streamId) => (streamId === dayStream(T, OTHER) ? 'before' : undefined);
    clock.now = T + 10 * MINUTE;
    expect(await ingest.sweepOffline()).toBe(1);
    expect(warnings).toEqual([{ serial: OTHER, error: 'disk I/O error' }]);
    expect(ingest.metrics().sweepFailures).toBe(1);
    observed.failAppend = undefined;
    expect(await ingest.sweepOffline()).toBe(1);
  });
});
