import type { LatLon } from '../../telemetry/geo';
import { localProjection, METERS_PER_DEGREE, projectX, projectY } from './local-projection';
import { edgeSnapped, type PreparedGeometry } from './prepared-geometry';
import type { PolygonShape } from './shape';

/** Fewer vertices enclose nothing. */
export const MIN_POLYGON_VERTICES = 3;

function withoutClosingVertex(vertices: readonly LatLon[]): readonly LatLon[] {
  const first = vertices[0];
  const last = vertices[vertices.length - 1];
  const closed =
    vertices.length > 1 &&
    first !== undefined &&
    last !== undefined &&
    first.latitude === last.latitude &&
    first.longitude === last.longitude;
  return closed ? vertices.slice(0, -1) : vertices;
}

/** Squared distance from (x, y) to the segment from (ax, ay) to (bx, by); a point segment too. */
function segmentDistanceSquared(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const along = lengthSquared === 0 ? 0 : ((x - ax) * dx + (y - ay) * dy) / lengthSquared;
  const t = along < 0 ? 0 : along > 1 ? 1 : along;
  const ex = ax + t * dx - x;
  const ey = ay + t * dy - y;
  return ex * ex + ey * ey;
}

/**
 * Inside by the even-odd rule (a ray to the east crosses the edges an odd number of times), which
 * for a polygon that does not cross itself is the same as the winding rule and needs no angles; the
 * distance is to the nearest edge. One pass over the edges does both.
 */
function signedDistance(xs: Float64Array, ys: Float64Array, x: number, y: number): number {
  let inside = false;
  let nearestSquared = Infinity;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    const xi = xs[i] as number;
    const yi = ys[i] as number;
    const xj = xs[j] as number;
    const yj = ys[j] as number;
    // A horizontal edge never passes the first test, so the division never divides by zero.
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    const squared = segmentDistanceSquared(x, y, xi, yi, xj, yj);
    if (squared < nearestSquared) nearestSquared = squared;
  }
  const distance = Math.sqrt(nearestSquared);
  return edgeSnapped(inside ? -distance : distance);
}

/**
 * A polygon in metres of a local projection around its box's centre: vertices projected once,
 * each fix projected with two multiplications. Its edges are straight in latitude and longitude.
 */
export function preparePolygon(shape: PolygonShape): PreparedGeometry {
  const vertices = withoutClosingVertex(shape.vertices);
  if (vertices.length < MIN_POLYGON_VERTICES) {
    throw new RangeError(`a polygon needs at least ${MIN_POLYGON_VERTICES} vertices, not ${vertices.length}`);
  }
  const latitudes = vertices.map((v) => v.latitude);
  const longitudes = vertices.map((v) => v.longitude);
  const own = {
    minLatitude: Math.min(...latitudes),
    maxLatitude: Math.max(...latitudes),
    minLongitude: Math.min(...longitudes),
    maxLongitude: Math.max(...longitudes),
  };
  const projection = localProjection(
    (own.minLatitude + own.maxLatitude) / 2,
    (own.minLongitude + own.maxLongitude) / 2,
  );
  const xs = Float64Array.from(longitudes, (longitude) => projectX(projection, longitude));
  const ys = Float64Array.from(latitudes, (latitude) => projectY(projection, latitude));

  let twiceArea = 0;
  let perimeter = 0;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    const xi = xs[i] as number;
    const yi = ys[i] as number;
    const xj = xs[j] as number;
    const yj = ys[j] as number;
    twiceArea += xj * yi - xi * yj;
    perimeter += Math.hypot(xi - xj, yi - yj);
  }

  return {
    // Repeated vertices only: no area, no depth (the fence validation refuses such a polygon).
    depthMeters: perimeter === 0 ? 0 : Math.abs(twiceArea) / perimeter,
    boxWithin(meters) {
      // In the projection a point farther than `meters` east or west of every vertex is that far
      // from the polygon, so the box grows by exactly the projection's degrees.
      const latitude = meters / METERS_PER_DEGREE;
      const longitude = meters / projection.metersPerDegreeLongitude;
      return {
        minLatitude: own.minLatitude - latitude,
        maxLatitude: own.maxLatitude + latitude,
        minLongitude: own.minLongitude - longitude,
        maxLongitude: own.maxLongitude + longitude,
      };
    },
    signedDistanceMeters(latitude, longitude) {
      return signedDistance(xs, ys, projectX(projection, longitude), projectY(projection, latitude));
    },
  };
}
