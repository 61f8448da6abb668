import { formatCoordinates } from '../../../shared/numbers';
import type { ClientDevice } from '../../../shared/vehicles/VehiclesProvider';
import type { VehicleLook } from '../../../shared/vehicles/look/vehicleLook';

/**
 * A card's height before it is measured (px): name, serial, speed and odometer, last report and
 * place. The virtual list measures each card it draws; this only sizes the scroll bar until then.
 */
export const CARD_HEIGHT_ESTIMATE = 132;

/** A vehicle's coordinates as shown; null before its first position. */
export function coordinatesOf(
  d: Pick<ClientDevice, 'latitude' | 'longitude'>,
  locale: string,
): string | null {
  const { latitude: lat, longitude: lng } = d;
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return null;
  return formatCoordinates(lat, lng, locale);
}

/** Where a vehicle is: its address, else its coordinates; null before its first position. */
export function placeOf(
  d: Pick<ClientDevice, 'latitude' | 'longitude' | 'address'>,
  locale: string,
): string | null {
  const coordinates = coordinatesOf(d, locale);
  return coordinates === null ? null : d.address || coordinates;
}

/** Two looks draw the same glyph: a card whose row and look are unchanged is not rebuilt. */
export function sameLook(a: VehicleLook, b: VehicleLook): boolean {
  return a.icon === b.icon && a.colour === b.colour && a.rotation === b.rotation && a.stale === b.stale;
}

/**
 * What an empty list tells its user to do: tick vehicles in the tree, or, in the customer console
 * (a watch list, no tree), in the watch list.
 */
export function emptyHintKey(watchList: boolean): string {
  return watchList ? 'monitor.noneTickedInWatchList' : 'monitor.noneSelected';
}

/** The card to bring into view when a vehicle is located (tree, map or card); null when not listed. */
export function cardIndexOf(
  cards: readonly Pick<ClientDevice, 'deviceId'>[],
  deviceId: string,
): number | null {
  const index = cards.findIndex((d) => d.deviceId === deviceId);
  return index < 0 ? null : index;
}
