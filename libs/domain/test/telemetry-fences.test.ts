import { FenceType, PlaceTarget } from '@gps/codes';
import {
  deviceFencesOf,
  fenceKeyOf,
  prepareDeviceFence,
  telemetryConfig,
  type DeviceFences,
  type Fence,
  type PositionReport,
} from '../src';
import { offset, wander } from './place/meters';
import { latitudeAt, LONGITUDE, MINUTE, ofType, SECOND, SERIAL, track } from './support/telemetry-track';

const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const config = telemetryConfig();
/** The circle's centre, 1 km north of the track's base; radius 200 m. */
const CENTRE_NORTH = 1_000;
const RADIUS = 200;
/** The jitter rule's margin for a fence this size (docs/decisions/fence-geometry.md). */
const MARGIN = 25;
const centre = { latitude: latitudeAt(CENTRE_NORTH), longitude: LONGITUDE };

function circle(overrides: Partial<Fence> = {}): Fence {
  return {
    fenceId: 'f-circle',
    alias: 'Depot',
    fenceType: FenceType.CIRCLE,
    coordinates: [centre, { latitude: latitudeAt(CENTRE_NORTH + RADIUS), longitude: LONGITUDE }],
    radiusMeters: RADIUS,
    enterWarning: true,
    exitWarning: true,
    remark: null,
    targetType: PlaceTarget.CUSTOM,
    ...overrides,
  };
}

/** A 400 m square around the track, from 3 km to 3.4 km north. */
function square(overrides: Partial<Fence> = {}): Fence {
  const base = { latitude: latitudeAt(3_000), longitude: LONGITUDE };
  return {
    fenceId: 'f-square',
    alias: 'Yard',
    fenceType: FenceType.POLYGON,
    coordinates: [
      offset(base, -200, 0),
      offset(base, 200, 0),
      offset(base, 200, 400),
      offset(base, -200, 400),
    ],
    radiusMeters: null,
    enterWarning: true,
    exitWarning: false,
    remark: null,
    targetType: PlaceTarget.CUSTOM,
    ...overrides,
  };
}

const fencesOf = (...fences: Fence[]): DeviceFences | undefined =>
  deviceFencesOf(fences.map(prepareDeviceFence));

/** A track whose positions bring the fences given at the time (as the ingest does). */
function fencedTrack() {
  const t = track(config);
  let fences: DeviceFences | undefined;
  const at = (receivedAt: number, north: number, extra: Partial<PositionReport> & { east?: number } = {}) => {
    const { east = 0, ...report } = extra;
    const point = offset({ latitude: latitudeAt(north), longitude: LONGITUDE }, east, 0);
    return t.send({
      type: 'RecordPosition',
      serial: SERIAL,
      receivedAt,
      config,
      fences,
      report: {
        fixTime: receivedAt,
        valid: true,
        ...point,
        speedKmh: 30,
        course: 0,
        locateType: 'gps',
        ...report,
      },
    });
  };
  const setFences = (...list: Fence[]) => {
    fences = fencesOf(...list);
  };
  return { ...t, at, setFences };
}

const crossings = (events: ReturnType<ReturnType<typeof track>['all']>) =>
  ofType(events, 'FenceEntered', 'FenceExited').map((e) => `${e.type} ${e.data.fenceId}`);

describe('Telemetry: fence enter and exit as positions arrive', () => {
  it('records the first side quietly, then an enter and an exit, each with its warning', () => {
    const t = fencedTrack();
    t.setFences(circle());
    const first = t.at(T0, 0);
    expect(ofType(first, 'FenceSidesFound').map((e) => e.data)).toEqual([
      {
        at: T0,
        latitude: latitudeAt(0),
        longitude: LONGITUDE,
        fixTime: T0,
        sides: { [fenceKeyOf(circle())]: 'outside' },
        forgotten: [],
      },
    ]);
    // Driving north through the circle, a fix every 50 m: in at 850 m (150 m from the centre).
    let enterAt = 0;
    let exitAt = 0;
    for (let north = 50, i = 1; north <= 1_400; north += 50, i += 1) {
      const events = t.at(T0 + i * 10 * SECOND, north);
      if (events.some((e) => e.type === 'FenceEntered')) enterAt = north;
      if (events.some((e) => e.type === 'FenceExited')) exitAt = north;
    }
    expect(enterAt).toBe(850);
    expect(exitAt).toBe(1_250);
    const enteredAt = T0 + 17 * 10 * SECOND;
    const warningId = `${SERIAL}-${enteredAt}-fence_enter-f-circle`;
    expect(ofType(t.all(), 'WarningRaised', 'FenceEntered')[0]).toEqual({
      type: 'WarningRaised',
      version: 1,
      data: {
        warningId,
        kind: 'fence_enter',
        source: 'alarm',
        message: 'Entered a fence',
        at: enteredAt,
        latitude: latitudeAt(850),
        longitude: LONGITUDE,
        occurredAt: enteredAt,
      },
    });
    expect(ofType(t.all(), 'FenceEntered')[0].data).toEqual({
      at: enteredAt,
      latitude: latitudeAt(850),
      longitude: LONGITUDE,
      fenceId: 'f-circle',
      fenceKey: fenceKeyOf(circle()),
      alias: 'Depot',
      fixTime: enteredAt,
      warningId,
    });
    expect(ofType(t.all(), 'WarningRaised').map((e) => e.data.kind)).toEqual(['fence_enter', 'fence_exit']);
    expect(crossings(t.all())).toEqual(['FenceEntered f-circle', 'FenceExited f-circle']);
    expect(t.device().fenceSides).toEqual({ [fenceKeyOf(circle())]: 'outside' });
  });

  it('needs the margin past the edge: a fix 20 m inside does not enter, 25 m does', () => {
    const t = fencedTrack();
    t.setFences(circle());
    t.at(T0, CENTRE_NORTH - RADIUS - 100);
    expect(crossings(t.at(T0 + 10 * SECOND, CENTRE_NORTH - RADIUS + 20))).toEqual([]);
    expect(crossings(t.at(T0 + 20 * SECOND, CENTRE_NORTH - RADIUS + MARGIN + 1))).toEqual([
      'FenceEntered f-circle',
    ]);
  });

  it('lets a vehicle parked at the edge wander 15 m either way without entering or leaving', () => {
    const t = fencedTrack();
    t.setFences(circle());
    const noise = wander(12);
    const edge = CENTRE_NORTH - RADIUS;
    for (let i = 0; i < 300; i += 1) {
      t.at(T0 + i * 10 * SECOND, edge + 15 * noise(), { east: 15 * noise(), speedKmh: 0 });
    }
    expect(crossings(t.all())).toEqual([]);
    expect(ofType(t.all(), 'WarningRaised')).toEqual([]);
  });

  it('sets the side of a fence created while the vehicle is inside on its next fix, without an enter warning', () => {
    const t = fencedTrack();
    t.at(T0, CENTRE_NORTH);
    t.setFences(circle());
    const next = t.at(T0 + 10 * SECOND, CENTRE_NORTH + 5);
    expect(ofType(next, 'FenceSidesFound').map((e) => e.data.sides)).toEqual([
      { [fenceKeyOf(circle())]: 'inside' },
    ]);
    expect(ofType(next, 'FenceEntered', 'WarningRaised')).toEqual([]);
    // Then leaving is an exit like any other.
    expect(crossings(t.at(T0 + 20 * SECOND, CENTRE_NORTH + RADIUS + MARGIN + 1))).toEqual([
      'FenceExited f-circle',
    ]);
  });

  it('records crossings without a warning when the fence asks for none', () => {
    const t = fencedTrack();
    t.setFences(circle({ enterWarning: false, exitWarning: false }));
    t.at(T0, 0);
    t.at(T0 + 10 * SECOND, CENTRE_NORTH);
    t.at(T0 + 20 * SECOND, 2_000);
    expect(crossings(t.all())).toEqual(['FenceEntered f-circle', 'FenceExited f-circle']);
    expect(ofType(t.all(), 'FenceEntered', 'FenceExited').map((e) => e.data.warningId)).toEqual([null, null]);
    expect(ofType(t.all(), 'WarningRaised')).toEqual([]);
  });

  it('checks a polygon and a circle together, each by its own flags', () => {
    const t = fencedTrack();
    t.setFences(circle(), square());
    for (let north = 0, i = 0; north <= 4_000; north += 100, i += 1) t.at(T0 + i * 10 * SECOND, north);
    expect(crossings(t.all())).toEqual([
      'FenceEntered f-circle',
      'FenceExited f-circle',
      'FenceEntered f-square',
      'FenceExited f-square',
    ]);
    // The square warns of entering only.
    expect(ofType(t.all(), 'WarningRaised').map((e) => e.data.kind)).toEqual([
      'fence_enter',
      'fence_exit',
      'fence_enter',
    ]);
  });

  it('restarts the side of a reshaped fence as unknown: the next fix sets it quietly', () => {
    const t = fencedTrack();
    t.setFences(circle());
    t.at(T0, 0);
    t.at(T0 + 10 * SECOND, CENTRE_NORTH);
    // Moved north so the vehicle, which has not moved, is now outside it: no exit for an edit.
    const moved = circle({
      coordinates: [{ latitude: latitudeAt(CENTRE_NORTH + 1_000), longitude: LONGITUDE }, centre],
    });
    t.setFences(moved);
    const next = t.at(T0 + 20 * SECOND, CENTRE_NORTH);
    expect(ofType(next, 'FenceSidesFound').map((e) => e.data)).toEqual([
      expect.objectContaining({
        sides: { [fenceKeyOf(moved)]: 'outside' },
        forgotten: [fenceKeyOf(circle())],
      }),
    ]);
    expect(ofType(next, 'FenceExited', 'WarningRaised')).toEqual([]);
    expect(t.device().fenceSides).toEqual({ [fenceKeyOf(moved)]: 'outside' });
  });

  it('keeps the side of a fence whose name or flags changed: its outline is the same', () => {
    const t = fencedTrack();
    t.setFences(circle());
    t.at(T0, 0);
    t.at(T0 + 10 * SECOND, CENTRE_NORTH);
    t.setFences(circle({ alias: 'Main depot', exitWarning: false }));
    expect(ofType(t.at(T0 + 20 * SECOND, CENTRE_NORTH), 'FenceSidesFound')).toEqual([]);
    const out = t.at(T0 + 30 * SECOND, 2_000);
    expect(ofType(out, 'FenceExited').map((e) => [e.data.alias, e.data.warningId])).toEqual([
      ['Main depot', null],
    ]);
  });

  it('forgets a removed fence: no crossing of it, and its side dropped', () => {
    const t = fencedTrack();
    t.setFences(circle());
    t.at(T0, 0);
    t.setFences();
    const next = t.at(T0 + 10 * SECOND, CENTRE_NORTH);
    expect(ofType(next, 'FenceSidesFound').map((e) => e.data.forgotten)).toEqual([[fenceKeyOf(circle())]]);
    expect(crossings(next)).toEqual([]);
    expect(t.device().fenceSides).toEqual({});
    // Forgotten once: the next fix records nothing of fences.
    expect(ofType(t.at(T0 + 20 * SECOND, 2_000), 'FenceSidesFound', 'FenceExited')).toEqual([]);
  });

  it('never crosses on a buffered (older) fix or a cell-tower fix', () => {
    const t = fencedTrack();
    t.setFences(circle());
    t.at(T0 + MINUTE, 0);
    // An older fix from the device's buffer, inside the circle: history, not where it is now.
    const buffered = t.at(T0 + 2 * MINUTE, CENTRE_NORTH, { fixTime: T0 });
    expect(ofType(buffered, 'PositionRecorded').map((e) => e.data.outOfOrder)).toEqual([true]);
    // A cell-tower fix inside the circle: hundreds of metres off.
    const lbs = t.at(T0 + 3 * MINUTE, CENTRE_NORTH, { locateType: 'lbs' });
    expect(ofType(lbs, 'PositionRecorded')).toHaveLength(1);
    expect(crossings(t.all())).toEqual([]);
    expect(t.device().fenceSides).toEqual({ [fenceKeyOf(circle())]: 'outside' });
  });

  it('carries the sides into the next day: a vehicle inside at midnight leaves the next morning', () => {
    const t = fencedTrack();
    t.setFences(circle());
    const evening = Date.UTC(2024, 5, 1, 23, 50);
    t.at(evening, 0);
    t.at(evening + MINUTE, CENTRE_NORTH);
    const morning = Date.UTC(2024, 5, 2, 6, 0);
    const next = t.at(morning, 2_000);
    expect(ofType(next, 'TelemetryDayOpened')[0].data.carried.fenceSides).toEqual({
      [fenceKeyOf(circle())]: 'inside',
    });
    expect(crossings(next)).toEqual(['FenceExited f-circle']);
    expect(t.days.size).toBe(2);
  });
});
