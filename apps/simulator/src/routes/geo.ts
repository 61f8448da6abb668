/**
 * A local flat frame (metres east/north of the map centre). Over 30 km the equirectangular error is
 * far below a GPS fix's, and plain vector maths keeps the road generator and the driver simple.
 */

export interface Vec {
  x: number;
  y: number;
}

export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS) / 180;

export class LocalProjection {
  private readonly metresPerDegreeLon: number;

  constructor(readonly centre: LatLon) {
    this.metresPerDegreeLon = METRES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180);
  }

  toLatLon(p: Vec): LatLon {
    return {
      latitude: this.centre.latitude + p.y / METRES_PER_DEGREE,
      longitude: this.centre.longitude + p.x / this.metresPerDegreeLon,
    };
  }

  toVec(ll: LatLon): Vec {
    return {
      x: (ll.longitude - this.centre.longitude) * this.metresPerDegreeLon,
      y: (ll.latitude - this.centre.latitude) * METRES_PER_DEGREE,
    };
  }

  /** x of a meridian in this frame (used to keep roads east of the coast). */
  xOfLongitude(longitude: number): number {
    return (longitude - this.centre.longitude) * this.metresPerDegreeLon;
  }
}

export function distance(a: Vec, b: Vec): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Compass bearing from a to b: 0 = north, clockwise, in [0, 360). */
export function bearing(a: Vec, b: Vec): number {
  const deg = (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** Smallest absolute difference between two bearings, 0..180. */
export function turnAngle(from: number, to: number): number {
  const d = Math.abs(((to - from + 540) % 360) - 180);
  return d;
}

export function lerp(a: Vec, b: Vec, t: number): Vec {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Great-circle distance in metres; used by checks that must not trust the local frame. */
export function haversine(a: LatLon, b: LatLon): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}
