import {
  EDGE_MARGIN_METERS,
  checkFences,
  prepareFence,
  prepareFenceSet,
  stepFence,
  type FenceOutline,
  type FenceChange,
  type FenceFix,
  type FenceSide,
  type FenceSides,
  type PreparedFenceSet,
} from '../../src/place/geometry';
import { metrePolygon, offset, wander } from './meters';

const ORIGIN = { latitude: 25.04, longitude: 121.55 };
/** How far a parked vehicle's fixes wander around where it stands (the brief: ±15 m). */
const PARKED_WANDER_METERS = 15;

const circle: FenceOutline = { id: 'home', shape: { kind: 'circle', center: ORIGIN, radiusMeters: 500 } };
const square: FenceOutline = {
  id: 'company',
  shape: {
    kind: 'polygon',
    vertices: metrePolygon(ORIGIN, [
      [1_000, -300],
      [1_600, -300],
      [1_600, 300],
      [1_000, 300],
    ]),
  },
};

/** Every fix in turn, the sides kept as a caller would: all the changes, in order. */
function drive(set: PreparedFenceSet, fixes: readonly FenceFix[], from: FenceSides = {}): FenceChange[] {
  const sides: Record<string, FenceSide> = { ...from };
  const all: FenceChange[] = [];
  for (const fix of fixes) {
    for (const change of checkFences(set, sides, fix)) {
      sides[change.fenceId] = change.side;
      all.push(change);
    }
  }
  return all;
}

/** A vehicle parked on an edge: fixes wandering ±15 m east-west and north-south around `at`. */
function parkedAt(at: { latitude: number; longitude: number }, seed: number, count = 500): FenceFix[] {
  const next = wander(seed);
  return Array.from({ length: count }, () =>
    offset(at, next() * PARKED_WANDER_METERS, next() * PARKED_WANDER_METERS),
  );
}

const crossings = (changes: readonly FenceChange[]) => changes.filter((c) => c.crossing !== null);

describe('the jitter rule at a fence edge', () => {
  const set = prepareFenceSet([circle, square]);

  it('sets the side on the first fix, inside, without an enter', () => {
    expect(checkFences(set, {}, ORIGIN)).toEqual([
      { fenceId: 'home', side: 'inside', crossing: null },
      { fenceId: 'company', side: 'outside', crossing: null },
    ]);
    expect(checkFences(set, { home: 'inside', company: 'outside' }, ORIGIN)).toEqual([]);
  });

  it('makes no enter or exit storm for a vehicle parked on the edge, from either side', () => {
    for (const [fenceId, at, seed] of [
      ['home', offset(ORIGIN, 0, 500), 1],
      ['company', offset(ORIGIN, 1_000, 0), 2],
      ['company', offset(ORIGIN, 1_600, 300), 3],
    ] as const) {
      const fixes = parkedAt(at, seed);
      expect(crossings(drive(set, fixes))).toEqual([]);
      // Whatever side the first fix found, nothing changes afterwards either way round.
      const other = fenceId === 'home' ? 'company' : 'home';
      for (const side of ['inside', 'outside'] as const) {
        expect(drive(set, fixes, { [fenceId]: side, [other]: 'outside' })).toEqual([]);
      }
    }
  });

  it('is what stops the storm: the same fixes cross the edge again and again without a margin', () => {
    const fence = prepareFence(circle);
    let side: FenceSide | undefined;
    let count = 0;
    for (const fix of parkedAt(offset(ORIGIN, 0, 500), 1)) {
      const step = stepFence(side, fence.geometry.signedDistanceMeters(fix.latitude, fix.longitude), 0);
      if (step?.crossing) count += 1;
      side = step?.side ?? side;
    }
    expect(count).toBeGreaterThan(50);
  });

  it('enters once and exits once as a vehicle drives through, at the margin past each edge', () => {
    // West to east from 800 m west of the circle's centre through it and the square, 10 m a fix,
    // with a little sideways wander.
    const next = wander(7);
    const fixes = Array.from({ length: 270 }, (_, i) => offset(ORIGIN, -800 + 10 * i, next() * 5));
    const changes = drive(set, fixes);
    expect(changes.map(({ fenceId, side, crossing }) => [fenceId, side, crossing])).toEqual([
      ['home', 'outside', null],
      ['company', 'outside', null],
      ['home', 'inside', 'enter'],
      ['home', 'outside', 'exit'],
      ['company', 'inside', 'enter'],
      ['company', 'outside', 'exit'],
    ]);
    const at = (fenceId: string, crossing: string) =>
      fixes.findIndex((fix, i) => {
        const sides = drive(set, fixes.slice(0, i + 1));
        return sides.some((c) => c.fenceId === fenceId && c.crossing === crossing);
      });
    // The first fix at the margin or more past each edge (x metres east of the centre).
    const firstFixEastOf = (east: number) => Math.ceil((east + 800) / 10);
    expect(at('home', 'enter')).toBe(firstFixEastOf(-500 + EDGE_MARGIN_METERS));
    expect(at('home', 'exit')).toBe(firstFixEastOf(500 + EDGE_MARGIN_METERS));
    expect(at('company', 'enter')).toBe(firstFixEastOf(1_000 + EDGE_MARGIN_METERS));
    expect(at('company', 'exit')).toBe(firstFixEastOf(1_600 + EDGE_MARGIN_METERS));
  });

  it('needs a fix that says it is less accurate than the margin to be past the edge by its accuracy', () => {
    const inside30 = offset(ORIGIN, 0, 470);
    expect(
      checkFences(set, { home: 'outside', company: 'outside' }, { ...inside30, accuracyMeters: 50 }),
    ).toEqual([]);
    expect(
      checkFences(set, { home: 'outside', company: 'outside' }, { ...inside30, accuracyMeters: 10 }),
    ).toEqual([{ fenceId: 'home', side: 'inside', crossing: 'enter' }]);
    // 60 m outside is beyond the margin's box: the accuracy still decides.
    const outside60 = offset(ORIGIN, 0, 560);
    const sides = { home: 'inside', company: 'outside' } as const;
    expect(checkFences(set, sides, { ...outside60, accuracyMeters: 100 })).toEqual([]);
    expect(checkFences(set, sides, { ...outside60, accuracyMeters: 50 })).toEqual([
      { fenceId: 'home', side: 'outside', crossing: 'exit' },
    ]);
  });

  it('gives a small fence a margin its inside can reach', () => {
    const small = prepareFenceSet([
      { id: 'gate', shape: { kind: 'circle', center: ORIGIN, radiusMeters: 20 } },
    ]);
    expect(small.fences[0]?.marginMeters).toBeLessThan(EDGE_MARGIN_METERS);
    const fixes = Array.from({ length: 21 }, (_, i) => offset(ORIGIN, -100 + 10 * i, 0));
    expect(crossings(drive(small, fixes)).map((c) => c.crossing)).toEqual(['enter', 'exit']);
  });

  it('decides as the exact distance would, the boxes only saving work', () => {
    const u: FenceOutline = {
      id: 'u',
      shape: {
        kind: 'polygon',
        vertices: metrePolygon(ORIGIN, [
          [-300, -900],
          [0, -900],
          [0, -600],
          [-100, -600],
          [-100, -800],
          [-200, -800],
          [-200, -600],
          [-300, -600],
        ]),
      },
    };
    const fences = prepareFenceSet([circle, square, u]);
    const next = wander(11);
    const sides = ['inside', 'outside', undefined] as const;
    for (let i = 0; i < 3_000; i += 1) {
      const fix: FenceFix = {
        ...offset(ORIGIN, next() * 2_000, next() * 1_200),
        ...(i % 3 === 0 ? { accuracyMeters: (next() + 1) * 40 } : {}),
      };
      const previous: Record<string, FenceSide> = {};
      fences.fences.forEach((f, k) => {
        const side = sides[(i + k) % 3];
        if (side) previous[f.id] = side;
      });
      const expected = fences.fences.flatMap((f) => {
        const margin = Math.max(f.marginMeters, fix.accuracyMeters ?? 0);
        const step = stepFence(
          previous[f.id],
          f.geometry.signedDistanceMeters(fix.latitude, fix.longitude),
          margin,
        );
        return step ? [{ fenceId: f.id, ...step }] : [];
      });
      expect(checkFences(fences, previous, fix)).toEqual(expected);
    }
  });

  it('ignores the sides of fences that are no longer in the set', () => {
    expect(checkFences(prepareFenceSet([circle]), { home: 'inside', gone: 'inside' }, ORIGIN)).toEqual([]);
    expect(checkFences(prepareFenceSet([]), { gone: 'outside' }, ORIGIN)).toEqual([]);
  });
});

describe('stepFence', () => {
  it('with no margin, still never crosses back and forth on the edge itself', () => {
    expect(stepFence('outside', 0, 0)).toEqual({ side: 'inside', crossing: 'enter' });
    expect(stepFence('inside', 0, 0)).toBeNull();
    expect(stepFence('inside', 0.01, 0)).toEqual({ side: 'outside', crossing: 'exit' });
  });

  it('keeps the side between the margins', () => {
    for (const distance of [-24.9, -10, 0, 10, 24.9]) {
      expect(stepFence('inside', distance, EDGE_MARGIN_METERS)).toBeNull();
      expect(stepFence('outside', distance, EDGE_MARGIN_METERS)).toBeNull();
    }
    expect(stepFence('outside', -EDGE_MARGIN_METERS, EDGE_MARGIN_METERS)?.crossing).toBe('enter');
    expect(stepFence('inside', EDGE_MARGIN_METERS, EDGE_MARGIN_METERS)?.crossing).toBe('exit');
  });
});
