import type { PathOptions } from 'leaflet';

/** Spec constants for the fence and marker maps (section 9). */
export const FENCE_MAP_ZOOM = 12;
export const MARKER_MAP_ZOOM = 15;

/** Fences are drawn in red, stroke opacity 0.5, fill opacity 0.25 (spec). */
export const FENCE_PATH_STYLE: PathOptions = {
  color: 'red',
  opacity: 0.5,
  fillColor: 'red',
  fillOpacity: 0.25,
};

/** A marker point: red like the fences, filled nearly solid so it reads as a point, not an area. */
export const MARKER_PATH_STYLE: PathOptions = {
  color: 'red',
  fillColor: 'red',
  fillOpacity: 0.8,
};

/** A polygon's vertex marker: a white dot ringed in the fence's red. */
export const VERTEX_PATH_STYLE: PathOptions = {
  color: 'red',
  fillColor: 'white',
  fillOpacity: 1,
};
