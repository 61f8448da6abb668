import type { Actor, DeviceScope, FleetScope } from './actor';

/**
 * Tenant isolation. Administrators see everything (their function rights are checked apart);
 * a main fleet sees its own devices and its sub-fleets' devices; a sub-fleet only its own; a
 * device account only itself. Empty ids never match, so a half-built actor sees nothing.
 */
export function deviceVisibleTo(actor: Actor, device: DeviceScope): boolean {
  switch (actor.kind) {
    case 'admin':
      return true;
    case 'device':
      return actor.serialNumber !== '' && device.serialNumber === actor.serialNumber;
    case 'fleet':
      if (actor.fleetId === '') return false;
      if (device.fleetId === actor.fleetId) return true;
      return actor.parentFleetId === null && device.parentFleetId === actor.fleetId;
  }
}

/** A main fleet sees itself and its sub-fleets; a sub-fleet only itself; a device account none. */
export function fleetVisibleTo(actor: Actor, fleet: FleetScope): boolean {
  switch (actor.kind) {
    case 'admin':
      return true;
    case 'device':
      return false;
    case 'fleet':
      if (actor.fleetId === '') return false;
      if (fleet.fleetId === actor.fleetId) return true;
      return actor.parentFleetId === null && fleet.parentFleetId === actor.fleetId;
  }
}
