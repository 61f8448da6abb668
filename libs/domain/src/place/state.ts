import type { Fence, Marker } from './place';

/**
 * A device's places. Removed ids are kept so an id is never given to another fence or marker (a
 * reader keyed by id would otherwise mistake the new one for the old).
 */
export interface PlacesState {
  readonly fences: Readonly<Record<string, Fence>>;
  readonly markers: Readonly<Record<string, Marker>>;
  readonly removedIds: readonly string[];
}

export const NO_PLACES: PlacesState = { fences: {}, markers: {}, removedIds: [] };
