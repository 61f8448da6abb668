import {
  DEFAULT_TELEMETRY_CONFIG,
  deviceStatusCode,
  emptyTelemetrySnapshot,
  snapshotOf,
  telemetryDecider,
  type TelemetryCommand,
  type TelemetryEvent,
  type TelemetrySnapshot,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(telemetryDecider);
const SERIAL = '358899051234567';
const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const config = DEFAULT_TELEMETRY_CONFIG;
const carried = emptyTelemetrySnapshot(SERIAL);

const heartbeat = (at: number): TelemetryCommand => ({
  type: 'RecordHeartbeat',
  serial: SERIAL,
  receivedAt: at,
  carried,
  config,
});
const sweep = (at: number, from: TelemetrySnapshot = carried): TelemetryCommand => ({
  type: 'MarkOffline',
  serial: SERIAL,
  at,
  carried: from,
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

describe('Telemetry: MarkOffline', () => {
  it('marks an online device offline exactly at lastSeen + offlineTimeoutMs', () => {
    const { outs, device } = play([heartbeat(T0), sweep(T0 + 10 * MINUTE - 1), sweep(T0 + 10 * MINUTE)]);
    expect(outs[1]).toEqual([]);
    expect(outs[2]).toEqual([
      { type: 'DeviceWentOffline', version: 1, data: { at: T0 + 10 * MINUTE, lastSeenAt: T0 } },
    ]);
    expect(device.online).toBe(false);
    expect(device.lastSeenAt).toBe(T0);
    expect(deviceStatusCode(device)).toBe(1);
  });

  it('does nothing for a device already offline', () => {
    const { outs } = play([heartbeat(T0), sweep(T0 + 10 * MINUTE), sweep(T0 + 20 * MINUTE)]);
    expect(outs[2]).toEqual([]);
  });

  it('brings the device back online with its next packet', () => {
    const { outs, device } = play([heartbeat(T0), sweep(T0 + 10 * MINUTE), heartbeat(T0 + 11 * MINUTE)]);
    expect(outs[2]).toEqual([{ type: 'DeviceCameOnline', version: 1, data: { at: T0 + 11 * MINUTE } }]);
    expect(device.online).toBe(true);
  });

  it('never marks a device offline while it keeps sending unchanged heartbeats', () => {
    const beats = Array.from({ length: 40 }, (_, i) => heartbeat(T0 + i * 30 * SECOND));
    const { history } = play(beats);
    const lastBeat = T0 + 39 * 30 * SECOND;
    // The recorded sign of life lags the last heartbeat by less than heartbeatRecordIntervalMs.
    expect(when(history, sweep(lastBeat + 10 * MINUTE - config.heartbeatRecordIntervalMs))).toEqual([]);
  });

  it('marks offline on a new day from the carried state (a device silent since yesterday)', () => {
    const yesterday: TelemetrySnapshot = { ...carried, online: true, lastSeenAt: T0 - 9 * MINUTE };
    const at = T0 + MINUTE;
    expect(when([], sweep(at, yesterday))).toEqual([
      {
        type: 'TelemetryDayOpened',
        version: 1,
        data: { serial: SERIAL, day: '20240601', carried: yesterday, at },
      },
      { type: 'DeviceWentOffline', version: 1, data: { at, lastSeenAt: T0 - 9 * MINUTE } },
    ]);
  });

  it('opens no day when there is nothing to record', () => {
    expect(when([], sweep(T0))).toEqual([]);
    expect(when([], sweep(T0, { ...carried, online: true, lastSeenAt: T0 - MINUTE }))).toEqual([]);
  });

  it('needs the carried state on an empty day stream', () => {
    const { carried: _omitted, ...bare } = sweep(T0) as TelemetryCommand & { carried?: unknown };
    expect(errorOf(when([], bare as TelemetryCommand))).toMatchObject({
      kind: 'validation',
      detail: { field: 'carried' },
    });
  });

  it("refuses a time outside the stream's day", () => {
    const { history } = play([heartbeat(T0)]);
    expect(errorOf(when(history, sweep(T0 + 24 * 60 * MINUTE)))).toMatchObject({
      kind: 'validation',
      detail: { field: 'at' },
    });
  });
});
