import type { FenceFieldsFragment, MarkerFieldsFragment } from '../../../gql/graphql';

/**
 * A ticked vehicle's places as loaded, or why they are not shown: its service has expired (the
 * server refuses its places, so they are not asked for), or the load failed.
 */
export type LoadedPlaces =
  { fences: FenceFieldsFragment[]; markers: MarkerFieldsFragment[] } | { missing: 'expired' | 'failed' };

/** The places loaded so far, by device serial number. */
export type PlacesByDevice = ReadonlyMap<string, LoadedPlaces>;

/** Loads of vehicles' places at once: a fleet ticked whole must not send a thousand requests together. */
export const PLACE_LOADS_AT_ONCE = 4;

/**
 * The spec's tree rule: a ticked vehicle's places are loaded, an unticked one's are dropped (ticked
 * again, they are loaded afresh). Answers what to keep, and what to start loading now: ticked and
 * neither loaded nor loading, at most as many as leave `PLACE_LOADS_AT_ONCE` in flight.
 */
export function placesPlan(
  ticked: readonly string[],
  loaded: PlacesByDevice,
  loading: ReadonlySet<string>,
): { keep: PlacesByDevice; start: string[] } {
  const wanted = new Set(ticked);
  const keep = new Map([...loaded].filter(([serial]) => wanted.has(serial)));
  const room = Math.max(0, PLACE_LOADS_AT_ONCE - loading.size);
  const start = ticked.filter((serial) => !keep.has(serial) && !loading.has(serial)).slice(0, room);
  return { keep: keep.size === loaded.size ? loaded : keep, start };
}

/** The fences and markers of the ticked vehicles, in the order they are ticked. */
export function placesOf(
  ticked: readonly string[],
  loaded: PlacesByDevice,
): { fences: FenceFieldsFragment[]; markers: MarkerFieldsFragment[]; expired: string[]; failed: string[] } {
  const fences: FenceFieldsFragment[] = [];
  const markers: MarkerFieldsFragment[] = [];
  const missing = { expired: [] as string[], failed: [] as string[] };
  for (const serial of ticked) {
    const places = loaded.get(serial);
    if (!places) continue;
    if ('missing' in places) missing[places.missing].push(serial);
    else {
      fences.push(...places.fences);
      markers.push(...places.markers);
    }
  }
  return { fences, markers, ...missing };
}
