import { useCallback } from 'react';
import { ConvertAddressToGpsDocument } from '../../gql/graphql';
import { useSafeMutate } from '../../shared/api/useSafeMutation';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';

export interface PointOfAddress {
  latitude: number;
  longitude: number;
}

/**
 * Address to GPS for the marker dialog (the spec's marker type 1): `enabled` is the settings flag
 * (showAddressToGps) that decides whether the option is offered at all; `convert` answers the point,
 * or null when the server refused (an empty address, no provider, a quota reached, nothing found),
 * which the shared error layer has already shown in the reader's language.
 */
export function useAddressToGps(): {
  enabled: boolean;
  convert: (deviceSerialNumber: string, address: string) => Promise<PointOfAddress | null>;
  converting: boolean;
} {
  const settings = useSystemSettings();
  const [mutate, converting] = useSafeMutate();
  const convert = useCallback(
    async (deviceSerialNumber: string, address: string) => {
      const data = await mutate(ConvertAddressToGpsDocument, { deviceSerialNumber, address });
      if (!data) return null;
      const { latitude, longitude } = data.convertAddressToGps;
      return { latitude, longitude };
    },
    [mutate],
  );
  return { enabled: settings.flags.showAddressToGps, convert, converting };
}
