import {
  DEFAULT_TELEMETRY_CONFIG,
  emptyTelemetrySnapshot,
  protectionOf,
  snapshotOf,
  telemetryDecider,
  type PositionReport,
  type RecordHeartbeat,
  type TelemetryCommand,
  type TelemetryEvent,
  type TelemetrySnapshot,
} from '../src';
import { eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(telemetryDecider);
const SERIAL = '358899051234567';
const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const config = DEFAULT_TELEMETRY_CONFIG;
const carried = emptyTelemetrySnapshot(SERIAL);

const heartbeat = (at: number, over: Partial<RecordHeartbeat> = {}): TelemetryCommand => ({
  type: 'RecordHeartbeat',
  serial: SERIAL,
  receivedAt: at,
  carried,
  config,
  ...over,
});
const position = (at: number, over: Partial<PositionReport> = {}): TelemetryCommand => ({
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
const statusChanges = (events: TelemetryEvent[]) =>
  events.flatMap((e) => (e.type === 'VehicleStatusChanged' ? [e.data.status] : []));

describe('Telemetry: RecordHeartbeat', () => {
  it('brings a device online; coming online is the sign of life, nothing else to record', () => {
    expect(when([], heartbeat(T0, { batteryLevel: 90, gsmSignal: 4 }))).toEqual([
      { type: 'TelemetryDayOpened', version: 1, data: { serial: SERIAL, day: '20240601', carried, at: T0 } },
      { type: 'DeviceCameOnline', version: 1, data: { at: T0 } },
    ]);
  });

  it('says no signal for a device with the ignition on that never had a fix', () => {
    expect(statusChanges(eventsOf(when([], heartbeat(T0, { acc: true }))))).toEqual(['no_signal']);
  });

  it('records nothing for a heartbeat that changes nothing', () => {
    const { outs } = play([heartbeat(T0), heartbeat(T0 + 30 * SECOND), heartbeat(T0 + MINUTE - 1)]);
    expect(outs[1]).toEqual([]);
    expect(outs[2]).toEqual([]);
  });

  it('does not open a day for a heartbeat that records nothing', () => {
    const online: TelemetrySnapshot = { ...carried, online: true, lastSeenAt: T0 - 10 * SECOND };
    expect(when([], heartbeat(T0, { carried: online }))).toEqual([]);
  });

  it('records a sign of life at most once per heartbeatRecordIntervalMs, bound included', () => {
    const { outs, device } = play([
      heartbeat(T0),
      heartbeat(T0 + 30 * SECOND),
      heartbeat(T0 + MINUTE, { batteryLevel: 77, batteryVoltage: 3.9, gsmSignal: 3 }),
      heartbeat(T0 + MINUTE + 30 * SECOND),
    ]);
    expect(outs[2]).toEqual([
      {
        type: 'HeartbeatReceived',
        version: 1,
        data: { at: T0 + MINUTE, batteryLevel: 77, batteryVoltage: 3.9, gsmSignal: 3, acc: null },
      },
    ]);
    expect(outs[3]).toEqual([]);
    expect(device.lastSeenAt).toBe(T0 + MINUTE);
  });

  it("records the vehicle's supply voltage at once, even as the device comes online", () => {
    const { outs } = play([
      heartbeat(T0, { powerVoltage: 12.4 }),
      heartbeat(T0 + SECOND, { powerVoltage: 12.5 }),
    ]);
    expect(types(outs[0])).toEqual(['TelemetryDayOpened', 'DeviceCameOnline', 'HeartbeatReceived']);
    expect(outs[0][2]).toMatchObject({ data: { at: T0, powerVoltage: 12.4 } });
    expect(outs[1]).toMatchObject([
      { type: 'HeartbeatReceived', data: { at: T0 + SECOND, powerVoltage: 12.5 } },
    ]);
  });

  it("records the vehicle's supply voltage a heartbeat carries, and leaves out an unusable one", () => {
    const { outs } = play([
      heartbeat(T0),
      heartbeat(T0 + MINUTE, { powerVoltage: 13.1 }),
      heartbeat(T0 + 2 * MINUTE, { powerVoltage: Number.NaN, batteryLevel: 80 }),
    ]);
    expect(outs[1]).toEqual([
      {
        type: 'HeartbeatReceived',
        version: 1,
        data: {
          at: T0 + MINUTE,
          batteryLevel: null,
          batteryVoltage: null,
          powerVoltage: 13.1,
          gsmSignal: null,
          acc: null,
        },
      },
    ]);
    expect(outs[2]).toEqual([
      {
        type: 'HeartbeatReceived',
        version: 1,
        data: { at: T0 + 2 * MINUTE, batteryLevel: 80, batteryVoltage: null, gsmSignal: null, acc: null },
      },
    ]);
  });

  it('records an ignition change at once, since decisions depend on it', () => {
    const { outs, device } = play([
      position(T0),
      heartbeat(T0 + SECOND, { acc: true }),
      heartbeat(T0 + 2 * SECOND, { acc: true }),
    ]);
    expect(types(outs[1])).toEqual(['HeartbeatReceived']);
    expect(outs[2]).toEqual([]);
    expect(device.acc).toBe(true);
  });

  it('records a change of protection, not the heartbeat', () => {
    const { outs } = play([
      heartbeat(T0),
      heartbeat(T0 + SECOND, { armed: 'sound' }),
      heartbeat(T0 + 2 * SECOND, { armed: false }),
    ]);
    expect(outs[1]).toEqual([
      { type: 'ProtectionChanged', version: 1, data: { protection: 'sound', at: T0 + SECOND } },
    ]);
    expect(outs[2]).toEqual([
      { type: 'ProtectionChanged', version: 1, data: { protection: 'none', at: T0 + 2 * SECOND } },
    ]);
  });
});

describe('protectionOf', () => {
  it.each([
    [undefined, 'none', 'none'],
    [true, 'none', 'vibration'],
    [true, 'sound', 'sound'],
    [false, 'combined', 'none'],
    ['sound', 'none', 'sound'],
    ['combined', 'vibration', 'combined'],
    ['none', 'vibration', 'none'],
    ['loud', 'vibration', 'vibration'],
  ] as const)('armed %j with %s is %s', (armed, current, expected) => {
    expect(protectionOf(armed, current)).toBe(expected);
  });
});

describe('Telemetry: vehicle status', () => {
  it('sleeps when the device says so, and wakes when it says it is awake', () => {
    const { outs } = play([
      position(T0),
      heartbeat(T0 + MINUTE, { sleeping: true }),
      heartbeat(T0 + 2 * MINUTE, { sleeping: false }),
    ]);
    expect(statusChanges(outs[1])).toEqual(['sleep']);
    expect(statusChanges(outs[2])).toEqual(['stationary']);
  });

  it('sleeps after sleepAfterMs of heartbeats only with ACC off, bound included', () => {
    const { outs } = play([
      position(T0, { acc: false }),
      heartbeat(T0 + 3 * MINUTE, { acc: false }),
      heartbeat(T0 + 10 * MINUTE - 1, { acc: false }),
      heartbeat(T0 + 10 * MINUTE, { acc: false }),
    ]);
    expect(outs.map(statusChanges)).toEqual([['stationary'], [], [], ['sleep']]);
  });

  it('uses the last known ignition when a heartbeat does not say', () => {
    const { outs } = play([position(T0, { acc: false }), heartbeat(T0 + 10 * MINUTE)]);
    expect(statusChanges(outs[1])).toEqual(['sleep']);
  });

  it('never infers sleep without a known ignition state', () => {
    const { outs } = play([position(T0), heartbeat(T0 + 30 * MINUTE)]);
    expect(statusChanges(outs[1])).toEqual([]);
  });

  it('lets the device\'s "not sleeping" win over the inference', () => {
    const { outs } = play([
      position(T0, { acc: false }),
      heartbeat(T0 + 20 * MINUTE, { acc: false, sleeping: false }),
    ]);
    expect(statusChanges(outs[1])).toEqual([]);
  });

  it('goes from moving to stationary when the ignition goes off', () => {
    const { outs } = play([
      position(T0, { speedKmh: 50, acc: true }),
      heartbeat(T0 + MINUTE, { acc: false }),
    ]);
    expect(statusChanges(outs[1])).toEqual(['stationary']);
  });

  it('wakes to stationary on ignition, then says no signal if still no fix', () => {
    const { outs } = play([
      position(T0, { acc: false }),
      heartbeat(T0 + 10 * MINUTE, { acc: false }),
      heartbeat(T0 + 20 * MINUTE, { acc: true }),
      heartbeat(T0 + 23 * MINUTE, { acc: true }),
    ]);
    expect(outs.map(statusChanges)).toEqual([['stationary'], ['sleep'], ['stationary'], ['no_signal']]);
  });

  it('says no signal when the ignition is on and no GPS fix came for noSignalAfterMs, bound included', () => {
    const { outs } = play([
      position(T0, { acc: true }),
      heartbeat(T0 + 5 * MINUTE - 1),
      heartbeat(T0 + 5 * MINUTE),
    ]);
    expect(outs.map(statusChanges)).toEqual([['stationary'], [], ['no_signal']]);
  });

  it('leaves no signal with the next good fix', () => {
    const { outs } = play([position(T0, { valid: false }), position(T0 + MINUTE, { speedKmh: 30 })]);
    expect(outs.map(statusChanges)).toEqual([['no_signal'], ['moving']]);
  });
});
