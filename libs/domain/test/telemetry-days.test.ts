import {
  DEFAULT_TELEMETRY_CONFIG,
  deviceStatusCode,
  EARTH_RADIUS_METERS,
  emptyTelemetrySnapshot,
  openDay,
  parseStreamName,
  snapshotOf,
  streams,
  telemetryDayOf,
  telemetryDecider,
  telemetrySnapshotTaken,
  UNOPENED_TELEMETRY,
  vehicleStatusOf,
  type PositionReport,
  type TelemetryCommand,
  type TelemetryEvent,
  type TelemetrySnapshot,
  type TelemetryState,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(telemetryDecider);
const SERIAL = '358899051234567';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const LATE = Date.UTC(2024, 5, 1, 23, 59, 0);
const MIDNIGHT = Date.UTC(2024, 5, 2, 0, 0, 0);
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;
const config = DEFAULT_TELEMETRY_CONFIG;
const fresh = emptyTelemetrySnapshot(SERIAL);
const north = (meters: number) => 25 + meters / METERS_PER_DEGREE;

const position = (at: number, over: Partial<PositionReport> = {}, carried = fresh): TelemetryCommand => ({
  type: 'RecordPosition',
  serial: SERIAL,
  receivedAt: at,
  report: {
    fixTime: at,
    valid: true,
    latitude: 25,
    longitude: 121.5,
    speedKmh: 0,
    course: 0,
    locateType: 'gps',
    ...over,
  },
  carried,
  config,
});

/** One day stream: the commands' events, and the state an ingest cache would hold after them. */
function day(commands: TelemetryCommand[]) {
  const history: TelemetryEvent[] = [];
  const outs = commands.map((c) => {
    const out = eventsOf(when(history, c));
    history.push(...out);
    return out;
  });
  const state = replay(telemetryDecider, history);
  return { outs, history, state, device: snapshotOf(state) as TelemetrySnapshot };
}

describe('Telemetry streams', () => {
  it('names one stream per device per UTC day of receipt, and a snapshot stream per device', () => {
    expect(streams.telemetry(SERIAL, LATE)).toBe(`telemetry-${SERIAL}-20240601`);
    expect(streams.telemetry(SERIAL, MIDNIGHT - 1)).toBe(`telemetry-${SERIAL}-20240601`);
    expect(streams.telemetry(SERIAL, MIDNIGHT)).toBe(`telemetry-${SERIAL}-20240602`);
    expect(streams.telemetrySnapshot(SERIAL)).toBe(`telemetrysnap-${SERIAL}`);
    expect(telemetryDayOf(MIDNIGHT)).toBe('20240602');
  });

  it('parses back into category and id', () => {
    expect(parseStreamName(streams.telemetry(SERIAL, LATE))).toEqual({
      category: 'telemetry',
      id: `${SERIAL}-20240601`,
    });
    expect(parseStreamName(streams.telemetrySnapshot(SERIAL))).toEqual({
      category: 'telemetrysnap',
      id: SERIAL,
    });
  });

  it('refuses a serial that is not 1-20 digits', () => {
    expect(() => streams.telemetry('', LATE)).toThrow(expect.objectContaining({ kind: 'validation' }));
    expect(() => streams.telemetrySnapshot('12-34')).toThrow(expect.objectContaining({ kind: 'validation' }));
  });
});

describe('Telemetry: carrying a device into a new day', () => {
  it('continues the odometer across midnight', () => {
    const d1 = day([position(LATE), position(LATE + 30 * SECOND, { latitude: north(400), speedKmh: 50 })]);
    expect(d1.device.odometerMeters).toBeCloseTo(400, 0);
    const carried = snapshotOf(d1.state) as TelemetrySnapshot;
    const d2 = day([position(MIDNIGHT + 10 * SECOND, { latitude: north(700), speedKmh: 50 }, carried)]);
    expect(d2.outs[0][0]).toEqual({
      type: 'TelemetryDayOpened',
      version: 1,
      data: { serial: SERIAL, day: '20240602', carried, at: MIDNIGHT + 10 * SECOND },
    });
    // Already online and already moving: nothing but the fix.
    expect(d2.outs[0].map((e) => e.type)).toEqual(['TelemetryDayOpened', 'PositionRecorded']);
    expect(d2.device.odometerMeters).toBeCloseTo(700, 0);
  });

  it('does not raise again an alarm that was active when the day rolled over', () => {
    const status = (at: number, alarm: string | undefined, carried: TelemetrySnapshot) =>
      position(at, { statusBits: 1, ...(alarm && { alarm }) }, carried);
    const d1 = day([status(LATE - 10 * MINUTE, 'power_cut', fresh)]);
    const carried = snapshotOf(d1.state) as TelemetrySnapshot;
    expect(carried.activeAlarms).toEqual(['power_cut']);
    const d2 = day([
      status(MIDNIGHT + 5 * MINUTE, 'power_cut', carried),
      status(MIDNIGHT + 6 * MINUTE, undefined, carried),
    ]);
    expect(d2.outs[0].filter((e) => e.type === 'WarningRaised')).toEqual([]);
    expect(d2.outs[1]).toContainEqual({
      type: 'AlarmCleared',
      version: 1,
      data: { kind: 'power_cut', at: MIDNIGHT + 6 * MINUTE },
    });
  });

  it('keeps the repeat window across midnight', () => {
    const sos = (at: number, carried: TelemetrySnapshot): TelemetryCommand => ({
      type: 'RecordAlarm',
      serial: SERIAL,
      receivedAt: at,
      alarm: 'sos',
      carried,
      config,
    });
    const d1 = day([sos(MIDNIGHT - 30 * SECOND, fresh)]);
    const d2 = day([sos(MIDNIGHT + 10 * SECOND, snapshotOf(d1.state) as TelemetrySnapshot)]);
    expect(d2.outs[0]).toEqual([]);
  });

  it('rebuilds a cold start from the last snapshot event and the one day stream it names', () => {
    const d1 = day([position(LATE), position(LATE + 30 * SECOND, { latitude: north(200), speedKmh: 30 })]);
    const carried = snapshotOf(d1.state) as TelemetrySnapshot;
    const taken = telemetrySnapshotTaken(SERIAL, '20240602', carried, MIDNIGHT + SECOND);
    expect(taken).toEqual({
      type: 'TelemetrySnapshotTaken',
      version: 1,
      data: { serial: SERIAL, day: '20240602', snapshot: carried, at: MIDNIGHT + SECOND },
    });
    const d2 = day([
      position(MIDNIGHT + SECOND, { latitude: north(300), speedKmh: 30 }, carried),
      position(MIDNIGHT + MINUTE, { latitude: north(900), speedKmh: 30 }, carried),
    ]);
    // The stream named by the snapshot holds everything: its first event carries what came before.
    const cold = replay(telemetryDecider, d2.history);
    expect(cold).toEqual(d2.state);
    expect((cold as Extract<TelemetryState, { status: 'open' }>).device.odometerMeters).toBeCloseTo(900, 0);
  });

  it('copies on snapshot, so a cache cannot alias a stored event', () => {
    const d1 = day([position(LATE)]);
    const snapshot = snapshotOf(d1.state);
    expect(snapshot).toEqual(d1.device);
    expect(snapshot).not.toBe((d1.state as Extract<TelemetryState, { status: 'open' }>).device);
    expect(snapshotOf(UNOPENED_TELEMETRY)).toBeNull();
  });

  it('builds and checks the day opening', () => {
    expect(openDay(SERIAL, '20240602', fresh, MIDNIGHT)).toEqual({
      type: 'TelemetryDayOpened',
      version: 1,
      data: { serial: SERIAL, day: '20240602', carried: fresh, at: MIDNIGHT },
    });
    expect(() => openDay(SERIAL, '2024-06-02', fresh, MIDNIGHT)).toThrow(
      expect.objectContaining({ detail: expect.objectContaining({ field: 'day' }) }),
    );
    expect(() => openDay('1', '20240602', fresh, MIDNIGHT)).toThrow(
      expect.objectContaining({ detail: expect.objectContaining({ field: 'carried' }) }),
    );
    const misshapen = { ...fresh, activeAlarms: undefined } as unknown as TelemetrySnapshot;
    expect(() => openDay(SERIAL, '20240602', misshapen, MIDNIGHT)).toThrow(
      expect.objectContaining({ detail: expect.objectContaining({ field: 'carried' }) }),
    );
    expect(() => openDay(SERIAL, '20240602', { ...fresh, odometerMeters: Number.NaN }, MIDNIGHT)).toThrow(
      expect.objectContaining({ detail: expect.objectContaining({ field: 'carried' }) }),
    );
  });

  it('ignores events before the day is opened', () => {
    const stray: TelemetryEvent = { type: 'DeviceCameOnline', version: 1, data: { at: LATE } };
    expect(telemetryDecider.evolve(UNOPENED_TELEMETRY, stray)).toBe(UNOPENED_TELEMETRY);
  });

  it('refuses an unknown command', () => {
    const bogus = { type: 'Teleport', serial: SERIAL } as unknown as TelemetryCommand;
    expect(errorOf(when([], bogus))).toMatchObject({ kind: 'validation', detail: { field: 'type' } });
  });
});

describe('Telemetry read helpers', () => {
  const device = (over: Partial<TelemetrySnapshot>): TelemetrySnapshot => ({ ...fresh, ...over });

  it.each([
    [{ online: false, vehicleStatus: 'moving' }, 1],
    [{ online: true, vehicleStatus: 'moving' }, 2],
    [{ online: true, vehicleStatus: 'stationary' }, 3],
    [{ online: true, vehicleStatus: 'sleep' }, 3],
    [{ online: true, vehicleStatus: 'no_signal' }, 3],
    [{ online: true, vehicleStatus: null }, 3],
  ] as const)('deviceStatusCode(%j) is %i', (over, code) => {
    expect(deviceStatusCode(device(over))).toBe(code);
  });

  it('reads the same from a day state as from its snapshot', () => {
    const d = day([position(LATE, { speedKmh: 40 })]);
    expect(deviceStatusCode(d.state)).toBe(2);
    expect(vehicleStatusOf(d.state)).toBe('moving');
    expect(vehicleStatusOf(d.device)).toBe('moving');
  });

  it('treats a device never heard from as offline without signal', () => {
    expect(deviceStatusCode(UNOPENED_TELEMETRY)).toBe(1);
    expect(vehicleStatusOf(UNOPENED_TELEMETRY)).toBe('no_signal');
    expect(vehicleStatusOf(fresh)).toBe('no_signal');
  });
});
