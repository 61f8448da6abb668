import { DomainError } from '@gps/domain';
import { WrongExpectedRevisionError } from '@gps/event-store';
import {
  DAY1,
  dayStream,
  drivingAt,
  ingestOn,
  MINUTE,
  ObservedStore,
  SECOND,
  SERIAL,
  snapshotStream,
  tempStore,
  type TempStore,
} from './ingest-support';

const T = DAY1 + 8 * 60 * MINUTE;

describe('TelemetryIngest: failures', () => {
  let t: TempStore;
  let store: ObservedStore;

  beforeEach(() => {
    t = tempStore();
    store = new ObservedStore(t.store);
  });
  afterEach(() => t.close());

  const day = async () => (await t.store.readStream(dayStream(T))).map((e) => e.type);

  it('rejects a record whose append fails (no ACK), and records the resend once the store is back', async () => {
    const ingest = ingestOn(store);
    await ingest.record(SERIAL, drivingAt(T, 0), T);
    const before = await day();
    store.failAppend = () => 'before';
    await expect(ingest.record(SERIAL, drivingAt(T + 10 * SECOND, 100), T + 10 * SECOND)).rejects.toThrow(
      'disk I/O error',
    );
    expect(await day()).toEqual(before);
    expect(ingest.metrics()).toMatchObject({ recordFailures: 1, positionsRecorded: 1 });

    store.failAppend = undefined;
    await ingest.record(SERIAL, drivingAt(T + 10 * SECOND, 100), T + 11 * SECOND);
    const positions = (await t.store.readStream(dayStream(T))).filter((e) => e.type === 'PositionRecorded');
    expect(positions.map((e) => e.data.odometerMeters)).toEqual([0, 100]);
  });

  it('reloads after an append whose answer was lost: the resend is a duplicate, not a conflict', async () => {
    const ingest = ingestOn(store);
    await ingest.record(SERIAL, drivingAt(T, 0), T);
    store.failAppend = () => 'after';
    await expect(ingest.record(SERIAL, drivingAt(T + 10 * SECOND, 100), T + 10 * SECOND)).rejects.toThrow(
      'append timed out',
    );
    store.failAppend = undefined;
    await ingest.record(SERIAL, drivingAt(T + 10 * SECOND, 100), T + 11 * SECOND);
    const events = await t.store.readStream(dayStream(T));
    expect(events.filter((e) => e.type === 'PositionRecorded')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'PositionRejected').map((e) => e.data.reason)).toEqual([
      'duplicate',
    ]);
    expect(ingest.metrics()).toMatchObject({ conflictsRetried: 0, coldLoads: 2 });
  });

  it('gives up after maxAttempts conflicts and rejects, with nothing written', async () => {
    const ingest = ingestOn(store, { maxAttempts: 3 });
    await ingest.record(SERIAL, drivingAt(T, 0), T);
    const before = await day();
    store.failAppend = () => new WrongExpectedRevisionError(dayStream(T), 0, 1);
    await expect(ingest.record(SERIAL, drivingAt(T + SECOND, 10), T + SECOND)).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(ingest.metrics().conflictsRetried).toBe(2);
    expect(await day()).toEqual(before);
  });

  it('rejects when the snapshot entry of a new day cannot be written, and writes no day', async () => {
    const ingest = ingestOn(store);
    store.failAppend = (streamId) => (streamId === snapshotStream() ? 'before' : undefined);
    await expect(ingest.record(SERIAL, drivingAt(T, 0), T)).rejects.toThrow('disk I/O error');
    expect(await t.store.streamRevision(dayStream(T))).toBe('no_stream');
  });

  it('rejects when the store cannot be read', async () => {
    const ingest = ingestOn(store);
    store.failRevision = true;
    await expect(ingest.record(SERIAL, drivingAt(T, 0), T)).rejects.toThrow('database is locked');
    store.failRevision = false;
    await expect(ingest.record(SERIAL, drivingAt(T, 0), T)).resolves.toBeUndefined();
  });

  it('rejects a serial that names no device stream (a caller bug), as a validation error', async () => {
    const ingest = ingestOn(store);
    await expect(ingest.record('phone-1', drivingAt(T, 0), T)).rejects.toBeInstanceOf(DomainError);
  });

  it('does not let one failing device hold up another', async () => {
    const ingest = ingestOn(store);
    store.failAppend = (streamId) => (streamId.includes(SERIAL) ? 'before' : undefined);
    const [failed, other] = await Promise.allSettled([
      ingest.record(SERIAL, drivingAt(T, 0), T),
      ingest.record('42', { ...drivingAt(T, 0), deviceId: '42' }, T),
    ]);
    expect(failed.status).toBe('rejected');
    expect(other.status).toBe('fulfilled');
  });
});
