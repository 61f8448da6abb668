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

const offlineWarning = (at: number, latitude: number | null = null, longitude: number | null = null) => ({
  type: 'WarningRaised',
  version: 1,
  data: {
    warningId: `${SERIAL}-${at}-offline`,
    kind: 'offline',
    source: 'alarm',
    message: 'Device went offline',
    at,
    latitude,
    longitude,
  },
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
      offlineWarning(T0 + 10 * MINUTE),
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
    expect(outs[2]).toEqual([
      { type: 'DeviceCameOnline', version: 1, data: { at: T0 + 11 * MINUTE } },
      {
        type: 'OfflineEnded',
        version: 1,
        data: {
          at: T0 + 11 * MINUTE,
          startedAt: T0 + 10 * MINUTE,
          lastSeenAt: T0,
          endedAt: T0 + 11 * MINUTE,
          durationMs: MINUTE,
        },
      },
    ]);
    expect(device.online).toBe(true);
    expect(device.offlineSince).toBeNull();
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
      offlineWarning(at),
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

  it('raises one warning per offline episode, at the last known place, without moving lastSeenAt', () => {
    const report = { fixTime: T0, valid: true, latitude: 25, longitude: 121.5, speedKmh: 0, course: 0 };
    const fix: TelemetryCommand = {
      type: 'RecordPosition',
      serial: SERIAL,
      receivedAt: T0,
      carried,
      config,
      report: { ...report, locateType: 'gps' },
    };
    const { outs, device } = play([fix, sweep(T0 + 10 * MINUTE), sweep(T0 + 30 * MINUTE)]);
    expect(outs[1]).toContainEqual(offlineWarning(T0 + 10 * MINUTE, 25, 121.5));
    expect(outs[2]).toEqual([]);
    expect(device.lastSeenAt).toBe(T0);
    expect(device.offlineSince).toBe(T0 + 10 * MINUTE);
  });

  it('ends an offline episode begun yesterday in the new day stream, with its start', () => {
    const late = Date.UTC(2024, 5, 1, 23, 40, 0);
    const { history } = play([heartbeat(late), sweep(late + 10 * MINUTE)]);
    const yesterday = snapshotOf(replay(telemetryDecider, history)) as TelemetrySnapshot;
    const back = Date.UTC(2024, 5, 2, 6, 0, 0);
    const out = eventsOf(when([], { ...heartbeat(back), carried: yesterday }));
    expect(out.map((e) => e.type)).toEqual(['TelemetryDayOpened', 'DeviceCameOnline', 'OfflineEnded']);
    expect(out[2].data).toEqual({
      at: back,
      startedAt: late + 10 * MINUTE,
      lastSeenAt: late,
      endedAt: back,
      durationMs: back - late - 10 * MINUTE,
    });
  });

  it('replays an old day stream whose carried state predates episodes, and ends no episode it never began', () => {
    const {
      motion: _m,
      overspeed: _o,
      offlineSince: _s,
      ...old
    } = {
      ...carried,
      online: false,
      lastSeenAt: T0 - 30 * MINUTE,
    };
    const opened = {
      type: 'TelemetryDayOpened',
      version: 1,
      data: { serial: SERIAL, day: '20240601', carried: old, at: T0 },
    };
    const state = replay(telemetryDecider, [opened as TelemetryEvent]);
    expect(snapshotOf(state)).toMatchObject({
      motion: { still: null, stop: null, trip: null },
      overspeed: null,
      offlineSince: null,
    });
    const out = eventsOf(when([opened as TelemetryEvent], heartbeat(T0 + MINUTE)));
    expect(out.map((e) => e.type)).toEqual(['DeviceCameOnline']);
  });

  it('takes no device alarm for the platform-only offline kind', () => {
    const alarm: TelemetryCommand = {
      type: 'RecordAlarm',
      serial: SERIAL,
      receivedAt: T0,
      carried,
      config,
      alarm: 'offline',
    };
    expect(eventsOf(when([], alarm))).toContainEqual(
      expect.objectContaining({ type: 'WarningRaised', data: expect.objectContaining({ kind: 'other' }) }),
    );
  });
});
