import { randomUUID } from 'node:crypto';
import { streams } from '@gps/domain';
import { TelemetryIngest } from '../src/ingest';
import {
  ingestOn,
  ManualClock,
  ObservedStore,
  provision,
  SECOND,
  SERIAL,
  tempStore,
  DAY1,
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

  it('knows a provisioned device and refuses an unknown one', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.isKnown(SERIAL)).toBe(true);
    expect(await ingest.isKnown('123456789012345')).toBe(false);
  });

  it('remembers a known device for good: the store is asked once', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    for (let i = 0; i < 5; i++) expect(await ingest.isKnown(SERIAL)).toBe(true);
    clock.now += 365 * 24 * 3600 * SECOND;
    expect(await ingest.isKnown(SERIAL)).toBe(true);
    expect(store.revisionQueries).toEqual([streams.device(SERIAL)]);
    expect(ingest.metrics().registryLookups).toBe(1);
  });

  it('believes "unknown" for the configured time, then asks again and sees a device provisioned since', async () => {
    const ingest = ingestOn(store, { clock: clock.read, unknownDeviceTtlMs: 30 * SECOND });
    expect(await ingest.isKnown(SERIAL)).toBe(false);
    await provision(t.store, SERIAL);
    clock.now += 29 * SECOND;
    expect(await ingest.isKnown(SERIAL)).toBe(false);
    expect(store.revisionQueries).toHaveLength(1);
    clock.now += SECOND;
    expect(await ingest.isKnown(SERIAL)).toBe(true);
    expect(store.revisionQueries).toHaveLength(2);
  });

  it('defaults to 30 s for unknown devices', async () => {
    const ingest = ingestOn(store, { clock: clock.read });
    expect(await ingest.isKnown(SERIAL)).toBe(false);
    await provision(t.store, SERIAL);
    clock.now += 30 * SECOND - 1;
    expect(await ingest.isKnown(SERIAL)).toBe(false);
    clock.now += 1;
    expect(await ingest.isKnown(SERIAL)).toBe(true);
  });

  it('asks the store every time when unknown answers are not cached (ttl 0)', async () => {
    const ingest = ingestOn(store, { clock: clock.read, unknownDeviceTtlMs: 0 });
    expect(await ingest.isKnown(SERIAL)).toBe(false);
    expect(await ingest.isKnown(SERIAL)).toBe(false);
    expect(store.revisionQueries).toHaveLength(2);
  });

  it('keeps a device whose service was stopped: its positions are still recorded', async () => {
    await provision(t.store, SERIAL);
    await t.store.append(
      streams.device(SERIAL),
      [{ id: randomUUID(), type: 'DeviceServiceStopped', data: { at: DAY1 } }],
      0,
    );
    expect(await ingestOn(store, { clock: clock.read }).isKnown(SERIAL)).toBe(true);
  });

  it('refuses serials that cannot be provisioned without reading the store', async () => {
    const ingest = ingestOn(store, { clock: clock.read });
    for (const serial of ['', 'abc', '12345678901234567890123', '123-456', 'device-1']) {
      expect(await ingest.isKnown(serial)).toBe(false);
    }
    expect(store.revisionQueries).toEqual([]);
  });

  it('shares one read among concurrent questions about the same serial', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    const answers = await Promise.all([1, 2, 3, 4].map(() => ingest.isKnown(SERIAL)));
    expect(answers).toEqual([true, true, true, true]);
    expect(store.revisionQueries).toHaveLength(1);
  });

  it('bounds the unknown list: the oldest unknown serial is forgotten first', async () => {
    const ingest = ingestOn(store, { clock: clock.read, maxUnknownDevices: 2 });
    for (const serial of ['1', '2', '3']) await ingest.isKnown(serial);
    await ingest.isKnown('3');
    await ingest.isKnown('2');
    expect(store.revisionQueries).toHaveLength(3);
    await ingest.isKnown('1');
    expect(store.revisionQueries).toHaveLength(4);
  });

  it('rejects when the store fails, and does not remember the failure', async () => {
    await provision(t.store, SERIAL);
    const ingest = ingestOn(store, { clock: clock.read });
    store.failRevision = true;
    await expect(ingest.isKnown(SERIAL)).rejects.toThrow('database is locked');
    store.failRevision = false;
    expect(await ingest.isKnown(SERIAL)).toBe(true);
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
