import { Circle, CircleMarker, Polygon } from 'react-leaflet';
import { FenceType, type FenceShape } from './fenceShape';
import { FENCE_PATH_STYLE, VERTEX_PATH_STYLE } from './placeConstants';

/** A vertex marker's radius in pixels: visible on a phone without hiding the edge. */
const VERTEX_MARKER_RADIUS = 5;

/** A fence's shape on a map: a circle, or a polygon with a marker on each vertex. */
export function FenceShapeView({ shape }: { shape: FenceShape }) {
  if (shape.fenceType === FenceType.Circle) {
    if (shape.centre === null || shape.radius <= 0) return null;
    return <Circle center={shape.centre} radius={shape.radius} pathOptions={FENCE_PATH_STYLE} />;
  }
  return (
    <>
      {shape.points.length >= 2 && <Polygon positions={shape.points} pathOptions={FENCE_PATH_STYLE} />}
      {shape.points.map((p, i) => (
        <CircleMarker key={i} center={p} radius={VERTEX_MARKER_RADIUS} pathOptions={VERTEX_PATH_STYLE} />
      ))}
    </>
  );
}
