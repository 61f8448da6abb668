import type { RecordedEvent } from '../src';
import { RecentEvents } from '../src/sqlite/recent-events';

/** A log of `n` events at positions 1..n, read the way the SQLite adapter reads it, counting reads. */
function log(n: number) {
  const events: RecordedEvent[] = [];
  const reads: [bigint, number][] = [];
  const append = (count: number) => {
    for (let i = 0; i < count; i++) {
      const position = BigInt(events.length + 1);
      events.push({
        id: `e-${position}`,
        streamId: 's-1',
        type: 'Ticked',
        data: { n: Number(position), nested: { list: [1, 2] } },
        metadata: {},
        revision: events.length,
        position,
        recordedAt: '2026-01-01T00:00:00.000Z',
      });
    }
  };
  append(n);
  // A fresh copy on every read, as parsing rows gives.
  const load = (after: bigint, limit: number) => {
    reads.push([after, limit]);
    return events
      .filter((e) => e.position > after)
      .slice(0, limit)
      .map((e) => ({ ...e, data: structuredClone(e.data), metadata: {} }));
  };
  return { append, load, reads };
}

const positions = (batch: RecordedEvent[]) => batch.map((e) => Number(e.position));

describe('RecentEvents (what SQLite subscriptions share)', () => {
  it('answers subscribers at the head from one read of the file', () => {
    const l = log(10);
    const recent = new RecentEvents(100, l.load);
    expect(positions(recent.read(4n, 100))).toEqual([5, 6, 7, 8, 9, 10]);
    expect(positions(recent.read(4n, 100))).toEqual([5, 6, 7, 8, 9, 10]);
    expect(positions(recent.read(6n, 2))).toEqual([7, 8]);
    // Only the first read went to the file; the others found nothing newer than the window.
    expect(l.reads).toEqual([
      [4n, 100],
      [10n, 94],
    ]);
  });

  it('extends the window with what was committed since, and hands out the same events', () => {
    const l = log(3);
    const recent = new RecentEvents(100, l.load);
    const first = recent.read(0n, 10);
    l.append(2);
    const second = recent.read(0n, 10);
    expect(positions(second)).toEqual([1, 2, 3, 4, 5]);
    expect(second[0]).toBe(first[0]);
    expect(positions(recent.read(3n, 10))).toEqual([4, 5]);
  });

  it('reads a subscriber behind the window from the file, without disturbing the window', () => {
    const l = log(10);
    const recent = new RecentEvents(4, l.load);
    recent.read(5n, 10); // window (5, 10]
    expect(positions(recent.read(1n, 3))).toEqual([2, 3, 4]);
    const before = l.reads.length;
    expect(positions(recent.read(7n, 10))).toEqual([8, 9, 10]);
    expect(l.reads.slice(before).every(([after]) => after === 10n)).toBe(true);
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const l = log(3);
    const recent = new RecentEvents(4, l.load);
    recent.read(0n, 10);
    l.append(4);
    expect(positions(recent.read(3n, 10))).toEqual([4, 5, 6, 7]);
    // 1..3 fell out: a read from 0 goes to the file.
    const before = l.reads.length;
    expect(positions(recent.read(0n, 2))).toEqual([1, 2]);
    expect(l.reads.slice(before)).toEqual([[0n, 2]]);
    expect(positions(recent.read(3n, 10))).toEqual([4, 5, 6, 7]);
  });

  it('never skips an event when positions have gaps', () => {
    const l = log(6);
    const gappy = (after: bigint, limit: number) => l.load(after, limit).filter((e) => e.position !== 4n);
    const recent = new RecentEvents(100, gappy);
    expect(positions(recent.read(2n, 10))).toEqual([3, 5, 6]);
    expect(positions(recent.read(3n, 10))).toEqual([5, 6]);
    expect(positions(recent.read(4n, 10))).toEqual([5, 6]);
  });

  it('gives every caller its own array', () => {
    const l = log(3);
    const recent = new RecentEvents(100, l.load);
    const a = recent.read(0n, 10);
    a.length = 0;
    expect(positions(recent.read(0n, 10))).toEqual([1, 2, 3]);
  });
});
