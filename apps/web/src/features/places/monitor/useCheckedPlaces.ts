import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DevicePlacesDocument } from '../../../gql/graphql';
import { deviceServiceExpired } from '../placeDevice';
import type { ClientDevice } from '../../../shared/vehicles/VehiclesProvider';
import { placesOf, placesPlan, type LoadedPlaces, type PlacesByDevice } from './checkedPlaces';

export type CheckedPlaces = ReturnType<typeof placesOf> & {
  /** Loads these vehicles' places again (after a change); those not ticked are left alone. */
  reload: (deviceSerialNumbers: readonly string[]) => void;
};

/**
 * The fences and markers of the vehicles ticked in the tree (the spec's tree rule): loaded when a
 * vehicle is ticked, dropped when it is unticked, a few loads at a time. A vehicle whose service
 * has expired is not asked for: the server refuses its places (docs/decisions/places.md).
 */
export function useCheckedPlaces(ticked: readonly ClientDevice[]): CheckedPlaces {
  const client = useApolloClient();
  const [loaded, setLoaded] = useState<PlacesByDevice>(new Map());
  const loading = useRef(new Set<string>());
  /** Bumped by a reload, so a load started before it does not overwrite what it asks for. */
  const generation = useRef(new Map<string, number>());
  const serials = useMemo(() => ticked.map((d) => d.deviceSerialNumber), [ticked]);

  const store = useCallback(
    (serial: string, places: LoadedPlaces) => setLoaded((previous) => new Map(previous).set(serial, places)),
    [],
  );

  useEffect(() => {
    const { keep, start } = placesPlan(serials, loaded, loading.current);
    if (keep !== loaded) setLoaded(keep);
    const now = Date.now();
    for (const serial of start) {
      const device = ticked.find((d) => d.deviceSerialNumber === serial);
      if (device && deviceServiceExpired(device, now)) {
        store(serial, { missing: 'expired' });
        continue;
      }
      const asked = generation.current.get(serial) ?? 0;
      loading.current.add(serial);
      client
        .query({
          query: DevicePlacesDocument,
          variables: { deviceSerialNumber: serial },
          fetchPolicy: 'no-cache',
          // One vehicle's failure is said in the tab, not by a dialog per vehicle.
          context: { logOnly: true },
        })
        .then(
          (result) =>
            result.data
              ? { fences: result.data.fences.rows, markers: result.data.markers.rows }
              : { missing: 'failed' as const },
          () => ({ missing: 'failed' as const }),
        )
        .then((places) => {
          loading.current.delete(serial);
          if ((generation.current.get(serial) ?? 0) === asked) store(serial, places);
          else setLoaded((previous) => new Map(previous)); // asked again meanwhile: plan once more
        });
    }
  }, [serials, ticked, loaded, client, store]);

  const reload = useCallback((deviceSerialNumbers: readonly string[]) => {
    for (const serial of deviceSerialNumbers)
      generation.current.set(serial, (generation.current.get(serial) ?? 0) + 1);
    setLoaded((previous) => {
      const next = new Map(previous);
      for (const serial of deviceSerialNumbers) next.delete(serial);
      return next;
    });
  }, []);

  return useMemo(() => ({ ...placesOf(serials, loaded), reload }), [serials, loaded, reload]);
}
