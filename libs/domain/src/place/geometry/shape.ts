import type { LatLon } from '../../telemetry/geo';

/** A circle: every point within `radiusMeters` (great-circle) of its centre. */
export interface CircleShape {
  kind: 'circle';
  center: LatLon;
  radiusMeters: number;
}

/**
 * A polygon: its vertices in order, the last joined back to the first (a repeated first vertex at
 * the end is allowed and ignored). It must not cross itself; the fence validation refuses those.
 */
export interface PolygonShape {
  kind: 'polygon';
  vertices: readonly LatLon[];
}

/** A fence's outline, whatever the stored form (`'lat,lng'` strings) it came from. */
export type FenceShape = CircleShape | PolygonShape;
