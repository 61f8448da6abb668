import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import type { StatisticsScopeInput } from './useStatistics';

/**
 * The customer page's scope from its address, as the tree's menu opens it: `?id=` a device (its id,
 * read as its serial among the account's vehicles), `?fleetId=` a fleet, neither the account's own.
 * A device the account does not have is `notFound` once the vehicles are loaded.
 */
export function useClientScope(): { scope: StatisticsScopeInput | null; notFound: boolean } {
  const [params] = useSearchParams();
  const { deviceById, loading } = useVehicles();
  const deviceId = params.get('id');
  const fleetId = params.get('fleetId');
  const serial = deviceId ? deviceById.get(deviceId)?.deviceSerialNumber : undefined;
  return useMemo(() => {
    if (deviceId) {
      return serial
        ? { scope: { deviceSerialNumber: serial }, notFound: false }
        : { scope: null, notFound: !loading };
    }
    return { scope: fleetId ? { fleetId } : {}, notFound: false };
  }, [deviceId, serial, fleetId, loading]);
}
