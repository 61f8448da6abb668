import { haversineMeters } from '../telemetry/geo';

/**
 * The spec's marker distance: a vehicle stopped within 150 metres of one of its device's markers is
 * shown at that marker ("parked at Home"). Metres of great-circle distance from the stop's point to
 * the marker's, the edge included (docs/decisions/address-quotas.md, "Marker distance").
 */
export const MARKER_DISTANCE_METERS = 150;

/** What a stop needs of a marker to be shown at it. */
export interface MarkerPoint {
  id: string;
  alias: string;
  targetType: number;
  latitude: number;
  longitude: number;
}

export interface AtMarker {
  id: string;
  alias: string;
  targetType: number;
  /** Whole metres from the stop to the marker. */
  distanceMeters: number;
}

/**
 * The marker a stop at this point is shown at: the nearest within the marker distance (two at the
 * same distance: the smaller id, so the answer never depends on the markers' order), or null.
 */
export function markerAt(
  markers: readonly MarkerPoint[],
  point: { latitude: number; longitude: number },
): AtMarker | null {
  let best: { marker: MarkerPoint; meters: number } | null = null;
  for (const marker of markers) {
    const meters = haversineMeters(point, marker);
    if (meters > MARKER_DISTANCE_METERS) continue;
    if (best === null || meters < best.meters || (meters === best.meters && marker.id < best.marker.id))
      best = { marker, meters };
  }
  if (best === null) return null;
  const { id, alias, targetType } = best.marker;
  return { id, alias, targetType, distanceMeters: Math.round(best.meters) };
}
