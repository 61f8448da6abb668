import { prepareCircle } from './circle';
import { preparePolygon } from './polygon';
import type { PreparedGeometry } from './prepared-geometry';
import type { FenceShape } from './shape';

export function prepareGeometry(shape: FenceShape): PreparedGeometry {
  return shape.kind === 'circle' ? prepareCircle(shape) : preparePolygon(shape);
}

/** Whether a point is inside a shape, its edge included. For one point; many fixes use a prepared set. */
export function shapeContains(shape: FenceShape, latitude: number, longitude: number): boolean {
  return prepareGeometry(shape).signedDistanceMeters(latitude, longitude) <= 0;
}
