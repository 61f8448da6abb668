import { haversineMeters } from '../../telemetry/geo';
import { METERS_PER_DEGREE } from './local-projection';
import { edgeSnapped, type PreparedGeometry } from './prepared-geometry';
import type { CircleShape } from './shape';

const RADIANS = Math.PI / 180;

/**
 * A circle measured by great-circle distance from its centre (the platform's haversine), exact on
 * the sphere whatever the radius; the box check in front of it keeps the trigonometry off the fixes
 * that are not near. A circle of radius 0 or less, or not finite, is a validation failure upstream.
 */
export function prepareCircle(shape: CircleShape): PreparedGeometry {
  const { center, radiusMeters } = shape;
  if (!(radiusMeters > 0 && Number.isFinite(radiusMeters))) {
    throw new RangeError(`a circle's radius must be above 0 metres, not ${radiusMeters}`);
  }
  return {
    depthMeters: radiusMeters,
    boxWithin(meters) {
      const reach = radiusMeters + meters;
      const halfLatitude = reach / METERS_PER_DEGREE;
      // A degree of longitude is shortest at the box's latitude farthest from the equator: using
      // that one makes the box wide enough at every latitude it covers.
      const farthestLatitude = Math.min(90, Math.abs(center.latitude) + halfLatitude);
      const halfLongitude = reach / (METERS_PER_DEGREE * Math.cos(farthestLatitude * RADIANS));
      return {
        minLatitude: center.latitude - halfLatitude,
        maxLatitude: center.latitude + halfLatitude,
        minLongitude: center.longitude - halfLongitude,
        maxLongitude: center.longitude + halfLongitude,
      };
    },
    signedDistanceMeters(latitude, longitude) {
      return edgeSnapped(haversineMeters(center, { latitude, longitude }) - radiusMeters);
    },
  };
}
