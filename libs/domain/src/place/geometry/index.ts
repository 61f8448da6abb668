/** Fence geometry and the jitter rule at the edge: docs/decisions/fence-geometry.md. */
export type { CircleShape, PolygonShape, FenceShape } from './shape';
export type { Box } from './box';
export { ON_EDGE_METERS, type PreparedGeometry } from './prepared-geometry';
export { MIN_POLYGON_VERTICES } from './polygon';
export { prepareGeometry, shapeContains } from './prepare-geometry';
