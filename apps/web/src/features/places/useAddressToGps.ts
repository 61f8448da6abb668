import { useCallback } from 'react';
import { ConvertAddressToGpsDocument } from '../../gql/graphql';
import { useSafeMutate } from '../../shared/api/useSafeMutation';
import type { LatLng } from './coordinates';

/**
 * Address to GPS for the marker dialog (the spec's marker type 1): the point of an address, for a
 * device whose quota pays, or null when the server refused (an empty address, no online provider, a
 * quota reached, nothing found), which the shared error layer has already shown in the reader's
 * language (docs/decisions/address-quotas.md). Whether the option is offered is the settings flag
 * (showAddressToGps), the caller's to read.
 */
export function useAddressToGps(): (deviceSerialNumber: string, address: string) => Promise<LatLng | null> {
  const [mutate] = useSafeMutate();
  return useCallback(
    async (deviceSerialNumber: string, address: string) => {
      const data = await mutate(ConvertAddressToGpsDocument, { deviceSerialNumber, address });
      if (!data) return null;
      return { lat: data.convertAddressToGps.latitude, lng: data.convertAddressToGps.longitude };
    },
    [mutate],
  );
}
