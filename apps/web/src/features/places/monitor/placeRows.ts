import type { CheckedPlaces } from './useCheckedPlaces';

/** A place's key in the lists: ids are a device's own, so the device is part of it. */
export const placeKey = (place: { deviceSerialNumber: string; id: string }): string =>
  `${place.deviceSerialNumber}/${place.id}`;

/** Why some ticked vehicles' places are not shown: their service has expired, or the load failed. */
export function placeNotices(
  places: Pick<CheckedPlaces, 'expired' | 'failed'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  return [
    ...(places.expired.length > 0 ? [t('placeList.expired', { count: places.expired.length })] : []),
    ...(places.failed.length > 0 ? [t('placeList.failed', { count: places.failed.length })] : []),
  ];
}
