/** Fence geometry and the jitter rule at the edge: docs/decisions/fence-geometry.md. */
export type { CircleShape, PolygonShape, FenceShape } from './shape';
export type { Box } from './box';
export { ON_EDGE_METERS, type PreparedGeometry } from './prepared-geometry';
export { MIN_POLYGON_VERTICES } from './polygon';
export { prepareGeometry, shapeContains } from './prepare-geometry';
export {
  EDGE_MARGIN_METERS,
  MAX_MARGIN_SHARE_OF_DEPTH,
  fenceMarginMeters,
  stepFence,
  type FenceSide,
  type FenceCrossing,
  type FenceStep,
} from './edge-rule';
export {
  prepareFence,
  prepareFenceSet,
  checkFences,
  type FenceOutline,
  type PreparedFence,
  type PreparedFenceSet,
  type FenceFix,
  type FenceSides,
  type FenceChange,
} from './fence-set';
