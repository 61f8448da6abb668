import {
  MIN_POLYGON_VERTICES,
  prepareGeometry,
  shapeContains,
  type FenceShape,
} from '../../src/place/geometry';
import { haversineMeters } from '../../src/telemetry/geo';
import { metrePolygon, offset } from './meters';

const TAIPEI_101 = { latitude: 25.033964, longitude: 121.564468 };
const TAIPEI_MAIN_STATION = { latitude: 25.047924, longitude: 121.517081 };
/** Taipei 101 to Taipei Main Station on the WGS84 ellipsoid (Vincenty's formula), metres. */
const TAIPEI_101_TO_MAIN_STATION_GEODESIC = 5_025.9;
/** The sphere the platform measures on is within this share of the ellipsoid around Taiwan. */
const SPHERE_ERROR_SHARE = 0.005;

const distance = (shape: FenceShape, point: { latitude: number; longitude: number }) =>
  prepareGeometry(shape).signedDistanceMeters(point.latitude, point.longitude);

describe('a circle fence', () => {
  const circle = (radiusMeters: number): FenceShape => ({ kind: 'circle', center: TAIPEI_101, radiusMeters });

  it('holds what is within its radius on the ground at 25° N, against a known distance', () => {
    const outsideBy = distance(circle(5_000), TAIPEI_MAIN_STATION);
    expect(Math.abs(5_000 + outsideBy - TAIPEI_101_TO_MAIN_STATION_GEODESIC)).toBeLessThanOrEqual(
      TAIPEI_101_TO_MAIN_STATION_GEODESIC * SPHERE_ERROR_SHARE,
    );
    expect(shapeContains(circle(5_000), TAIPEI_MAIN_STATION.latitude, TAIPEI_MAIN_STATION.longitude)).toBe(
      false,
    );
    expect(shapeContains(circle(5_100), TAIPEI_MAIN_STATION.latitude, TAIPEI_MAIN_STATION.longitude)).toBe(
      true,
    );
  });

  it('measures metres east as metres north (the longitude scaled by the latitude)', () => {
    const shape = circle(1_000);
    expect(distance(shape, offset(TAIPEI_101, 1_100, 0))).toBeCloseTo(100, 0);
    expect(distance(shape, offset(TAIPEI_101, 0, 1_100))).toBeCloseTo(100, 0);
    expect(distance(shape, offset(TAIPEI_101, -700, 0))).toBeCloseTo(-300, 0);
    expect(distance(shape, TAIPEI_101)).toBe(-1_000);
  });

  it('counts a point on its edge as inside', () => {
    const shape = circle(1_000);
    const onEdge = offset(TAIPEI_101, 0, 1_000);
    expect(distance(shape, onEdge)).toBe(0);
    expect(shapeContains(shape, onEdge.latitude, onEdge.longitude)).toBe(true);
  });

  it('refuses a radius of 0 or less', () => {
    expect(() => prepareGeometry(circle(0))).toThrow(RangeError);
    expect(() => prepareGeometry(circle(-5))).toThrow(RangeError);
    expect(() => prepareGeometry(circle(Number.NaN))).toThrow(RangeError);
  });
});

describe('a polygon fence', () => {
  // A 1 km square around Taipei 101.
  const square: FenceShape = {
    kind: 'polygon',
    vertices: metrePolygon(TAIPEI_101, [
      [-500, -500],
      [500, -500],
      [500, 500],
      [-500, 500],
    ]),
  };
  const contains = (shape: FenceShape, p: { latitude: number; longitude: number }) =>
    shapeContains(shape, p.latitude, p.longitude);

  it('holds its inside and not its outside, with the distance to the nearest edge', () => {
    expect(contains(square, TAIPEI_101)).toBe(true);
    expect(distance(square, TAIPEI_101)).toBeCloseTo(-500, 0);
    expect(distance(square, offset(TAIPEI_101, 400, 100))).toBeCloseTo(-100, 0);
    expect(contains(square, offset(TAIPEI_101, 600, 0))).toBe(false);
    expect(distance(square, offset(TAIPEI_101, 600, 0))).toBeCloseTo(100, 0);
    // Beyond a corner the nearest point is the corner.
    expect(distance(square, offset(TAIPEI_101, 530, 540))).toBeCloseTo(50, 0);
    expect(contains(square, TAIPEI_MAIN_STATION)).toBe(false);
  });

  it('counts a point on an edge or a vertex as inside, at distance 0', () => {
    const [a, b, c] = square.kind === 'polygon' ? square.vertices : [];
    if (!a || !b || !c) throw new Error('the square has four vertices');
    const onBottom = { latitude: a.latitude, longitude: (a.longitude + b.longitude) / 2 };
    const onRight = { latitude: (b.latitude + c.latitude) / 2, longitude: b.longitude };
    for (const point of [onBottom, onRight, a, c]) {
      expect(distance(square, point)).toBe(0);
      expect(contains(square, point)).toBe(true);
    }
  });

  it('counts a point on a slanted edge as inside, whatever the rounding of its degrees', () => {
    const triangle: FenceShape = {
      kind: 'polygon',
      vertices: metrePolygon(TAIPEI_101, [
        [0, 0],
        [700, 300],
        [100, 900],
      ]),
    };
    const [a, b] = triangle.kind === 'polygon' ? triangle.vertices : [];
    if (!a || !b) throw new Error('the triangle has three vertices');
    for (const share of [0.1, 1 / 3, 0.5, 0.77]) {
      const onEdge = {
        latitude: a.latitude + (b.latitude - a.latitude) * share,
        longitude: a.longitude + (b.longitude - a.longitude) * share,
      };
      expect(distance(triangle, onEdge)).toBe(0);
      expect(contains(triangle, onEdge)).toBe(true);
    }
    // A step of 5 cm off the edge is no longer on it.
    expect(contains(triangle, offset(a, 0.02, -0.05))).toBe(false);
  });

  it('is the same with the first vertex repeated at the end', () => {
    const vertices = square.kind === 'polygon' ? square.vertices : [];
    const closed: FenceShape = { kind: 'polygon', vertices: [...vertices, vertices[0]!] };
    for (const p of [TAIPEI_101, offset(TAIPEI_101, 600, 0), offset(TAIPEI_101, 490, 490)]) {
      expect(distance(closed, p)).toBeCloseTo(distance(square, p), 9);
    }
  });

  // A U opening north: arms 100 m wide, the notch 100 m wide and 200 m deep.
  const u: FenceShape = {
    kind: 'polygon',
    vertices: metrePolygon(TAIPEI_101, [
      [0, 0],
      [300, 0],
      [300, 300],
      [200, 300],
      [200, 100],
      [100, 100],
      [100, 300],
      [0, 300],
    ]),
  };

  it('leaves the notch of a concave (U-shaped) polygon outside', () => {
    for (const [east, north] of [
      [150, 200],
      [150, 101],
      [110, 290],
      [190, 150],
    ] as const) {
      expect(contains(u, offset(TAIPEI_101, east, north))).toBe(false);
    }
    expect(distance(u, offset(TAIPEI_101, 150, 200))).toBeCloseTo(50, 0);
    expect(distance(u, offset(TAIPEI_101, 150, 150))).toBeCloseTo(50, 0);
  });

  it('holds both arms and the base of the U, whose rays cross the notch', () => {
    expect(distance(u, offset(TAIPEI_101, 50, 200))).toBeCloseTo(-50, 0);
    expect(distance(u, offset(TAIPEI_101, 250, 200))).toBeCloseTo(-50, 0);
    expect(distance(u, offset(TAIPEI_101, 150, 50))).toBeCloseTo(-50, 0);
    // At the height of the notch's bottom edge, left of it: the ray runs along that edge.
    expect(contains(u, offset(TAIPEI_101, 50, 100))).toBe(true);
    expect(contains(u, offset(TAIPEI_101, 350, 200))).toBe(false);
  });

  it('agrees with a circle when it has 500 vertices around one', () => {
    const radius = 2_000;
    const vertexCount = 500;
    const ring: FenceShape = {
      kind: 'polygon',
      vertices: Array.from({ length: vertexCount }, (_, i) => {
        const angle = (2 * Math.PI * i) / vertexCount;
        return offset(TAIPEI_101, radius * Math.cos(angle), radius * Math.sin(angle));
      }),
    };
    const circle: FenceShape = { kind: 'circle', center: TAIPEI_101, radiusMeters: radius };
    for (let bearing = 0; bearing < 360; bearing += 17) {
      const angle = (bearing * Math.PI) / 180;
      for (const from of [0, 500, 1_990, 2_010, 3_000]) {
        const p = offset(TAIPEI_101, from * Math.cos(angle), from * Math.sin(angle));
        expect(contains(ring, p)).toBe(from < radius);
        // The chords are 5 cm inside the arc at most; the rest is the local projection's error.
        expect(Math.abs(distance(ring, p) - distance(circle, p))).toBeLessThan(0.5);
      }
    }
    expect(haversineMeters(TAIPEI_101, offset(TAIPEI_101, radius, 0))).toBeCloseTo(radius, 0);
  });

  it(`refuses fewer than ${MIN_POLYGON_VERTICES} vertices`, () => {
    const two = metrePolygon(TAIPEI_101, [
      [0, 0],
      [100, 0],
    ]);
    expect(() => prepareGeometry({ kind: 'polygon', vertices: two })).toThrow(RangeError);
    expect(() => prepareGeometry({ kind: 'polygon', vertices: [...two, two[0]!] })).toThrow(RangeError);
  });
});
