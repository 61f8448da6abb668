import { WrongExpectedRevisionError } from '@gps/event-store';
import {
  DAY1,
  dayStream,
  ingestOn,
  MINUTE,
  north,
  position,
  SECOND,
  SERIAL,
  tempStore,
  type TempStore,
} from './ingest-support';

const T = DAY1 + 8 * 60 * MINUTE;
/** Fix i: its own second and a metre further north, so no two are duplicates and none is a jump. */
const fix = (i: number) => position(T + i * SECOND, { latitude: north(i) });
const at = (i: number) => T + i * SECOND;

describe('TelemetryIngest: two writers of one device', () => {
  let t: TempStore;

  beforeEach(() => {
    t = tempStore();
  });
  afterEach(() => t.close());

  async function recordedFixes(): Promise<number[]> {
    const events = await t.store.readStream(dayStream(T));
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    expect(events.filter((e) => e.type === 'TelemetryDayOpened')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'PositionRejected')).toEqual([]);
    return events
      .filter((e) => e.type === 'PositionRecorded')
      .map((e) => ((e.data.fixTime as number) - T) / SECOND)
      .sort((x, y) => x - y);
  }

  it('retries the loser of a race: every position recorded once, none lost', async () => {
    // Two processes (two connections to the file), as when a device reconnects to another gateway.
    const one = ingestOn(t.store);
    const two = ingestOn(t.reopen());
    const rounds = 20;
    for (let r = 0; r < rounds; r++) {
      await Promise.all([
        one.record(SERIAL, fix(2 * r), at(2 * r)),
        two.record(SERIAL, fix(2 * r + 1), at(2 * r + 1)),
      ]);
    }
    expect(await recordedFixes()).toEqual(Array.from({ length: 2 * rounds }, (_, i) => i));
    const retried = one.metrics().conflictsRetried + two.metrics().conflictsRetried;
    expect(retried).toBeGreaterThanOrEqual(rounds);
    expect(one.metrics().positionsRecorded + two.metrics().positionsRecorded).toBe(2 * rounds);
  });

  it('also within one process sharing a store (one group commit, one winner)', async () => {
    const one = ingestOn(t.store);
    const two = ingestOn(t.store);
    for (let r = 0; r < 10; r++) {
      await Promise.all([
        one.record(SERIAL, fix(2 * r), at(2 * r)),
        two.record(SERIAL, fix(2 * r + 1), at(2 * r + 1)),
      ]);
    }
    expect(await recordedFixes()).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(one.metrics().conflictsRetried + two.metrics().conflictsRetried).toBeGreaterThanOrEqual(10);
  });

  it('free-running writers: a record that loses every race is rejected whole, and its resend is recorded once', async () => {
    // Both stream as fast as they can. The loser of each race backs off and decides again; a
    // sustained race can exhaust its attempts, and then the record rejects with nothing written
    // (no ACK: the device resends, as this loop does).
    const one = ingestOn(t.store);
    const two = ingestOn(t.reopen());
    const n = 100;
    const failures: unknown[] = [];
    const run = async (ingest: typeof one, offset: number) => {
      for (let i = 0; i < n; i++) {
        const k = 2 * i + offset;
        for (;;) {
          try {
            await ingest.record(SERIAL, fix(k), at(k));
            break;
          } catch (error) {
            failures.push(error);
          }
        }
      }
    };
    await Promise.all([run(one, 0), run(two, 1)]);
    expect(await recordedFixes()).toEqual(Array.from({ length: 2 * n }, (_, i) => i));
    expect(failures.every((e) => e instanceof WrongExpectedRevisionError)).toBe(true);
    expect(one.metrics().positionsRecorded + two.metrics().positionsRecorded).toBe(2 * n);
    expect(one.metrics().recordFailures + two.metrics().recordFailures).toBe(failures.length);
  });
});
