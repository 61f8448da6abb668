import { MAP_DEFAULT_CENTER } from '@gps/contracts/constants';
import type { LatLng } from './coordinates';
import { FenceType, type FenceShape } from './fenceShape';

/** Where the fence map opens: on the fence being edited, else on the given point, else the spec's default. */
export function shapeCentre(shape: FenceShape, fallback: LatLng | null): LatLng {
  if (shape.fenceType === FenceType.Circle && shape.centre) return shape.centre;
  if (shape.fenceType === FenceType.Polygon && shape.points.length > 0) {
    const lat = shape.points.reduce((sum, p) => sum + p.lat, 0) / shape.points.length;
    const lng = shape.points.reduce((sum, p) => sum + p.lng, 0) / shape.points.length;
    return { lat, lng };
  }
  return fallback ?? { lat: MAP_DEFAULT_CENTER.lat, lng: MAP_DEFAULT_CENTER.lng };
}
