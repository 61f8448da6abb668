import {
  DEFAULT_TELEMETRY_CONFIG,
  EARTH_RADIUS_METERS,
  haversineMeters,
  odometerStep,
  roundMeters,
} from '../src';

const TAIPEI_101 = { latitude: 25.033964, longitude: 121.564468 };
const TAIPEI_MAIN_STATION = { latitude: 25.047924, longitude: 121.517081 };
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;

function expectWithin(actual: number, expected: number, ratio: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(expected * ratio);
}

describe('haversineMeters', () => {
  it('is zero between a point and itself', () => {
    expect(haversineMeters(TAIPEI_101, TAIPEI_101)).toBe(0);
  });

  it('measures one degree of latitude as ~111.2 km', () => {
    expectWithin(
      haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
      111_195,
      0.001,
    );
    expectWithin(
      haversineMeters({ latitude: 45, longitude: 10 }, { latitude: 46, longitude: 10 }),
      111_195,
      0.001,
    );
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    const at60 = haversineMeters({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expectWithin(at60, 55_596, 0.001);
  });

  // Straight line between the two landmarks: 5.02 km (ellipsoidal 5.02 km as well; the roads are longer).
  it('measures Taipei 101 to Taipei Main Station as ~5.02 km (within 1%)', () => {
    expectWithin(haversineMeters(TAIPEI_101, TAIPEI_MAIN_STATION), 5_020, 0.01);
  });

  // Rosetta Code's reference pair: 2887.26 km on a 6372.8 km sphere, scaled to our radius.
  it('measures Nashville (BNA) to Los Angeles (LAX) as ~2886.4 km', () => {
    const bna = { latitude: 36.12, longitude: -86.67 };
    const lax = { latitude: 33.94, longitude: -118.4 };
    expectWithin(haversineMeters(bna, lax), 2_887_260 * (EARTH_RADIUS_METERS / 6_372_800), 0.0001);
  });

  it('is symmetric and crosses the antimeridian the short way', () => {
    const a = { latitude: 10, longitude: 179.9 };
    const b = { latitude: 10, longitude: -179.9 };
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
    expect(haversineMeters(a, b)).toBeLessThan(25_000);
  });

  it('gives half the circumference for antipodes, never NaN', () => {
    const d = haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 0);
    expect(haversineMeters({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).not.toBeNaN();
  });
});

describe('odometerStep', () => {
  const config = DEFAULT_TELEMETRY_CONFIG;
  const anchor = { latitude: 25, longitude: 121.5 };
  const north = (meters: number) => ({ latitude: 25 + meters / METERS_PER_DEGREE, longitude: 121.5 });

  it('adds nothing without an anchor (the first fix)', () => {
    expect(odometerStep(null, north(500), 50, config)).toBe(0);
  });

  it('ignores parked jitter: slow and short', () => {
    expect(odometerStep(anchor, north(20), 0, config)).toBe(0);
    expect(odometerStep(anchor, north(29.9), 2.9, config)).toBe(0);
  });

  it('counts a step at the moving speed, however short', () => {
    expect(odometerStep(anchor, north(10), 3, config)).toBe(10);
  });

  it('counts a step of minStepMeters or more, whatever the speed', () => {
    // A hair over 30 m: float degrees cannot hold exactly 30 m.
    expect(odometerStep(anchor, north(30.001), 0, config)).toBe(30);
    expect(odometerStep(anchor, north(1_000), 0, config)).toBe(1_000);
  });

  it('rounds to decimetres', () => {
    expect(roundMeters(12.3456)).toBe(12.3);
    expect(roundMeters(0.1 + 0.2)).toBe(0.3);
  });
});
