import type { FenceType, MarkerType, PlaceTarget } from '@gps/codes';
import type { LatLng } from './coordinates';

/**
 * An electronic fence as recorded, whole: every fence event carries one, so a reader (the gateway's
 * fence check, a read model) knows a device's fence from its latest event alone.
 */
export interface Fence {
  fenceId: string;
  alias: string;
  fenceType: FenceType;
  /** A circle: its centre, then the point on its edge as drawn. A polygon: its vertices, unclosed. */
  coordinates: LatLng[];
  /** Metres, a circle's only (the authority for its size); null for a polygon. */
  radiusMeters: number | null;
  enterWarning: boolean;
  exitWarning: boolean;
  remark: string | null;
  /** Home, company or custom; the alias is then the label shown (docs/decisions/places.md). */
  targetType: PlaceTarget;
}

/** A marker point as recorded, whole, like a fence. */
export interface Marker {
  markerId: string;
  alias: string;
  latitude: number;
  longitude: number;
  remark: string | null;
  targetType: PlaceTarget;
  markerType: MarkerType;
}
