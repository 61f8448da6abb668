import {
  DEFAULT_TELEMETRY_CONFIG,
  EARTH_RADIUS_METERS,
  emptyTelemetrySnapshot,
  haversineMeters,
  snapshotOf,
  telemetryConfig,
  telemetryDecider,
  type PositionReport,
  type RecordPosition,
  type TelemetryCommand,
  type TelemetryEvent,
  type TelemetrySnapshot,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(telemetryDecider);
const SERIAL = '358899051234567';
const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const MINUTE = 60_000;
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;
const config = DEFAULT_TELEMETRY_CONFIG;
const carried = emptyTelemetrySnapshot(SERIAL);

/** Latitude `meters` north of the base point (25 N, 121.5 E). */
const north = (meters: number) => 25 + meters / METERS_PER_DEGREE;

const report = (fixTime: number, over: Partial<PositionReport> = {}): PositionReport => ({
  fixTime,
  valid: true,
  latitude: 25,
  longitude: 121.5,
  speedKmh: 0,
  course: 0,
  locateType: 'gps',
  ...over,
});
const position = (receivedAt: number, over: Partial<PositionReport> = {}): RecordPosition => ({
  type: 'RecordPosition',
  serial: SERIAL,
  receivedAt,
  report: report(receivedAt, over),
  carried,
  config,
});

/** Runs commands one after another on one day stream; returns each command's events. */
function play(commands: TelemetryCommand[], given: TelemetryEvent[] = []) {
  const history = [...given];
  const outs = commands.map((c) => {
    const out = eventsOf(when(history, c));
    history.push(...out);
    return out;
  });
  return { outs, history, device: snapshotOf(replay(telemetryDecider, history)) as TelemetrySnapshot };
}
const types = (events: TelemetryEvent[]) => events.map((e) => e.type);
const recorded = (events: TelemetryEvent[]) => {
  const e = events.find((x) => x.type === 'PositionRecorded');
  if (e?.type !== 'PositionRecorded') throw new Error(`no PositionRecorded in ${types(events).join(',')}`);
  return e.data;
};

describe('Telemetry: RecordPosition on a new day', () => {
  it('opens the day with the carried state, comes online, records the fix and its status', () => {
    expect(when([], position(T0, { speedKmh: 1.5, altitude: 12, satellites: 9, batteryLevel: 80 }))).toEqual([
      {
        type: 'TelemetryDayOpened',
        version: 1,
        data: { serial: SERIAL, day: '20240601', carried, at: T0 },
      },
      { type: 'DeviceCameOnline', version: 1, data: { at: T0 } },
      {
        type: 'PositionRecorded',
        version: 1,
        data: {
          fixTime: T0,
          receivedAt: T0,
          latitude: 25,
          longitude: 121.5,
          speed: 1.5,
          course: 0,
          altitude: 12,
          satellites: 9,
          locateType: 'gps',
          batteryLevel: 80,
          batteryVoltage: null,
          gsmSignal: null,
          acc: null,
          statusBits: null,
          alarm: null,
          distanceMeters: 0,
          odometerMeters: 0,
          outOfOrder: false,
          at: T0,
        },
      },
      { type: 'VehicleStatusChanged', version: 1, data: { status: 'stationary', at: T0 } },
    ]);
  });

  it('needs the carried state to open a day', () => {
    const { carried: _omitted, ...withoutCarried } = position(T0) as TelemetryCommand & { carried?: unknown };
    expect(errorOf(when([], withoutCarried as TelemetryCommand))).toMatchObject({
      kind: 'validation',
      detail: { field: 'carried' },
    });
  });

  it('refuses a carried state of another device', () => {
    const c = { ...position(T0), carried: emptyTelemetrySnapshot('1234') } as TelemetryCommand;
    expect(errorOf(when([], c))).toMatchObject({ kind: 'validation', detail: { field: 'carried' } });
  });

  it('ignores the carried state once the day is open', () => {
    const { history } = play([position(T0)]);
    const other: TelemetrySnapshot = { ...carried, odometerMeters: 999_999, online: false };
    const out = eventsOf(when(history, { ...position(T0 + MINUTE), carried: other } as TelemetryCommand));
    expect(types(out)).toEqual(['PositionRecorded']);
    expect(recorded(out).odometerMeters).toBe(0);
  });

  it('refuses a command of another day than the stream (a routing bug)', () => {
    const { history } = play([position(T0)]);
    expect(errorOf(when(history, position(T0 + 24 * 60 * MINUTE)))).toMatchObject({
      kind: 'validation',
      detail: { field: 'receivedAt' },
    });
  });

  it('refuses a command for another device on this stream', () => {
    const { history } = play([position(T0)]);
    expect(errorOf(when(history, { ...position(T0 + 1), serial: '42' } as TelemetryCommand))).toMatchObject({
      kind: 'validation',
      detail: { field: 'serial' },
    });
  });

  it.each([
    ['serial', { serial: 'abc' }],
    ['receivedAt', { receivedAt: Number.NaN }],
    ['receivedAt', { receivedAt: -1 }],
    ['report', { report: null }],
    ['config.maxJumpKmh', { config: { ...config, maxJumpKmh: -5 } }],
    ['config', { config: undefined }],
  ])('refuses a bad %s (input the ingest controls)', (field, over) => {
    expect(errorOf(when([], { ...position(T0), ...over } as TelemetryCommand))).toMatchObject({
      kind: 'validation',
      detail: { field },
    });
  });
});

describe('Telemetry: recorded positions', () => {
  it('adds the distance to the odometer and reports moving', () => {
    const step = north(500);
    const { outs, device } = play([position(T0), position(T0 + 30_000, { latitude: step, speedKmh: 60 })]);
    expect(types(outs[1])).toEqual(['PositionRecorded', 'VehicleStatusChanged']);
    const data = recorded(outs[1]);
    expect(data.distanceMeters).toBeCloseTo(500, 0);
    expect(data.odometerMeters).toBe(data.distanceMeters);
    expect(outs[1][1]).toMatchObject({ data: { status: 'moving' } });
    expect(device.odometerMeters).toBe(data.odometerMeters);
    expect(device.lastPosition).toMatchObject({ latitude: step, speed: 60 });
  });

  it('stores unusable side readings as null instead of rejecting the fix', () => {
    const out = eventsOf(
      when(
        [],
        position(T0, { batteryLevel: 150, batteryVoltage: Number.NaN, gsmSignal: -3, satellites: -1 }),
      ),
    );
    expect(recorded(out)).toMatchObject({
      batteryLevel: null,
      batteryVoltage: null,
      gsmSignal: null,
      satellites: null,
    });
  });

  it("keeps the vehicle's supply voltage and the device's own odometer beside the platform's odometer", () => {
    const step = north(500);
    const { outs, device } = play([
      position(T0, { powerVoltage: 12.6, deviceOdometerMeters: 123_456_000 }),
      position(T0 + 30_000, {
        latitude: step,
        speedKmh: 60,
        powerVoltage: 13.9,
        deviceOdometerMeters: 123_456_500,
      }),
    ]);
    expect(recorded(outs[0])).toMatchObject({
      powerVoltage: 12.6,
      deviceOdometerMeters: 123_456_000,
      odometerMeters: 0,
    });
    expect(recorded(outs[1])).toMatchObject({ powerVoltage: 13.9, deviceOdometerMeters: 123_456_500 });
    // The device's reading is shown, never counted: the platform's odometer comes from the fixes.
    expect(device.odometerMeters).toBeCloseTo(500, 0);
  });

  it('leaves out an unusable supply voltage or device odometer instead of rejecting the fix', () => {
    const bad = eventsOf(when([], position(T0, { powerVoltage: -1, deviceOdometerMeters: Number.NaN })));
    expect(recorded(bad)).not.toHaveProperty('powerVoltage');
    expect(recorded(bad)).not.toHaveProperty('deviceOdometerMeters');
    const junk = { powerVoltage: '12' as unknown as number, deviceOdometerMeters: Infinity };
    expect(recorded(eventsOf(when([], position(T0, junk))))).not.toHaveProperty('powerVoltage');
  });

  it('keeps ACC, status bits and the carried alarm kind', () => {
    const out = eventsOf(when([], position(T0, { acc: true, statusBits: 0x46, alarm: 'power_cut' })));
    expect(recorded(out)).toMatchObject({ acc: true, statusBits: 0x46, alarm: 'power_cut' });
  });

  it('does not count parked jitter, and counts slow creeping once it adds up', () => {
    const jitter = [3, -4, 5, -2, 4].map((m, i) => position(T0 + (i + 1) * 10_000, { latitude: north(m) }));
    const creep = [10, 20, 31].map((m, i) =>
      position(T0 + (i + 10) * 10_000, { latitude: north(m), speedKmh: 1 }),
    );
    const { outs, device } = play([position(T0), ...jitter, ...creep]);
    const distances = outs.map((o) => recorded(o).distanceMeters);
    expect(distances.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(distances.slice(6, 8)).toEqual([0, 0]);
    // Measured from the anchor (the first fix), not from the previous fix.
    expect(distances[8]).toBeCloseTo(31, 0);
    expect(device.odometerMeters).toBeCloseTo(31, 0);
  });

  it('calls a slow fix moving when the ignition is on and the odometer advanced', () => {
    const { outs } = play([
      position(T0, { acc: true }),
      position(T0 + 30_000, { latitude: north(100), acc: true }),
    ]);
    expect(outs[1]).toContainEqual(
      expect.objectContaining({ type: 'VehicleStatusChanged', data: { status: 'moving', at: T0 + 30_000 } }),
    );
  });

  it('changes no status when it stays the same', () => {
    const { outs } = play([position(T0), position(T0 + 30_000)]);
    expect(types(outs[1])).toEqual(['PositionRecorded']);
  });

  it('records protection from the arming reading', () => {
    const { outs, device } = play([
      position(T0, { armed: true }),
      position(T0 + 1_000, { armed: 'combined' }),
    ]);
    expect(outs[0]).toContainEqual({
      type: 'ProtectionChanged',
      version: 1,
      data: { protection: 'vibration', at: T0 },
    });
    expect(outs[1]).toContainEqual({
      type: 'ProtectionChanged',
      version: 1,
      data: { protection: 'combined', at: T0 + 1_000 },
    });
    expect(device.protection).toBe('combined');
  });
});

describe('Telemetry: rejected positions', () => {
  it('records each rejection with its reason: the event is the count', () => {
    const { outs } = play([position(T0, { valid: false }), position(T0 + 1_000, { valid: false })]);
    expect(outs[0].slice(1)).toEqual([
      { type: 'DeviceCameOnline', version: 1, data: { at: T0 } },
      {
        type: 'PositionRejected',
        version: 1,
        data: { reason: 'invalid_fix', fixTime: T0, receivedAt: T0, latitude: 25, longitude: 121.5, at: T0 },
      },
      { type: 'VehicleStatusChanged', version: 1, data: { status: 'no_signal', at: T0 } },
    ]);
    expect(types(outs[1])).toEqual(['PositionRejected']);
  });

  it('stores garbage numbers as null', () => {
    const out = eventsOf(
      when([], position(T0, { latitude: Number.NaN, longitude: Number.POSITIVE_INFINITY })),
    );
    expect(out.find((e) => e.type === 'PositionRejected')?.data).toMatchObject({
      reason: 'out_of_range',
      latitude: null,
      longitude: null,
    });
    expect(JSON.stringify(out)).not.toContain('NaN');
  });

  it('says no_signal only after noSignalAfterMs without a GPS fix', () => {
    const { outs } = play([
      position(T0, { speedKmh: 20 }),
      position(T0 + 5 * MINUTE - 1, { valid: false }),
      position(T0 + 5 * MINUTE, { valid: false }),
    ]);
    expect(types(outs[1])).toEqual(['PositionRejected']);
    expect(outs[2]).toContainEqual({
      type: 'VehicleStatusChanged',
      version: 1,
      data: { status: 'no_signal', at: T0 + 5 * MINUTE },
    });
  });

  it('rejects a resend of the last fix as a duplicate', () => {
    const { outs } = play([position(T0), { ...position(T0 + 5_000), report: report(T0) }]);
    expect(outs[1]).toEqual([
      {
        type: 'PositionRejected',
        version: 1,
        data: {
          reason: 'duplicate',
          fixTime: T0,
          receivedAt: T0 + 5_000,
          latitude: 25,
          longitude: 121.5,
          at: T0 + 5_000,
        },
      },
    ]);
  });

  it.each([
    ['future', { fixTime: T0 + 11 * MINUTE }],
    ['too_old', { fixTime: T0 - 8 * 24 * 60 * MINUTE }],
    ['zero_position', { latitude: 0, longitude: 0 }],
  ])('rejects %s', (reason, over) => {
    const c = { ...position(T0), report: { ...report(T0), ...over } } as TelemetryCommand;
    expect(eventsOf(when([], c))).toContainEqual(
      expect.objectContaining({ type: 'PositionRejected', data: expect.objectContaining({ reason }) }),
    );
  });

  it('does not let a stale upload change arming or alarms', () => {
    const { outs } = play([
      position(T0),
      {
        ...position(T0 + 1_000),
        report: report(T0 - 8 * 24 * 60 * MINUTE, { armed: true, statusBits: 1, alarm: 'sos' }),
      },
    ]);
    expect(types(outs[1])).toEqual(['PositionRejected']);
  });
});

describe('Telemetry: out-of-order fixes', () => {
  it('keeps an older fix for history without touching the odometer, the last position or the status', () => {
    const { outs, device } = play([
      position(T0),
      position(T0 + 60_000, { latitude: north(1_000), speedKmh: 60 }),
      // Buffered upload of a fix between the two, with a status word that is no longer true.
      {
        ...position(T0 + 70_000),
        report: report(T0 + 30_000, {
          latitude: north(500),
          speedKmh: 0,
          statusBits: 1,
          alarm: 'sos',
          armed: true,
        }),
      },
    ]);
    expect(outs[2]).toEqual([
      expect.objectContaining({
        type: 'PositionRecorded',
        data: expect.objectContaining({
          outOfOrder: true,
          distanceMeters: 0,
          odometerMeters: recorded(outs[1]).odometerMeters,
        }),
      }),
    ]);
    expect(device.lastPosition).toMatchObject({ fixTime: T0 + 60_000 });
    expect(device.vehicleStatus).toBe('moving');
    expect(device.activeAlarms).toEqual([]);
  });

  it('measures the next in-order fix from the newest fix, not the older one', () => {
    const { outs } = play([
      position(T0),
      position(T0 + 60_000, { latitude: north(1_000), speedKmh: 60 }),
      { ...position(T0 + 70_000), report: report(T0 + 30_000, { latitude: north(500), speedKmh: 60 }) },
      position(T0 + 90_000, { latitude: north(1_500), speedKmh: 60 }),
    ]);
    expect(recorded(outs[3]).distanceMeters).toBeCloseTo(500, 0);
    expect(recorded(outs[3]).odometerMeters).toBeCloseTo(1_500, 0);
  });
});

describe('Telemetry: impossible jumps', () => {
  const far = north(50_000);

  it('rejects a glitch and goes on from the good reference', () => {
    const { outs, device } = play([
      position(T0),
      position(T0 + 10_000, { latitude: far, speedKmh: 50 }),
      position(T0 + 20_000, { latitude: north(100), speedKmh: 36 }),
    ]);
    expect(outs[1][0]).toMatchObject({ type: 'PositionRejected', data: { reason: 'impossible_jump' } });
    expect(recorded(outs[2]).distanceMeters).toBeCloseTo(100, 0);
    expect(device.jumpCandidate).toBeNull();
  });

  it('re-anchors when the next fix agrees with the rejected one (the reference was wrong)', () => {
    const { outs, device } = play([
      position(T0),
      position(T0 + 10_000, { latitude: far, speedKmh: 50 }),
      position(T0 + 20_000, { latitude: far + 100 / METERS_PER_DEGREE, speedKmh: 50 }),
      position(T0 + 30_000, { latitude: far + 250 / METERS_PER_DEGREE, speedKmh: 50 }),
    ]);
    expect(outs[1][0]).toMatchObject({ type: 'PositionRejected', data: { reason: 'impossible_jump' } });
    expect(recorded(outs[2])).toMatchObject({ distanceMeters: 0, odometerMeters: 0, outOfOrder: false });
    expect(recorded(outs[3]).distanceMeters).toBeCloseTo(150, 0);
    expect(device.odometerMeters).toBeCloseTo(150, 0);
  });

  it('keeps rejecting glitches that disagree with each other', () => {
    const { outs } = play([
      position(T0),
      position(T0 + 10_000, { latitude: far }),
      position(T0 + 20_000, { latitude: north(-50_000) }),
    ]);
    expect(outs[2][0]).toMatchObject({ type: 'PositionRejected', data: { reason: 'impossible_jump' } });
  });
});

describe('Telemetry: cell-tower (LBS) positions', () => {
  it('records them for the map but not for the odometer or the GPS reference', () => {
    const { outs, device } = play([
      position(T0),
      position(T0 + 10_000, { locateType: 'lbs', latitude: north(2_000), valid: false }),
      position(T0 + 20_000, { latitude: north(200), speedKmh: 40 }),
    ]);
    expect(recorded(outs[1])).toMatchObject({ locateType: 'lbs', distanceMeters: 0 });
    expect(recorded(outs[2]).distanceMeters).toBeCloseTo(200, 0);
    expect(device.lastGpsFix).toMatchObject({ fixTime: T0 + 20_000 });
    expect(
      haversineMeters(device.lastPosition as TelemetrySnapshot['lastPosition'] & object, {
        latitude: north(200),
        longitude: 121.5,
      }),
    ).toBeLessThan(1);
  });

  it('says no_signal when only cell-tower positions came for noSignalAfterMs', () => {
    const { outs } = play([
      position(T0),
      position(T0 + 5 * MINUTE, { locateType: 'lbs', latitude: north(900) }),
    ]);
    expect(outs[1]).toContainEqual(
      expect.objectContaining({
        type: 'VehicleStatusChanged',
        data: { status: 'no_signal', at: T0 + 5 * MINUTE },
      }),
    );
  });

  it('rejects them when the configuration says so', () => {
    const c = {
      ...position(T0, { locateType: 'lbs' }),
      config: telemetryConfig({ acceptLbs: false }),
    } as TelemetryCommand;
    expect(eventsOf(when([], c))).toContainEqual(
      expect.objectContaining({
        type: 'PositionRejected',
        data: expect.objectContaining({ reason: 'invalid_fix' }),
      }),
    );
  });
});
