import fc from 'fast-check';
import {
  deviceStatusCode,
  DomainError,
  EARTH_RADIUS_METERS,
  emptyTelemetrySnapshot,
  snapshotOf,
  telemetryConfig,
  telemetryDayOf,
  telemetryDecider,
  type PositionReport,
  type TelemetryCommand,
  type TelemetryEvent,
  type TelemetryState,
} from '../src';
import { replay } from './support/given-when-then';

/**
 * Random device histories, run the way the ingest service will: one cached state per device,
 * carried into a new day stream at each UTC midnight. Whatever a device sends, the decider only
 * ever refuses with a DomainError, stores no NaN, and the odometer never goes back.
 */

const SEED = 20240601;
const SERIAL = '358899051234567';
const START = Date.UTC(2024, 5, 1, 21, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;
// With an overspeed limit, so overspeed episodes are exercised too (speeds go up to 200 km/h).
const config = telemetryConfig({ overspeedLimitKmh: 100 });
/** Episode facts whose end must not come before their start. */
const EPISODE_ENDS = new Set(['StopEnded', 'TripEnded', 'OverspeedEnded', 'OfflineEnded']);

// Several thousand decisions per test: ample, but slower than Jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

const rarely = fc.integer({ min: 0, max: 49 }).map((n) => n === 0);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Mostly sane, sometimes not: enough good fixes for the odometer, enough bad ones for the filters. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });

const stepArb = fc.record({
  kind: fc.constantFrom(
    'position',
    'position',
    'position',
    'heartbeat',
    'alarm',
    'alarm_with_position',
    'offline',
  ),
  gapMs: fc.oneof(
    fc.integer({ min: 0, max: 60_000 }),
    fc.integer({ min: 0, max: 2 * 60 * MINUTE }),
    fc.constant(0),
  ),
  northM: fc.double({ min: -3_000, max: 3_000, noNaN: true }),
  eastM: fc.double({ min: -3_000, max: 3_000, noNaN: true }),
  fixOffsetMs: mostly(
    fc.oneof(fc.constant(0), fc.integer({ min: -10 * MINUTE, max: 0 })),
    fc.constantFrom(-8 * DAY, -7 * DAY, 10 * MINUTE, 11 * MINUTE, -1, Number.NaN),
  ),
  speedKmh: mostly(
    fc.double({ min: 0, max: 200, noNaN: true }),
    fc.constantFrom(Number.NaN, -1, 401, Infinity),
  ),
  course: mostly(fc.double({ min: 0, max: 360, noNaN: true }), fc.constantFrom(-1, 361, Number.NaN)),
  valid: fc.boolean(),
  locateType: mostly(fc.constantFrom('gps', 'gps', 'gps', 'lbs'), fc.constant('wifi')),
  garbage: mostly(
    fc.constant(undefined),
    fc.constantFrom<Partial<PositionReport>>(
      { latitude: Number.NaN },
      { latitude: 0, longitude: 0 },
      { longitude: 181 },
      { latitude: -91 },
      { altitude: 1e9 },
      { altitude: Number.NaN },
      { longitude: Infinity },
    ),
  ),
  repeatLast: rarely,
  altitude: maybe(fc.double({ min: -100, max: 3_000, noNaN: true })),
  satellites: maybe(fc.integer({ min: -1, max: 30 })),
  batteryLevel: maybe(fc.oneof(fc.double({ min: -10, max: 200 }), fc.constant(Number.NaN))),
  gsmSignal: maybe(fc.integer({ min: -5, max: 5 })),
  acc: maybe(fc.boolean()),
  armed: maybe(
    fc.constantFrom<PositionReport['armed'] | 'loud'>(
      true,
      false,
      'none',
      'vibration',
      'sound',
      'combined',
      'loud',
    ),
  ),
  statusBits: maybe(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.constant(Number.NaN))),
  alarm: maybe(
    fc.constantFrom('sos', 'vibration', 'power_cut', 'low_battery', 'acc_on', 'acc_off', 'power_on', 'weird'),
  ),
  sleeping: maybe(fc.boolean()),
  badReceipt: rarely,
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

/** Turns random steps into commands: a random walk in time and space from central Taipei. */
function commandsOf(
  steps: Step[],
): { at: number; build: (carried: TelemetryCommand['carried']) => TelemetryCommand }[] {
  let at = START;
  let lat = 25.04;
  let lon = 121.55;
  let last: PositionReport | null = null;
  return steps.map((s) => {
    at += s.gapMs;
    lat = Math.max(-89, Math.min(89, lat + s.northM / METERS_PER_DEGREE));
    lon += s.eastM / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    const fresh: PositionReport = {
      fixTime: at + s.fixOffsetMs,
      valid: s.valid || s.kind === 'position',
      latitude: lat,
      longitude: lon,
      speedKmh: s.speedKmh,
      course: s.course,
      locateType: s.locateType as PositionReport['locateType'],
      altitude: s.altitude,
      satellites: s.satellites,
      batteryLevel: s.batteryLevel,
      gsmSignal: s.gsmSignal,
      acc: s.acc,
      armed: s.armed as PositionReport['armed'],
      statusBits: s.statusBits,
      alarm: s.alarm,
      ...s.garbage,
    };
    const report = s.repeatLast && last !== null ? last : fresh;
    last = report;
    const receivedAt = s.badReceipt ? Number.NaN : at;
    const base = { serial: SERIAL, receivedAt, config };
    const stamp = at;
    const build = (carried: TelemetryCommand['carried']): TelemetryCommand => {
      switch (s.kind) {
        case 'position':
          return { type: 'RecordPosition', ...base, report, carried };
        case 'heartbeat':
          return {
            type: 'RecordHeartbeat',
            ...base,
            batteryLevel: s.batteryLevel,
            gsmSignal: s.gsmSignal,
            acc: s.acc,
            armed: s.armed as PositionReport['armed'],
            statusBits: s.statusBits,
            alarm: s.alarm,
            sleeping: s.sleeping,
            carried,
          };
        case 'alarm':
          return { type: 'RecordAlarm', ...base, alarm: s.alarm ?? 'sos', carried };
        case 'alarm_with_position':
          return { type: 'RecordAlarm', ...base, alarm: s.alarm ?? 'sos', report, carried };
        default:
          return { type: 'MarkOffline', serial: SERIAL, at: receivedAt, carried, config };
      }
    };
    return { at: stamp, build };
  });
}

function nonFiniteNumbers(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => nonFiniteNumbers(v, `${path}.${k}`));
}

interface Run {
  days: Map<string, TelemetryEvent[]>;
  states: Map<string, TelemetryState>;
  odometers: number[];
  refused: number;
}

/** The ingest's loop: a cache per device, a new day stream at each midnight, snapshot carried. */
function run(steps: Step[]): Run {
  const days = new Map<string, TelemetryEvent[]>();
  const states = new Map<string, TelemetryState>();
  const odometers: number[] = [];
  let refused = 0;
  let day: string | null = null;
  let state: TelemetryState = telemetryDecider.initialState;
  for (const { at, build } of commandsOf(steps)) {
    const today = telemetryDayOf(at);
    if (today !== day) {
      day = today;
      state = states.get(today) ?? telemetryDecider.initialState;
    }
    const previous = [...states.values()].at(-1);
    const carried = (previous && snapshotOf(previous)) ?? emptyTelemetrySnapshot(SERIAL);
    let events: TelemetryEvent[];
    try {
      events = telemetryDecider.decide(build(state.status === 'open' ? undefined : carried), state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused += 1;
      continue;
    }
    for (const e of events) {
      state = telemetryDecider.evolve(state, e);
      if (e.type === 'PositionRecorded') odometers.push(e.data.odometerMeters);
    }
    if (events.length > 0) {
      days.set(today, [...(days.get(today) ?? []), ...events]);
      states.set(today, state);
    }
  }
  return { days, states, odometers, refused };
}

describe('Telemetry property: random device histories', () => {
  it('refuse only with DomainError, store only finite numbers, and never turn the odometer back', () => {
    let recorded = 0;
    let rolledOver = 0;
    const episodes: Record<string, number> = {};
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 80, size: 'max' }), (steps) => {
        const { days, states, odometers } = run(steps);
        recorded += odometers.length;
        rolledOver += Math.max(0, days.size - 1);
        for (let i = 1; i < odometers.length; i += 1)
          expect(odometers[i]).toBeGreaterThanOrEqual(odometers[i - 1]);
        for (const [day, events] of days) {
          expect(nonFiniteNumbers(events)).toEqual([]);
          for (const e of events) {
            expect(e.version).toBe(1);
            if (EPISODE_ENDS.has(e.type)) episodes[e.type] = (episodes[e.type] ?? 0) + 1;
            if (e.type === 'PositionRecorded') expect(e.data.distanceMeters).toBeGreaterThanOrEqual(0);
            if (EPISODE_ENDS.has(e.type)) {
              const { startedAt, endedAt, durationMs } = e.data as {
                startedAt: number;
                endedAt: number;
                durationMs: number;
              };
              expect(durationMs).toBe(endedAt - startedAt);
              expect(durationMs).toBeGreaterThanOrEqual(0);
            }
          }
          // A cold start from the day stream alone, even after a JSON round trip, is the cached state.
          const stored = JSON.parse(JSON.stringify(events)) as TelemetryEvent[];
          expect(replay(telemetryDecider, stored)).toEqual(states.get(day));
          expect(events[0].type).toBe('TelemetryDayOpened');
          expect(events.filter((e) => e.type === 'TelemetryDayOpened')).toHaveLength(1);
          expect([1, 2, 3]).toContain(deviceStatusCode(states.get(day) as TelemetryState));
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
    // The generator must exercise what the property is about, or the property proves nothing.
    expect(recorded).toBeGreaterThan(2_000);
    expect(rolledOver).toBeGreaterThan(150);
    expect(episodes).toEqual(
      expect.objectContaining({ StopEnded: expect.any(Number), TripEnded: expect.any(Number) }),
    );
    expect(episodes).toEqual(
      expect.objectContaining({ OverspeedEnded: expect.any(Number), OfflineEnded: expect.any(Number) }),
    );
  });

  it('is deterministic: the same commands give the same events', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40, size: 'max' }), (steps) => {
        expect(run(steps).days).toEqual(run(steps).days);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
