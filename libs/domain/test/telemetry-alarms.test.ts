import {
  alarmTransitions,
  DEFAULT_TELEMETRY_CONFIG,
  emptyTelemetrySnapshot,
  observedStatusAlarms,
  repeatsWithinWindow,
  snapshotOf,
  telemetryDecider,
  WARNING_KINDS,
  WARNING_MESSAGES,
  warningIdOf,
  warningKindOf,
  type PositionReport,
  type RecordPosition,
  type TelemetryCommand,
  type TelemetryEvent,
  type TelemetrySnapshot,
} from '../src';
import { eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(telemetryDecider);
const SERIAL = '358899051234567';
const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const SECOND = 1_000;
const config = DEFAULT_TELEMETRY_CONFIG;
const carried = emptyTelemetrySnapshot(SERIAL);

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
/** An H02-style position: always a status word, an alarm when one is set. */
const statusReport = (at: number, alarm?: string): RecordPosition => ({
  type: 'RecordPosition',
  serial: SERIAL,
  receivedAt: at,
  report: report(at, { statusBits: alarm ? 0xfffffffe : 0xffffffff, ...(alarm && { alarm }) }),
  carried,
  config,
});
const alarmPacket = (at: number, alarm: string, withReport?: Partial<PositionReport>): TelemetryCommand => ({
  type: 'RecordAlarm',
  serial: SERIAL,
  receivedAt: at,
  alarm,
  ...(withReport && { report: report(at, withReport) }),
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
const warnings = (events: TelemetryEvent[]) => events.filter((e) => e.type === 'WarningRaised');
const clears = (events: TelemetryEvent[]) => events.filter((e) => e.type === 'AlarmCleared');

describe('alarmTransitions', () => {
  it('raises what became set and clears what went low', () => {
    expect(alarmTransitions(['sos', 'vibration'], ['vibration', 'power_cut'])).toEqual({
      raised: ['power_cut'],
      cleared: ['sos'],
    });
  });

  it('reports nothing for a state that stays set', () => {
    expect(alarmTransitions(['sos'], ['sos'])).toEqual({ raised: [], cleared: [] });
  });

  it('keeps a canonical order', () => {
    expect(alarmTransitions([], ['other', 'vibration', 'sos']).raised).toEqual(['sos', 'vibration', 'other']);
  });
});

describe('observedStatusAlarms', () => {
  it('reads a status word without an alarm as "none set"', () => {
    expect(observedStatusAlarms(0xffffffff, undefined)).toEqual([]);
  });

  it('reads no status word and no alarm as no information', () => {
    expect(observedStatusAlarms(undefined, undefined)).toBeNull();
  });

  it('maps the alarm to its warning kind; a non-warning alarm sets none', () => {
    expect(observedStatusAlarms(1, 'sos')).toEqual(['sos']);
    expect(observedStatusAlarms(1, 'acc_on')).toEqual([]);
  });
});

describe('warnings', () => {
  it.each([
    ['sos', 'sos'],
    ['power_cut', 'power_cut'],
    ['low_battery', 'low_battery'],
    ['vibration', 'vibration'],
    ['power_off', 'power_off'],
    ['tamper', 'tamper'],
    ['removal', 'removal'],
    ['overspeed', 'overspeed'],
    ['gps_blind_spot_enter', 'gps_blind_spot'],
    ['harsh_braking', 'harsh_braking'],
    ['geofence_enter', 'geofence_enter'],
    ['something_new', 'other'],
    ['acc_on', null],
    ['acc_off', null],
    ['power_on', null],
    ['first_fix', null],
    ['gps_blind_spot_exit', null],
  ])('maps the codec alarm %s to %s', (alarm, kind) => {
    expect(warningKindOf(alarm)).toBe(kind);
  });

  it('does not treat inherited object keys as kinds', () => {
    expect(warningKindOf('toString')).toBe('other');
  });

  it('has a stable English message for every kind', () => {
    for (const kind of WARNING_KINDS) expect(WARNING_MESSAGES[kind]).toMatch(/^[A-Z][A-Za-z ]+$/);
  });

  it('derives warning ids from serial, time and kind', () => {
    expect(warningIdOf(SERIAL, T0, 'sos')).toBe(`${SERIAL}-${T0}-sos`);
  });

  it('applies a half-open repeat window', () => {
    expect(repeatsWithinWindow(undefined, T0, config)).toBe(false);
    expect(repeatsWithinWindow(T0, T0 + 59_999, config)).toBe(true);
    expect(repeatsWithinWindow(T0, T0 + 60_000, config)).toBe(false);
  });
});

describe('Telemetry: status alarms (edge detection)', () => {
  it('raises once for a bit held over 10 packets', () => {
    const packets = Array.from({ length: 10 }, (_, i) => statusReport(T0 + i * 10 * SECOND, 'vibration'));
    const { outs, device } = play(packets);
    expect(warnings(outs.flat())).toEqual([
      {
        type: 'WarningRaised',
        version: 1,
        data: {
          warningId: `${SERIAL}-${T0}-vibration`,
          kind: 'vibration',
          source: 'status',
          message: 'Vibration detected',
          at: T0,
          latitude: 25,
          longitude: 121.5,
          occurredAt: T0,
        },
      },
    ]);
    expect(device.activeAlarms).toEqual(['vibration']);
  });

  it('clears when the bit goes low, and raises again when it is set again', () => {
    const { outs, device } = play([
      statusReport(T0, 'power_cut'),
      statusReport(T0 + 30 * SECOND),
      statusReport(T0 + 90 * SECOND, 'power_cut'),
    ]);
    expect(clears(outs[1])).toEqual([
      { type: 'AlarmCleared', version: 1, data: { kind: 'power_cut', at: T0 + 30 * SECOND } },
    ]);
    expect(warnings(outs[2])).toHaveLength(1);
    expect(device.activeAlarms).toEqual(['power_cut']);
  });

  it('does not announce a flapping bit within the window, and announces it once the window passed', () => {
    const { outs } = play([
      statusReport(T0, 'vibration'),
      statusReport(T0 + 10 * SECOND),
      statusReport(T0 + 20 * SECOND, 'vibration'),
      statusReport(T0 + 40 * SECOND, 'vibration'),
      statusReport(T0 + 70 * SECOND, 'vibration'),
      statusReport(T0 + 80 * SECOND, 'vibration'),
    ]);
    expect(outs.map((o) => warnings(o).length)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(outs.map((o) => clears(o).length)).toEqual([0, 1, 0, 0, 0, 0]);
  });

  it('keeps status alarms when a report carries no status at all (GT06 positions)', () => {
    const noStatus: TelemetryCommand = {
      ...statusReport(T0 + 10 * SECOND),
      report: report(T0 + 10 * SECOND),
    };
    const { outs, device } = play([statusReport(T0, 'sos'), noStatus]);
    expect(clears(outs[1])).toEqual([]);
    expect(device.activeAlarms).toEqual(['sos']);
  });

  it('reads status alarms from heartbeats too', () => {
    const heartbeat = (at: number, alarm?: string): TelemetryCommand => ({
      type: 'RecordHeartbeat',
      serial: SERIAL,
      receivedAt: at,
      statusBits: 0x46,
      ...(alarm && { alarm }),
      carried,
      config,
    });
    const { outs } = play([heartbeat(T0, 'low_battery'), heartbeat(T0 + 3 * 60 * SECOND)]);
    expect(warnings(outs[0])).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ kind: 'low_battery', latitude: null, longitude: null }),
      }),
    ]);
    expect(clears(outs[1])).toHaveLength(1);
  });

  it('places the warning at the last known position when the report itself was rejected', () => {
    const { outs } = play([
      statusReport(T0),
      {
        ...statusReport(T0 + 10 * SECOND),
        report: report(T0 + 10 * SECOND, { valid: false, latitude: 30, statusBits: 1, alarm: 'sos' }),
      },
    ]);
    expect(warnings(outs[1])[0]).toMatchObject({ data: { kind: 'sos', latitude: 25, longitude: 121.5 } });
  });
});

describe('Telemetry: alarm packets', () => {
  it('raises a warning, with no position known yet', () => {
    expect(eventsOf(when([], alarmPacket(T0, 'sos'))).slice(1)).toEqual([
      { type: 'DeviceCameOnline', version: 1, data: { at: T0 } },
      {
        type: 'WarningRaised',
        version: 1,
        data: {
          warningId: `${SERIAL}-${T0}-sos`,
          kind: 'sos',
          source: 'alarm',
          message: 'SOS alarm',
          at: T0,
          latitude: null,
          longitude: null,
        },
      },
    ]);
  });

  it('raises once for an SOS resent within 60 s, and again after 61 s', () => {
    const { outs } = play([
      alarmPacket(T0, 'sos'),
      alarmPacket(T0 + 20 * SECOND, 'sos'),
      alarmPacket(T0 + 59 * SECOND, 'sos'),
      alarmPacket(T0 + 120 * SECOND, 'sos'),
    ]);
    expect(outs.map((o) => warnings(o).length)).toEqual([1, 0, 0, 1]);
    const again = play([alarmPacket(T0, 'sos'), alarmPacket(T0 + 61 * SECOND, 'sos')]);
    expect(warnings(again.outs[1])).toHaveLength(1);
  });

  it('counts the window from the last warning raised, so a resend loop raises at most once a window', () => {
    const resends = Array.from({ length: 13 }, (_, i) => alarmPacket(T0 + i * 10 * SECOND, 'sos'));
    const { outs } = play(resends);
    expect(outs.map((o) => warnings(o).length)).toEqual([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
  });

  it('dedupes per kind: another kind inside the window is raised', () => {
    const { outs } = play([alarmPacket(T0, 'sos'), alarmPacket(T0 + SECOND, 'power_cut')]);
    expect(warnings(outs[1])).toHaveLength(1);
  });

  it('records its position and places the warning there', () => {
    const out = eventsOf(when([], alarmPacket(T0, 'power_cut', { latitude: 24.5, speedKmh: 10 })));
    expect(out.map((e) => e.type)).toEqual([
      'TelemetryDayOpened',
      'DeviceCameOnline',
      'PositionRecorded',
      'WarningRaised',
      'VehicleStatusChanged',
    ]);
    expect(out[2]).toMatchObject({ data: { alarm: 'power_cut', latitude: 24.5 } });
    expect(out[3]).toMatchObject({
      data: { kind: 'power_cut', source: 'alarm', latitude: 24.5, longitude: 121.5 },
    });
  });

  it('raises the alarm even when its position is rejected', () => {
    const out = eventsOf(when([], alarmPacket(T0, 'sos', { valid: false })));
    expect(out.map((e) => e.type)).toContain('PositionRejected');
    expect(warnings(out)).toHaveLength(1);
  });

  it('maps unknown vendor alarms to other', () => {
    expect(warnings(eventsOf(when([], alarmPacket(T0, 'door_left_open_weird'))))[0]).toMatchObject({
      data: { kind: 'other', message: 'Device alarm' },
    });
  });

  it('does not make an alarm packet a status: a later status word does not clear it', () => {
    const { outs, device } = play([alarmPacket(T0, 'sos'), statusReport(T0 + 10 * SECOND)]);
    expect(clears(outs[1])).toEqual([]);
    expect(device.activeAlarms).toEqual([]);
  });

  it('does not announce a status rise just announced by a packet of the same kind', () => {
    const { outs, device } = play([alarmPacket(T0, 'sos'), statusReport(T0 + 10 * SECOND, 'sos')]);
    expect(warnings(outs[1])).toEqual([]);
    expect(device.activeAlarms).toEqual([]);
  });

  it('treats ACC alarms as ignition readings, not warnings', () => {
    const { outs, device } = play([alarmPacket(T0, 'acc_on'), alarmPacket(T0 + SECOND, 'acc_off')]);
    expect(warnings(outs.flat())).toEqual([]);
    expect(outs[0]).toContainEqual({
      type: 'HeartbeatReceived',
      version: 1,
      data: { at: T0, batteryLevel: null, batteryVoltage: null, gsmSignal: null, acc: true },
    });
    expect(outs[1]).toContainEqual(
      expect.objectContaining({ type: 'HeartbeatReceived', data: expect.objectContaining({ acc: false }) }),
    );
    expect(device.acc).toBe(false);
  });

  it('refuses a missing alarm kind (a bug in the ingest)', () => {
    const bad = { ...alarmPacket(T0, 'sos'), alarm: '' } as TelemetryCommand;
    expect(when([], bad)).toMatchObject({ kind: 'validation', detail: { field: 'alarm' } });
  });
});

describe('Telemetry: when a warning happened (occurredAt)', () => {
  const HOUR = 60 * 60 * SECOND;
  const RECEIVED = T0 + 24 * HOUR;
  const data = (events: TelemetryEvent[]) => warnings(events).map((e) => e.data);

  it("dates a position's alarm by its fix, uploaded a day late, and keeps `at` and the id on receipt", () => {
    const late: RecordPosition = {
      ...statusReport(RECEIVED, 'sos'),
      report: report(T0, { statusBits: 0xfffffffe, alarm: 'sos' }),
    };
    expect(data(play([late]).outs[0])).toEqual([
      {
        warningId: `${SERIAL}-${RECEIVED}-sos`,
        kind: 'sos',
        source: 'status',
        message: 'SOS alarm',
        at: RECEIVED,
        latitude: 25,
        longitude: 121.5,
        occurredAt: T0,
      },
    ]);
  });

  it('dates a buffered alarm packet by its own fix, older than the last one recorded', () => {
    const buffered = { ...alarmPacket(RECEIVED + SECOND, 'power_cut'), report: report(T0 + HOUR) };
    const { outs } = play([statusReport(RECEIVED), buffered]);
    expect(outs[1].find((e) => e.type === 'PositionRecorded')).toMatchObject({ data: { outOfOrder: true } });
    expect(data(outs[1])).toEqual([
      expect.objectContaining({ kind: 'power_cut', at: RECEIVED + SECOND, occurredAt: T0 + HOUR }),
    ]);
  });

  it('keeps the repeat window on receipt: a resend of an old alarm inside the window is not raised', () => {
    const first = { ...alarmPacket(RECEIVED, 'sos'), report: report(T0) };
    const resend = { ...alarmPacket(RECEIVED + 10 * SECOND, 'sos'), report: report(T0 + 2 * HOUR) };
    expect(play([first, resend]).outs.map((o) => warnings(o).length)).toEqual([1, 0]);
  });

  it('has no occurredAt without a used fix: a heartbeat, an alarm packet alone, a rejected fix', () => {
    const heartbeat: TelemetryCommand = {
      type: 'RecordHeartbeat',
      serial: SERIAL,
      receivedAt: RECEIVED,
      statusBits: 0x46,
      alarm: 'low_battery',
      carried,
      config,
    };
    const rejected = {
      ...alarmPacket(RECEIVED + 2 * SECOND, 'power_cut'),
      report: report(T0, { valid: false }),
    };
    // A position first, so the last known place (and its fix time) exists and must not be taken.
    const { outs } = play([
      statusReport(RECEIVED - HOUR),
      heartbeat,
      alarmPacket(RECEIVED + SECOND, 'sos'),
      rejected,
    ]);
    const raised = outs.slice(1).map(data);
    expect(raised.map((r) => r.map((w) => w.kind))).toEqual([['low_battery'], ['sos'], ['power_cut']]);
    for (const w of raised.flat()) {
      expect(w).not.toHaveProperty('occurredAt');
      expect(w).toMatchObject({ latitude: 25, longitude: 121.5 });
    }
  });
});
