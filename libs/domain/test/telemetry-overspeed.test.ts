import { DEFAULT_TELEMETRY_CONFIG, telemetryConfig, telemetryDecider, type TelemetryCommand } from '../src';
import { errorOf, givenWhenThen } from './support/given-when-then';
import { latitudeAt, LONGITUDE, MINUTE, ofType, SECOND, SERIAL, track } from './support/telemetry-track';

const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const config = telemetryConfig({ overspeedLimitKmh: 80, overspeedMinSeconds: 10 });

/** Fixes 5 s apart at the given speeds, 100 m apart (distance plays no part here). */
function speeds(t: ReturnType<typeof track>, from: number, kmh: number[]) {
  kmh.forEach((speedKmh, i) => t.position({ at: from + i * 5 * SECOND, north: i * 100, speedKmh }));
}

describe('Telemetry: overspeed episodes', () => {
  it('starts an episode once above the limit for overspeedMinSeconds, with one warning, and ends it below', () => {
    const t = track(config);
    speeds(t, T0, [70, 90, 95, 100, 88, 80, 60, 90]);
    const episode = ofType(t.all(), 'WarningRaised', 'OverspeedStarted', 'OverspeedEnded');
    const warningId = `${SERIAL}-${T0 + 15 * SECOND}-overspeed`;
    expect(episode).toEqual([
      {
        type: 'WarningRaised',
        version: 1,
        data: {
          warningId,
          kind: 'overspeed',
          source: 'alarm',
          message: 'Overspeed',
          at: T0 + 15 * SECOND,
          latitude: latitudeAt(300),
          longitude: LONGITUDE,
          occurredAt: T0 + 15 * SECOND,
        },
      },
      {
        type: 'OverspeedStarted',
        version: 1,
        data: {
          at: T0 + 15 * SECOND,
          startedAt: T0 + 5 * SECOND,
          limitKmh: 80,
          latitude: latitudeAt(100),
          longitude: LONGITUDE,
          warningId,
        },
      },
      {
        type: 'OverspeedEnded',
        version: 1,
        data: {
          at: T0 + 25 * SECOND,
          startedAt: T0 + 5 * SECOND,
          // Exactly at the limit is not over it.
          endedAt: T0 + 25 * SECOND,
          durationMs: 20 * SECOND,
          limitKmh: 80,
          peakKmh: 100,
          warningId,
        },
      },
    ]);
    // The last fix (90) starts a new run, not yet an episode.
    expect(t.device().overspeed).toMatchObject({ since: T0 + 35 * SECOND, warningId: null });
  });

  it('gives two episodes uploaded in one burst (one receipt time) a warning each', () => {
    const t = track(config);
    const receivedAt = T0 + 10 * MINUTE;
    [90, 95, 90, 60, 100, 100, 100, 60].forEach((speedKmh, i) =>
      t.position({ at: receivedAt, fixTime: T0 + i * 5 * SECOND, north: i * 100, speedKmh }),
    );
    const warnings = ofType(t.all(), 'WarningRaised').map((e) => e.data.warningId);
    const started = ofType(t.all(), 'OverspeedStarted').map((e) => e.data.warningId);
    expect(warnings).toEqual([
      `${SERIAL}-${T0 + 10 * SECOND}-overspeed`,
      `${SERIAL}-${T0 + 30 * SECOND}-overspeed`,
    ]);
    expect(started).toEqual(warnings);
  });

  it('raises nothing for a run above the limit shorter than overspeedMinSeconds', () => {
    const t = track(config);
    speeds(t, T0, [90, 120, 70, 90, 95, 60]);
    expect(ofType(t.all(), 'WarningRaised', 'OverspeedStarted', 'OverspeedEnded')).toEqual([]);
    expect(t.device().overspeed).toBeNull();
  });

  it('is off without a limit: nothing raised, no limit on the fixes', () => {
    const t = track(DEFAULT_TELEMETRY_CONFIG);
    speeds(t, T0, [150, 160, 170, 180]);
    expect(ofType(t.all(), 'WarningRaised', 'OverspeedStarted')).toEqual([]);
    expect(ofType(t.all(), 'PositionRecorded').every((e) => !('speedLimitKmh' in e.data))).toBe(true);
  });

  it("takes a device's own overspeed alarm in the same packet as the episode's one warning", () => {
    const t = track(config);
    speeds(t, T0, [90, 90]);
    const at = T0 + 10 * SECOND;
    const alarm: TelemetryCommand = {
      type: 'RecordAlarm',
      serial: SERIAL,
      receivedAt: at,
      config,
      alarm: 'overspeed',
      report: {
        fixTime: at,
        valid: true,
        latitude: latitudeAt(200),
        longitude: LONGITUDE,
        speedKmh: 95,
        course: 0,
        locateType: 'gps',
      },
    };
    const out = t.send(alarm);
    expect(ofType(out, 'WarningRaised')).toHaveLength(1);
    expect(ofType(out, 'OverspeedStarted')[0].data.warningId).toBe(`${SERIAL}-${at}-overspeed`);
  });

  it('ends an episode at the last fix before a gap in data', () => {
    const t = track(config);
    speeds(t, T0, [90, 90, 90, 90]);
    t.position({ at: T0 + 15 * SECOND + config.dataGapMs + SECOND, north: 10_000, speedKmh: 90 });
    expect(ofType(t.all(), 'OverspeedEnded').map((e) => e.data)).toEqual([
      expect.objectContaining({ startedAt: T0, endedAt: T0 + 15 * SECOND, peakKmh: 90 }),
    ]);
  });

  it('keeps an episode across midnight as one, ended in the next day stream', () => {
    const late = Date.UTC(2024, 5, 1, 23, 59, 45);
    const t = track(config);
    speeds(t, late, [90, 95, 100, 110, 70]);
    expect(ofType(t.days.get('20240601') ?? [], 'OverspeedStarted').map((e) => e.data.startedAt)).toEqual([
      late,
    ]);
    expect(ofType(t.days.get('20240602') ?? [], 'OverspeedStarted')).toEqual([]);
    expect(ofType(t.days.get('20240602') ?? [], 'OverspeedEnded').map((e) => e.data)).toEqual([
      expect.objectContaining({ startedAt: late, endedAt: late + 20 * SECOND, peakKmh: 110 }),
    ]);
  });

  it('lets buffered and LBS fixes neither start nor end an episode', () => {
    const t = track(config);
    speeds(t, T0, [90, 90, 90]);
    t.position({ at: T0 + 20 * SECOND, fixTime: T0 - MINUTE, north: 0, speedKmh: 10 });
    t.position({ at: T0 + 25 * SECOND, north: 0, speedKmh: 10, locateType: 'lbs' });
    expect(ofType(t.all(), 'OverspeedEnded')).toEqual([]);
    const quiet = track(config);
    speeds(quiet, T0, [50]);
    quiet.position({ at: T0 + 20 * SECOND, fixTime: T0 - MINUTE, north: 0, speedKmh: 150 });
    quiet.position({ at: T0 + 40 * SECOND, fixTime: T0 - 30 * SECOND, north: 0, speedKmh: 150 });
    expect(quiet.device().overspeed).toBeNull();
  });

  it('refuses a limit that is not a positive number', () => {
    const when = givenWhenThen(telemetryDecider);
    for (const overspeedLimitKmh of [0, -5, Number.NaN]) {
      const c: TelemetryCommand = {
        type: 'MarkOffline',
        serial: SERIAL,
        at: T0,
        config: { ...config, overspeedLimitKmh },
      };
      expect(errorOf(when([], c))).toMatchObject({
        kind: 'validation',
        detail: { field: 'config.overspeedLimitKmh' },
      });
    }
  });
});

describe('Telemetry: when an overspeed happened', () => {
  it("dates the episode's warning by its confirming fix, uploaded late, with `at` on receipt", () => {
    const t = track(config);
    const late = 30 * MINUTE;
    [90, 95, 100].forEach((speedKmh, i) =>
      t.position({ at: T0 + late + i * SECOND, fixTime: T0 + i * 5 * SECOND, north: i * 100, speedKmh }),
    );
    expect(ofType(t.all(), 'WarningRaised').map((e) => e.data)).toEqual([
      expect.objectContaining({
        kind: 'overspeed',
        at: T0 + late + 2 * SECOND,
        occurredAt: T0 + 10 * SECOND,
      }),
    ]);
  });
});
