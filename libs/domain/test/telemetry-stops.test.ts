import { DEFAULT_TELEMETRY_CONFIG, telemetryConfig } from '../src';
import { drive, MINUTE, ofType, SECOND, track } from './support/telemetry-track';

const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const config = DEFAULT_TELEMETRY_CONFIG;
/** 36 km/h: 100 m per 10 s fix. */
const CITY = 36;

/** Parked at `north` from `from` for `ms`, a fix every 30 s wandering a few metres, speed 0 to 2.9. */
function park(t: ReturnType<typeof track>, from: { at: number; north: number }, ms: number) {
  const wander = [0, 6, -5, 9, -8, 3, 2.9];
  let { at } = from;
  for (let i = 1; at + 30 * SECOND <= from.at + ms; i += 1) {
    at += 30 * SECOND;
    t.position({ at, north: from.north + wander[i % wander.length], speedKmh: i % 3 === 0 ? 2.9 : 0 });
  }
  return { at, north: from.north };
}

describe('Telemetry: stops and trips', () => {
  it('records a stop once however the parked GPS jitters, with the trip before it and the trip after it', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    let here = drive(t, { at: T0, north: 0 }, 6, 10 * SECOND, CITY);
    const parkedAt = here.at + 10 * SECOND;
    t.position({ at: parkedAt, north: here.north + 10, speedKmh: 0 });
    here = park(t, { at: parkedAt, north: here.north + 10 }, 40 * MINUTE);
    expect(ofType(t.all(), 'StopStarted', 'StopEnded', 'TripEnded').map((e) => e.type)).toEqual([
      'TripEnded',
      'StopStarted',
    ]);
    const [trip] = ofType(t.all(), 'TripEnded');
    expect(trip.data).toMatchObject({
      startedAt: T0 + 10 * SECOND,
      endedAt: parkedAt,
      distanceMeters: 500,
      maxSpeedKmh: CITY,
      endedBy: 'stop',
    });
    expect(trip.data.durationMs).toBe(parkedAt - T0 - 10 * SECOND);
    expect(trip.data.averageSpeedKmh).toBeCloseTo((500 / trip.data.durationMs) * 3_600, 1);
    const [stop] = ofType(t.all(), 'StopStarted');
    expect(stop.data).toMatchObject({ startedAt: parkedAt, odometerMeters: 600 });
    // Decided when the stillness had lasted stopMinMs, not before.
    expect(stop.data.at).toBe(parkedAt + 5 * MINUTE);

    const leftAt = here.at;
    drive(t, here, 3, 10 * SECOND, CITY);
    const ended = ofType(t.all(), 'StopEnded');
    expect(ended).toHaveLength(1);
    // The first fix beyond stopRadiusMeters (100 m): the first 10 s of driving.
    expect(ended[0].data).toMatchObject({
      startedAt: parkedAt,
      endedAt: leftAt + 10 * SECOND,
      durationMs: leftAt + 10 * SECOND - parkedAt,
      overtime: true,
    });
    expect(t.device().motion.trip).toMatchObject({
      startedAt: leftAt + 10 * SECOND,
      startOdometerMeters: 600,
    });
  });

  it('records no stop for a halt shorter than stopMinMs, and keeps the trip going', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    let here = drive(t, { at: T0, north: 0 }, 3, 10 * SECOND, CITY);
    here = park(t, here, config.stopMinMs - SECOND);
    drive(t, here, 3, 10 * SECOND, CITY);
    expect(ofType(t.all(), 'StopStarted', 'StopEnded', 'TripEnded')).toEqual([]);
    expect(t.device().motion.trip?.startedAt).toBe(T0 + 10 * SECOND);
  });

  it('flags a stop shorter than the parking overtime as not overtime', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    const here = park(t, { at: T0, north: 0 }, 10 * MINUTE);
    drive(t, here, 3, 10 * SECOND, CITY);
    expect(ofType(t.all(), 'StopEnded')[0].data).toMatchObject({
      startedAt: T0,
      durationMs: 10 * MINUTE + 10 * SECOND,
      overtime: false,
    });
  });

  it('does not end a stop for a still glitch beyond the radius, but does for a moving fix there or a far one', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    const here = park(t, { at: T0, north: 0 }, 10 * MINUTE);
    t.position({ at: here.at + 30 * SECOND, north: 250, speedKmh: 0 });
    t.position({ at: here.at + 60 * SECOND, north: 2, speedKmh: 0 });
    // A moving reading inside the radius (manoeuvring, or a speed glitch) does not end it either.
    t.position({ at: here.at + 75 * SECOND, north: 40, speedKmh: 5 });
    expect(ofType(t.all(), 'StopEnded')).toEqual([]);
    t.position({ at: here.at + 90 * SECOND, north: 150, speedKmh: 12 });
    expect(ofType(t.all(), 'StopEnded')[0].data.endedAt).toBe(here.at + 90 * SECOND);

    const far = track();
    far.position({ at: T0, north: 0, speedKmh: 0 });
    const still = park(far, { at: T0, north: 0 }, 10 * MINUTE);
    far.position({ at: still.at + 60 * SECOND, north: config.jumpMinDistanceMeters + 1, speedKmh: 0 });
    expect(ofType(far.all(), 'StopEnded')).toHaveLength(1);
  });

  it('takes a device silent while parked as one stop, ended by the first fix elsewhere', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    let here = drive(t, { at: T0, north: 0 }, 3, 10 * SECOND, CITY);
    const parkedAt = here.at + 10 * SECOND;
    t.position({ at: parkedAt, north: here.north + 5, speedKmh: 0 });
    // Nothing for ten hours (ignition off), then the morning's first fix, already on the road.
    const morning = parkedAt + 10 * 60 * MINUTE;
    const out = t.position({ at: morning, north: here.north + 2_000, speedKmh: 40 });
    expect(
      ofType(out, 'TripEnded', 'StopStarted', 'PositionRecorded', 'StopEnded').map((e) => e.type),
    ).toEqual(['TripEnded', 'StopStarted', 'PositionRecorded', 'StopEnded']);
    expect(ofType(out, 'StopEnded')[0].data).toMatchObject({
      startedAt: parkedAt,
      endedAt: morning,
      overtime: true,
    });
    here = { at: morning, north: here.north + 2_000 };
    drive(t, here, 2, 10 * SECOND, CITY);
    expect(t.device().motion.trip?.startedAt).toBe(morning);
  });

  it('ends a trip at the last fix before a gap in data, and starts the next with the next movement', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    const here = drive(t, { at: T0, north: 0 }, 5, 10 * SECOND, CITY);
    const back = here.at + config.dataGapMs + SECOND;
    const out = t.position({ at: back, north: here.north + 20_000, speedKmh: 50 });
    expect(out.map((e) => e.type)).toEqual(['TripEnded', 'PositionRecorded']);
    expect(ofType(out, 'TripEnded')[0].data).toMatchObject({
      startedAt: T0 + 10 * SECOND,
      endedAt: here.at,
      distanceMeters: 400,
      endedBy: 'gap',
    });
    // The distance across the gap is in the odometer but in no trip: where it went is unknown.
    expect(t.device().motion.trip).toMatchObject({ startedAt: back });
    expect(t.device().motion.trip?.startOdometerMeters).toBe(t.device().odometerMeters);
    expect(t.device().odometerMeters).toBeGreaterThan(20_000);
  });

  it('does not end a trip for a gap of exactly dataGapMs', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    const here = drive(t, { at: T0, north: 0 }, 3, 10 * SECOND, CITY);
    t.position({ at: here.at + config.dataGapMs, north: here.north + 500, speedKmh: 30 });
    expect(ofType(t.all(), 'TripEnded')).toEqual([]);
  });

  it('keeps a stop across midnight as one stop, ended in the next day stream', () => {
    const late = Date.UTC(2024, 5, 1, 23, 30, 0);
    const t = track();
    t.position({ at: late, north: 0, speedKmh: 0 });
    const here = park(t, { at: late, north: 0 }, 60 * MINUTE);
    drive(t, here, 3, 10 * SECOND, CITY);
    const [first, second] = [t.days.get('20240601') ?? [], t.days.get('20240602') ?? []];
    expect(ofType(first, 'StopStarted').map((e) => e.data.startedAt)).toEqual([late]);
    expect(ofType(second, 'StopStarted')).toEqual([]);
    expect(second[0].type).toBe('TelemetryDayOpened');
    expect(ofType(second, 'StopEnded').map((e) => e.data)).toEqual([
      expect.objectContaining({ startedAt: late, endedAt: here.at + 10 * SECOND, overtime: true }),
    ]);
  });

  it('lets buffered (out-of-order) fixes neither start nor end a stop', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    const here = park(t, { at: T0, north: 0 }, 10 * MINUTE);
    // A buffer of yesterday's driving arrives: far away, fast, older than the last fix.
    for (let i = 1; i <= 5; i += 1) {
      t.position({
        at: here.at + i * SECOND,
        fixTime: T0 - 60 * MINUTE + i * 10 * SECOND,
        north: 5_000 + i * 100,
        speedKmh: 60,
      });
    }
    expect(ofType(t.all(), 'StopStarted')).toHaveLength(1);
    expect(ofType(t.all(), 'StopEnded', 'TripEnded')).toEqual([]);

    // Nor does a buffered still fix from long before start one.
    const moving = track();
    moving.position({ at: T0, north: 0, speedKmh: 0 });
    const road = drive(moving, { at: T0, north: 0 }, 3, 10 * SECOND, CITY);
    moving.position({ at: road.at + SECOND, fixTime: T0 - 30 * MINUTE, north: road.north, speedKmh: 0 });
    moving.position({ at: road.at + 2 * SECOND, fixTime: T0 - 20 * MINUTE, north: road.north, speedKmh: 0 });
    drive(moving, { at: road.at + 2 * SECOND, north: road.north }, 2, 10 * SECOND, CITY);
    expect(ofType(moving.all(), 'StopStarted', 'TripEnded')).toEqual([]);
  });

  it('lets LBS positions neither start nor end a stop', () => {
    const t = track();
    t.position({ at: T0, north: 0, speedKmh: 0 });
    const here = park(t, { at: T0, north: 0 }, 10 * MINUTE);
    t.position({ at: here.at + 30 * SECOND, north: 1_500, speedKmh: 0, locateType: 'lbs' });
    t.position({ at: here.at + 60 * SECOND, north: 3_000, speedKmh: 0, locateType: 'lbs' });
    expect(ofType(t.all(), 'StopEnded')).toEqual([]);

    const cells = track();
    cells.position({ at: T0, north: 0, speedKmh: 0, locateType: 'lbs' });
    cells.position({ at: T0 + 20 * MINUTE, north: 0, speedKmh: 0, locateType: 'lbs' });
    expect(ofType(cells.all(), 'StopStarted')).toEqual([]);
    expect(cells.device().motion).toEqual({ still: null, stop: null, trip: null });
  });

  it('takes its thresholds from the config', () => {
    const t = track(
      telemetryConfig({ stopMinMs: 2 * MINUTE, stopRadiusMeters: 20, parkingOvertimeMs: 2 * MINUTE }),
    );
    t.position({ at: T0, north: 0, speedKmh: 0 });
    const here = park(t, { at: T0, north: 0 }, 3 * MINUTE);
    t.position({ at: here.at + 10 * SECOND, north: 25, speedKmh: 5 });
    expect(ofType(t.all(), 'StopEnded').map((e) => e.data)).toEqual([
      expect.objectContaining({ startedAt: T0, endedAt: here.at + 10 * SECOND, overtime: true }),
    ]);
  });
});
