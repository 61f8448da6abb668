/**
 * Commands on a device's places, stream `places-<serialNumber>`. Fields arrive as the caller gave
 * them (coordinates as `'lat,lng'` text) and are checked by the decider; ids are chosen by the
 * handler, derived from the call's idempotency key so a retry addresses the same fence or marker.
 */
interface PlaceCommandBase {
  serialNumber: string;
  at: number;
}

/** A fence's fields as a form gives them. */
export interface FenceInput {
  alias: unknown;
  fenceType: unknown;
  coordinates: unknown;
  radius?: unknown;
  isEnterWarning: unknown;
  isExitWarning: unknown;
  remark?: unknown;
  targetType: unknown;
}

/** A marker's fields as a form gives them. */
export interface MarkerInput {
  alias: unknown;
  latitude: unknown;
  longitude: unknown;
  remark?: unknown;
  targetType: unknown;
  markerType: unknown;
}

export interface AddFence extends PlaceCommandBase, FenceInput {
  type: 'AddFence';
  fenceId: string;
}
export interface EditFence extends PlaceCommandBase, FenceInput {
  type: 'EditFence';
  fenceId: string;
}
export interface DeleteFence extends PlaceCommandBase {
  type: 'DeleteFence';
  fenceId: string;
}
export interface AddMarker extends PlaceCommandBase, MarkerInput {
  type: 'AddMarker';
  markerId: string;
}
export interface EditMarker extends PlaceCommandBase, MarkerInput {
  type: 'EditMarker';
  markerId: string;
}
export interface DeleteMarker extends PlaceCommandBase {
  type: 'DeleteMarker';
  markerId: string;
}

export type PlaceCommand = AddFence | EditFence | DeleteFence | AddMarker | EditMarker | DeleteMarker;
