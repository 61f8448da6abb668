import { useCallback } from 'react';
import { useLiveConnection } from '../../api/liveConnection';
import { useNowMicros } from '../useNowMicros';
import { isStale } from './staleness';
import { vehicleLook, type LookedVehicle, type VehicleLook } from './vehicleLook';

export type LookableVehicle = LookedVehicle & { lastSeenTimestamp?: number | null };

/**
 * The look of each vehicle now: staleness moves with the clock (checked every few seconds) and
 * with the live connection, so a vehicle greys out on its own when its reports stop arriving.
 */
const STALENESS_CHECK_MS = 5000;

export function useVehicleLooks(): (vehicle: LookableVehicle) => VehicleLook {
  const now = useNowMicros(STALENESS_CHECK_MS);
  const connected = useLiveConnection() !== 'disconnected';
  return useCallback(
    (vehicle) => vehicleLook(vehicle, isStale(vehicle.lastSeenTimestamp, now, connected)),
    [now, connected],
  );
}
