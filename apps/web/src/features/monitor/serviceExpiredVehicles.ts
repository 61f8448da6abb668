import { serviceHasExpired } from '@gps/codes';

/** What the banner reads of a vehicle. */
export interface ServiceOfVehicle {
  deviceSerialNumber: string;
  carName: string | null;
  serviceExpiredDate: number | null;
  serviceStatusCode: number | null;
}

/** How many vehicles the banner names before "and N more". */
export const BANNER_NAMES = 3;

/**
 * The watched vehicles whose service has expired (docs/decisions/service-lifecycle.md): out of
 * service, or past their expiry, by the rule the server applies (`serviceHasExpired`).
 */
export function serviceExpiredVehicles<V extends ServiceOfVehicle>(
  vehicles: readonly V[],
  nowMs: number,
): V[] {
  return vehicles.filter((v) => serviceHasExpired(v.serviceExpiredDate, v.serviceStatusCode, nowMs));
}

/** The first vehicles' names (car name, else serial number), and how many more there are. */
export function bannerNames(vehicles: readonly ServiceOfVehicle[]): { names: string; more: number } {
  const names = vehicles.slice(0, BANNER_NAMES).map((v) => v.carName || v.deviceSerialNumber);
  return { names: names.join(', '), more: Math.max(0, vehicles.length - BANNER_NAMES) };
}
