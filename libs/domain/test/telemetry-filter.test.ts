import {
  DEFAULT_TELEMETRY_CONFIG,
  EARTH_RADIUS_METERS,
  filterPosition,
  haversineMeters,
  telemetryConfig,
  type LastFix,
  type PositionReport,
} from '../src';

const T0 = Date.UTC(2024, 5, 1, 8, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;
const config = DEFAULT_TELEMETRY_CONFIG;

const report = (over: Partial<PositionReport> = {}): PositionReport => ({
  fixTime: T0,
  valid: true,
  latitude: 25,
  longitude: 121.5,
  speedKmh: 40,
  course: 90,
  locateType: 'gps',
  ...over,
});
const last: LastFix = { fixTime: T0 - 10_000, latitude: 25, longitude: 121.5, locateType: 'gps' };
const northOf = (fix: LastFix, meters: number) => fix.latitude + meters / METERS_PER_DEGREE;

describe('filterPosition', () => {
  it('accepts a sane first fix and a sane next fix', () => {
    expect(filterPosition(report(), null, config, T0)).toBeNull();
    expect(filterPosition(report({ latitude: northOf(last, 100) }), last, config, T0)).toBeNull();
  });

  describe('out_of_range', () => {
    it.each([
      ['latitude', { latitude: 90 }, null],
      ['latitude', { latitude: -90 }, null],
      ['latitude', { latitude: 90.000001 }, 'out_of_range'],
      ['latitude', { latitude: -90.000001 }, 'out_of_range'],
      ['latitude', { latitude: Number.NaN }, 'out_of_range'],
      ['longitude', { longitude: 180 }, null],
      ['longitude', { longitude: -180 }, null],
      ['longitude', { longitude: 180.000001 }, 'out_of_range'],
      ['longitude', { longitude: Number.POSITIVE_INFINITY }, 'out_of_range'],
      ['speed', { speedKmh: 0 }, null],
      ['speed', { speedKmh: 400 }, null],
      ['speed', { speedKmh: 400.01 }, 'out_of_range'],
      ['speed', { speedKmh: -0.01 }, 'out_of_range'],
      ['course', { course: 0 }, null],
      ['course', { course: 360 }, null],
      ['course', { course: 360.5 }, 'out_of_range'],
      ['course', { course: -1 }, 'out_of_range'],
      ['altitude', { altitude: -1_000 }, null],
      ['altitude', { altitude: 20_000 }, null],
      ['altitude', { altitude: -1_000.1 }, 'out_of_range'],
      ['altitude', { altitude: 20_000.1 }, 'out_of_range'],
      ['altitude', { altitude: Number.NaN }, 'out_of_range'],
      ['fixTime', { fixTime: Number.NaN }, 'out_of_range'],
      ['fixTime', { fixTime: -1 }, 'out_of_range'],
      ['fixTime', { fixTime: T0 + 0.5 }, 'out_of_range'],
      ['locateType', { locateType: 'wifi' as PositionReport['locateType'] }, 'out_of_range'],
      ['latitude type', { latitude: '25' as unknown as number }, 'out_of_range'],
    ])('%s %j -> %s', (_field, over, expected) => {
      expect(filterPosition(report(over), null, config, T0)).toBe(expected);
    });

    it('follows the configured speed limit', () => {
      expect(filterPosition(report({ speedKmh: 150 }), null, telemetryConfig({ maxSpeedKmh: 120 }), T0)).toBe(
        'out_of_range',
      );
    });
  });

  describe('invalid_fix', () => {
    it('rejects a GPS report the device marked invalid', () => {
      expect(filterPosition(report({ valid: false }), null, config, T0)).toBe('invalid_fix');
    });

    it('accepts cell-tower positions by default, whatever their validity flag', () => {
      expect(filterPosition(report({ locateType: 'lbs', valid: false }), null, config, T0)).toBeNull();
    });

    it('rejects cell-tower positions when the configuration refuses them', () => {
      const noLbs = telemetryConfig({ acceptLbs: false });
      expect(filterPosition(report({ locateType: 'lbs' }), null, noLbs, T0)).toBe('invalid_fix');
    });

    it('names out_of_range first when both apply', () => {
      expect(filterPosition(report({ valid: false, latitude: 91 }), null, config, T0)).toBe('out_of_range');
    });
  });

  describe('zero_position', () => {
    it('rejects exactly 0,0', () => {
      expect(filterPosition(report({ latitude: 0, longitude: 0 }), null, config, T0)).toBe('zero_position');
    });

    it('accepts the equator or the prime meridian alone', () => {
      expect(filterPosition(report({ latitude: 0, longitude: 0.0001 }), null, config, T0)).toBeNull();
      expect(filterPosition(report({ latitude: 51.47, longitude: 0 }), null, config, T0)).toBeNull();
    });

    it('is invalid_fix when the device also said invalid', () => {
      const r = report({ latitude: 0, longitude: 0, valid: false });
      expect(filterPosition(r, null, config, T0)).toBe('invalid_fix');
    });
  });

  describe('future', () => {
    it('accepts a fix exactly maxFutureMs ahead of receipt', () => {
      expect(filterPosition(report({ fixTime: T0 + 10 * MINUTE }), null, config, T0)).toBeNull();
    });

    it('rejects a fix 1 ms further ahead', () => {
      expect(filterPosition(report({ fixTime: T0 + 10 * MINUTE + 1 }), null, config, T0)).toBe('future');
    });
  });

  describe('too_old', () => {
    it('accepts a fix exactly maxPastMs old', () => {
      expect(filterPosition(report({ fixTime: T0 - 7 * DAY }), null, config, T0)).toBeNull();
    });

    it('rejects a fix 1 ms older', () => {
      expect(filterPosition(report({ fixTime: T0 - 7 * DAY - 1 }), null, config, T0)).toBe('too_old');
    });
  });

  describe('duplicate', () => {
    it('rejects the same time and place as the last accepted fix', () => {
      const r = report({ fixTime: last.fixTime, latitude: last.latitude, longitude: last.longitude });
      expect(filterPosition(r, last, config, T0)).toBe('duplicate');
    });

    it('accepts the same place at another time (parked)', () => {
      const r = report({ fixTime: last.fixTime + 1, latitude: last.latitude, longitude: last.longitude });
      expect(filterPosition(r, last, config, T0)).toBeNull();
    });

    it('accepts the same time a few metres away (not a resend)', () => {
      const r = report({ fixTime: last.fixTime, latitude: northOf(last, 5) });
      expect(filterPosition(r, last, config, T0)).toBeNull();
    });
  });

  describe('impossible_jump', () => {
    // 500 km/h over 10 s is 1388.9 m.
    const boundMeters = (500 / 3.6) * 10;

    it('accepts a step just under maxJumpKmh', () => {
      const r = report({ fixTime: last.fixTime + 10_000, latitude: northOf(last, boundMeters * 0.99) });
      expect(filterPosition(r, last, config, T0)).toBeNull();
    });

    it('rejects a step just over maxJumpKmh', () => {
      const r = report({ fixTime: last.fixTime + 10_000, latitude: northOf(last, boundMeters * 1.01) });
      expect(filterPosition(r, last, config, T0)).toBe('impossible_jump');
    });

    it('never calls a step of jumpMinDistanceMeters or less a jump, even at the same instant', () => {
      const close = report({ fixTime: last.fixTime, latitude: northOf(last, 299) });
      expect(haversineMeters(last, close)).toBeLessThanOrEqual(300);
      expect(filterPosition(close, last, config, T0)).toBeNull();
      const further = report({ fixTime: last.fixTime, latitude: northOf(last, 301) });
      expect(filterPosition(further, last, config, T0)).toBe('impossible_jump');
    });

    it('accepts a far fix when enough time has passed', () => {
      const r = report({ fixTime: last.fixTime + 3_600_000, latitude: northOf(last, 400_000) });
      expect(filterPosition(r, last, config, T0 + 3_600_000)).toBeNull();
    });

    it('measures older fixes against the last one by elapsed time either way', () => {
      const r = report({ fixTime: last.fixTime - 10_000, latitude: northOf(last, 5_000) });
      expect(filterPosition(r, last, config, T0)).toBe('impossible_jump');
    });

    it('does not compare cell-tower positions, which are off by kilometres', () => {
      const lbs = report({
        locateType: 'lbs',
        fixTime: last.fixTime + 1_000,
        latitude: northOf(last, 3_000),
      });
      expect(filterPosition(lbs, last, config, T0)).toBeNull();
      const fromLbs = report({ fixTime: last.fixTime + 1_000, latitude: northOf(last, 3_000) });
      expect(filterPosition(fromLbs, { ...last, locateType: 'lbs' }, config, T0)).toBeNull();
    });

    it('follows the configured limits', () => {
      const strict = telemetryConfig({ maxJumpKmh: 100, jumpMinDistanceMeters: 50 });
      const r = report({ fixTime: last.fixTime + 10_000, latitude: northOf(last, 300) }); // 108 km/h
      expect(filterPosition(r, last, strict, T0)).toBe('impossible_jump');
    });
  });
});

describe('telemetryConfig', () => {
  it('defaults to the documented values', () => {
    expect(telemetryConfig()).toEqual(DEFAULT_TELEMETRY_CONFIG);
    expect(DEFAULT_TELEMETRY_CONFIG).toMatchObject({
      maxSpeedKmh: 400,
      maxFutureMs: 10 * MINUTE,
      maxPastMs: 7 * DAY,
      maxJumpKmh: 500,
      minMovingSpeedKmh: 3,
      minStepMeters: 30,
      alarmRepeatWindowMs: MINUTE,
      sleepAfterMs: 10 * MINUTE,
      noSignalAfterMs: 5 * MINUTE,
      offlineTimeoutMs: 10 * MINUTE,
      heartbeatRecordIntervalMs: MINUTE,
    });
  });

  it.each([
    [{ maxSpeedKmh: -1 }, 'config.maxSpeedKmh'],
    [{ offlineTimeoutMs: Number.NaN }, 'config.offlineTimeoutMs'],
    [{ acceptLbs: 'yes' as unknown as boolean }, 'config.acceptLbs'],
    [{ minAltitudeMeters: 10, maxAltitudeMeters: 0 }, 'config.minAltitudeMeters'],
  ])('refuses %j', (overrides, field) => {
    expect(() => telemetryConfig(overrides)).toThrow(
      expect.objectContaining({ kind: 'validation', detail: expect.objectContaining({ field }) }),
    );
  });
});
