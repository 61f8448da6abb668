import { describe, expect, it } from '@jest/globals';
import { frameBatch, type FrameScheduler } from '../src/shared/vehicles/frameBatch';
import { LiveTails, TAIL_POINTS } from '../src/features/monitor/map/liveTails';
import { sameTreeDevices, type TreeDevice } from '../src/shared/vehicles/buildTree';

interface Row {
  id: string;
  at: number;
}

/** Frames driven by hand: `frame()` runs what was asked for before the next frame. */
function frames() {
  let waiting: (() => void)[] = [];
  const schedule: FrameScheduler = (run) => {
    waiting.push(run);
    return () => {
      waiting = waiting.filter((r) => r !== run);
    };
  };
  return {
    schedule,
    requested: () => waiting.length,
    frame: () => {
      const now = waiting;
      waiting = [];
      for (const run of now) run();
    },
  };
}

function batchOfRows() {
  const clock = frames();
  const flushed: Row[][] = [];
  const batch = frameBatch<Row>(
    (row) => row.id,
    (held, incoming) => incoming.at >= held.at,
    (rows) => flushed.push(rows),
    { schedule: clock.schedule },
  );
  return { clock, flushed, batch };
}

describe('live rows batched per frame', () => {
  it('hands every row of a frame over once, one per vehicle, the newest', () => {
    const { clock, flushed, batch } = batchOfRows();
    batch.add([{ id: 'a', at: 1 }]);
    batch.add([
      { id: 'b', at: 1 },
      { id: 'a', at: 3 },
    ]);
    // A late message with an older row of `a` does not replace the newer one.
    batch.add([{ id: 'a', at: 2 }]);
    expect(clock.requested()).toBe(1);
    expect(flushed).toEqual([]);

    clock.frame();
    expect(flushed).toEqual([
      [
        { id: 'a', at: 3 },
        { id: 'b', at: 1 },
      ],
    ]);

    // The next rows wait for the next frame.
    batch.add([{ id: 'b', at: 2 }]);
    expect(clock.requested()).toBe(1);
    clock.frame();
    expect(flushed[1]).toEqual([{ id: 'b', at: 2 }]);
  });

  it('asks for no frame without rows, and a cancelled batch hands nothing over', () => {
    const { clock, flushed, batch } = batchOfRows();
    batch.add([]);
    expect(clock.requested()).toBe(0);
    batch.add([{ id: 'a', at: 1 }]);
    batch.cancel();
    expect(clock.requested()).toBe(0);
    clock.frame();
    expect(flushed).toEqual([]);
  });

  it('hands rows over no more often than the least interval, in the first frame after it', () => {
    const clock = frames();
    let ms = 0;
    const flushed: Row[][] = [];
    const batch = frameBatch<Row>(
      (row) => row.id,
      (held, incoming) => incoming.at >= held.at,
      (rows) => flushed.push(rows),
      { minIntervalMs: 250, schedule: clock.schedule, now: () => ms },
    );
    batch.add([{ id: 'a', at: 1 }]);
    clock.frame();
    expect(flushed).toHaveLength(1);

    ms = 100;
    batch.add([{ id: 'a', at: 2 }]);
    clock.frame();
    ms = 240;
    clock.frame();
    expect(flushed).toHaveLength(1);
    batch.add([{ id: 'b', at: 1 }]);

    ms = 260;
    clock.frame();
    expect(flushed).toEqual([
      [{ id: 'a', at: 1 }],
      [
        { id: 'a', at: 2 },
        { id: 'b', at: 1 },
      ],
    ]);
    expect(clock.requested()).toBe(0);
  });
});

describe("a moving vehicle's live tail", () => {
  it('keeps the last positions, at most TAIL_POINTS, oldest dropped first', () => {
    const tails = new LiveTails();
    for (let i = 0; i < TAIL_POINTS + 5; i += 1) tails.record('a', [25 + i / 1000, 121], true);
    const tail = tails.of('a');
    expect(tail).toHaveLength(TAIL_POINTS);
    expect(tail[0]).toEqual([25 + 5 / 1000, 121]);
    expect(tail[TAIL_POINTS - 1]).toEqual([25 + (TAIL_POINTS + 4) / 1000, 121]);
  });

  it('adds no point for a report from the same place, and forgets the tail when the vehicle stops', () => {
    const tails = new LiveTails(3);
    tails.record('a', [25, 121], true);
    tails.record('a', [25, 121], true);
    expect(tails.record('a', [25.001, 121], true)).toEqual([
      [25, 121],
      [25.001, 121],
    ]);
    expect(tails.record('a', [25.001, 121], false)).toEqual([]);
    expect(tails.of('a')).toEqual([]);
    expect(tails.size).toBe(0);
    tails.record('b', [1, 1], true);
    tails.forget('b');
    expect(tails.size).toBe(0);
  });
});

describe('the vehicle tree kept across live updates', () => {
  const device = (id: string, more: Partial<TreeDevice> = {}): TreeDevice => ({
    deviceId: id,
    deviceSerialNumber: `86${id}`,
    carName: null,
    fleetId: 'f',
    serviceStatusCode: 1,
    ...more,
  });

  it("is the same tree when only the rows' other fields changed (new row objects)", () => {
    const before = [device('1'), device('2')];
    const moved = [{ ...device('1'), latitude: 25 } as TreeDevice, device('2')];
    expect(sameTreeDevices(before, moved)).toBe(true);
  });

  it('is another tree when a name, a fleet, a service state, the order or the count changed', () => {
    const before = [device('1'), device('2')];
    expect(sameTreeDevices(before, [device('1', { carName: 'Van' }), device('2')])).toBe(false);
    expect(sameTreeDevices(before, [device('1', { fleetId: 'g' }), device('2')])).toBe(false);
    expect(sameTreeDevices(before, [device('1', { serviceStatusCode: 2 }), device('2')])).toBe(false);
    expect(sameTreeDevices(before, [device('2'), device('1')])).toBe(false);
    expect(sameTreeDevices(before, [device('1')])).toBe(false);
  });
});
