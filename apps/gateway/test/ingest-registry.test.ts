import { randomUUID } from 'node:crypto';
import { streams } from '@gps/domain';
import { TelemetryIngest } from '../src/ingest';
import {
  editModel,
  ingestOn,
  ManualClock,
  ObservedStore,
  provision,
  SECOND,
  SERIAL,
  tempStore,
  DAY1,
  drivingAt,
  type TempStore,
} from './ingest-support';

describe('TelemetryIngest: device registry', () => {
  let t: TempStore;
  let store: ObservedStore;
  let clock: ManualClock;

  beforeEach(() => {
    t = tempStore();
    store = new ObservedStore(t.store);
    clock = new ManualClock(DAY1);
  });
  afterEach(() => t.close());
  // The devices' own streams: a first lookup also reads the platform's settings (the overspeed limit).
  const deviceReads = () => store.reads.map((r) => r.streamId).filter((s) => s.startsWith('device-'));

  it('knows a provisioned device and refuses an unknown one', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.identify(SERIAL)).toEqual({});
    expect(await ingest.identify('123456789012345')).toBeUndefined();
  });

  // docs/decisions/service-lifecycle.md: an expired (or stopped, or paid-stop) device keeps recording,
  // so nothing is lost when it is renewed.
  it.each([
    ['expired', 'ServiceExpired', { expiredAt: DAY1, at: DAY1 + SECOND }],
    ['stopped', 'DeviceServiceStopped', { at: DAY1 + SECOND }],
    ['on a paid stop', 'DeviceEdited', { changes: { serviceStatusCode: 4 }, at: DAY1 + SECOND }],
  ])('knows a device whose service is %s and records its positions', async (_, type, data) => {
    await provision(t.store, SERIAL);
    await t.store.append(streams.device(SERIAL), [{ id: randomUUID(), type, data }], 'any');
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.identify(SERIAL)).toEqual({});
    const at = DAY1 + 8 * 3600 * SECOND;
    await ingest.record(SERIAL, drivingAt(at, 0), at);
    expect(ingest.metrics()).toMatchObject({ positionsRecorded: 1 });
  });

  it('remembers a known device for good: the store is asked once', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    for (let i = 0; i < 5; i++) expect(await ingest.identify(SERIAL)).toEqual({});
    clock.now += 365 * 24 * 3600 * SECOND;
    expect(await ingest.identify(SERIAL)).toEqual({});
    expect(deviceReads()).toEqual([streams.device(SERIAL)]);
    expect(ingest.metrics().registryLookups).toBe(1);
  });

  it("answers the device's model as its history ends, and none for a history without one", async () => {
    await provision(t.store, SERIAL);
    await editModel(t.store, SERIAL, 'LW-01');
    await provision(t.store, '123456789012345');
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.identify(SERIAL)).toEqual({ model: 'LW-01' });
    expect(await ingest.identify('123456789012345')).toEqual({});
  });

  it('takes an edited model from the platform, without asking the store again', async () => {
    await provision(t.store, SERIAL);
    await editModel(t.store, SERIAL, 'LW-01');
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.identify(SERIAL)).toEqual({ model: 'LW-01' });
    ingest.modelChanged(SERIAL, 'NT20');
    expect(await ingest.identify(SERIAL)).toEqual({ model: 'NT20' });
    ingest.modelChanged(SERIAL, null);
    expect(await ingest.identify(SERIAL)).toEqual({});
    expect(deviceReads()).toHaveLength(1);
  });

  it('an edit heard while the device is being read wins over what the read returns', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    const reading = ingest.identify(SERIAL);
    ingest.modelChanged(SERIAL, 'LW-01');
    expect(await reading).toEqual({ model: 'LW-01' });
    expect(await ingest.identify(SERIAL)).toEqual({ model: 'LW-01' });
  });

  it('an edit of a device it does not remember makes no device of it', async () => {
    const ingest = ingestOn(store, { clock: clock.read });
    ingest.modelChanged(SERIAL, 'LW-01');
    expect(await ingest.identify(SERIAL)).toBeUndefined();
  });

  it('believes "unknown" for the configured time, then asks again and sees a device provisioned since', async () => {
    const ingest = ingestOn(store, { clock: clock.read, unknownDeviceTtlMs: 30 * SECOND });
    expect(await ingest.identify(SERIAL)).toBeUndefined();
    await provision(t.store, SERIAL);
    clock.now += 29 * SECOND;
    expect(await ingest.identify(SERIAL)).toBeUndefined();
    expect(deviceReads()).toHaveLength(1);
    clock.now += SECOND;
    expect(await ingest.identify(SERIAL)).toEqual({});
    expect(deviceReads()).toHaveLength(2);
  });

  it('defaults to 30 s for unknown devices', async () => {
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.identify(SERIAL)).toBeUndefined();
    await provision(t.store, SERIAL);
    clock.now += 30 * SECOND - 1;
    expect(await ingest.identify(SERIAL)).toBeUndefined();
    clock.now += 1;
    expect(await ingest.identify(SERIAL)).toEqual({});
  });

  it('asks the store every time when unknown answers are not cached (ttl 0)', async () => {
    const ingest = ingestOn(store, { clock: clock.read, unknownDeviceTtlMs: 0 });
    expect(await ingest.identify(SERIAL)).toBeUndefined();
    expect(await ingest.identify(SERIAL)).toBeUndefined();
    expect(deviceReads()).toHaveLength(2);
  });

  it('keeps a device whose service was stopped: its positions are still recorded', async () => {
    await provision(t.store, SERIAL);
    await t.store.append(
      streams.device(SERIAL),
      [{ id: randomUUID(), type: 'DeviceServiceStopped', data: { at: DAY1 } }],
      0,
    );
    expect(await ingestOn(store, { clock: clock.read }).identify(SERIAL)).toEqual({});
  });

  it('refuses serials that cannot be provisioned without reading the store', async () => {
    const ingest = ingestOn(store, { clock: clock.read });
    for (const serial of ['', 'abc', '12345678901234567890123', '123-456', 'device-1']) {
      expect(await ingest.identify(serial)).toBeUndefined();
    }
    expect(deviceReads()).toEqual([]);
  });

  it('shares one read among concurrent questions about the same serial', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    const answers = await Promise.all([1, 2, 3, 4].map(() => ingest.identify(SERIAL)));
    expect(answers).toEqual([{}, {}, {}, {}]);
    expect(deviceReads()).toHaveLength(1);
  });

  it('bounds the unknown list: the oldest unknown serial is forgotten first', async () => {
    const ingest = ingestOn(store, { clock: clock.read, maxUnknownDevices: 2 });
    for (const serial of ['1', '2', '3']) await ingest.identify(serial);
    await ingest.identify('3');
    await ingest.identify('2');
    expect(deviceReads()).toHaveLength(3);
    await ingest.identify('1');
    expect(deviceReads()).toHaveLength(4);
  });

  it('rejects when the store fails, and does not remember the failure', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    store.failStreamReads = true;
    await expect(ingest.identify(SERIAL)).rejects.toThrow('database is locked');
    store.failStreamReads = false;
    expect(await ingest.identify(SERIAL)).toEqual({});
  });

  it('refuses bad options at construction, naming them', () => {
    expect(() => new TelemetryIngest({ events: store, unknownDeviceTtlMs: -1 })).toThrow(
      /unknownDeviceTtlMs/,
    );
    expect(() => new TelemetryIngest({ events: store, maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => new TelemetryIngest({ events: store, config: { offlineTimeoutMs: Number.NaN } })).toThrow(
      /offlineTimeoutMs/,
    );
  });
});
