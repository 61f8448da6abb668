import { distanceM, edgePoint, parseCoordinate, toCoordinate, type LatLng } from './coordinates';

/** The spec's fence types; the draw-type selector's index is fenceType - 1. */
export const FenceType = { Circle: 1, Polygon: 2 } as const;
export type FenceType = (typeof FenceType)[keyof typeof FenceType];
export const FENCE_TYPES: readonly FenceType[] = [FenceType.Circle, FenceType.Polygon];

/** A polygon needs at least this many vertices (spec). */
export const POLYGON_MIN_POINTS = 3;

export const drawTypeIndex = (fenceType: FenceType): number => fenceType - 1;
export const fenceTypeAt = (index: number): FenceType => FENCE_TYPES[index] ?? FenceType.Circle;

/** What the map dialog holds while a fence is drawn. */
export type FenceShape =
  | { fenceType: typeof FenceType.Circle; centre: LatLng | null; radius: number }
  | { fenceType: typeof FenceType.Polygon; points: LatLng[] };

/** What the fence map dialog gives back, as the calls take it. */
export interface FenceGeometry {
  fenceType: FenceType;
  coordinates: string[];
  radius?: number;
}

/** A fresh, empty shape of a type: changing the type clears what was drawn (spec). */
export function emptyShape(fenceType: FenceType): FenceShape {
  return fenceType === FenceType.Circle
    ? { fenceType: FenceType.Circle, centre: null, radius: 0 }
    : { fenceType: FenceType.Polygon, points: [] };
}

/** The radius is kept in whole metres, as the fence stores it. */
export const wholeMetres = (radius: number): number => Math.round(radius);

/** Whether the shape is complete: a circle with a centre and a radius above 0, a polygon of 3 points. */
export function isShapeComplete(shape: FenceShape): boolean {
  if (shape.fenceType === FenceType.Circle) return shape.centre !== null && wholeMetres(shape.radius) > 0;
  return shape.points.length >= POLYGON_MIN_POINTS;
}

/** Save is disabled while drawing and until the shape is complete (spec). */
export function canSaveShape(shape: FenceShape, drawing: boolean): boolean {
  return !drawing && isShapeComplete(shape);
}

/** The shape as the calls take it: a circle's coordinates are its centre and a point on its edge. */
export function toGeometry(shape: FenceShape): FenceGeometry | null {
  if (!isShapeComplete(shape)) return null;
  if (shape.fenceType === FenceType.Circle) {
    const centre = shape.centre as LatLng;
    const radius = wholeMetres(shape.radius);
    return {
      fenceType: FenceType.Circle,
      coordinates: [toCoordinate(centre), toCoordinate(edgePoint(centre, radius))],
      radius,
    };
  }
  return { fenceType: FenceType.Polygon, coordinates: shape.points.map(toCoordinate) };
}

/**
 * A stored fence back to a shape, to show and edit it. A circle takes its stored radius, or the
 * distance from its centre to its edge point when the radius is missing.
 */
export function fromGeometry(geometry: FenceGeometry): FenceShape {
  const points = geometry.coordinates.map(parseCoordinate).filter((p): p is LatLng => p !== null);
  if (geometry.fenceType === FenceType.Circle) {
    const [centre = null, edge] = points;
    const radius = geometry.radius ?? (centre && edge ? distanceM(centre, edge) : 0);
    return { fenceType: FenceType.Circle, centre, radius };
  }
  return { fenceType: FenceType.Polygon, points };
}
