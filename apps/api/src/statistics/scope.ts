import { fleetVisibleTo, type Actor } from '@gps/domain';
import { Collections, PLATFORM_SCOPE_ID, type StatisticScope } from '@gps/projections';
import { notFound } from '../request/api-error';
import { requireDevice } from '../operations/shared/device-access';
import type { ReadModels } from '../operations/shared/read-models';

/** Whose figures a statistics call answers: the scope of the rows it reads, and its name. */
export interface ResolvedScope {
  kind: StatisticScope;
  id: string;
  /** The vehicle's name (its serial when unnamed), the fleet's alias; null for the platform. */
  name: string | null;
}

/** What a statistics call names: a device, a fleet, or neither (the caller's own). */
export interface ScopeAsked {
  deviceSerialNumber?: string;
  fleetId?: string;
}

async function deviceScopeOf(read: ReadModels, serial: string, actor: Actor): Promise<ResolvedScope> {
  const device = await requireDevice(read, serial, actor);
  return { kind: 'device', id: serial, name: device.carName ?? serial };
}

/**
 * A fleet the actor may see: a main fleet itself and its sub-fleets, a sub-fleet only itself (its
 * parent is not found), a device account none; another tenant's fleet is not found (-3).
 */
async function fleetScopeOf(read: ReadModels, fleetId: string, actor: Actor): Promise<ResolvedScope> {
  const fleet = await read.get(Collections.fleets, fleetId);
  if (!fleet || !fleetVisibleTo(actor, { fleetId: fleet.id, parentFleetId: fleet.parentFleetId }))
    throw notFound(`fleet ${fleetId} not found`);
  return { kind: 'fleet', id: fleet.id, name: fleet.alias };
}

/**
 * The scope a statistics call reads (docs/decisions/statistics.md): the device or fleet named, as
 * tenancy allows; with neither, the caller's own (a fleet's, a device's, the platform for
 * administrators, whose rights the dispatcher checked).
 */
export function resolveScope(read: ReadModels, actor: Actor, asked: ScopeAsked): Promise<ResolvedScope> {
  if (asked.deviceSerialNumber !== undefined) return deviceScopeOf(read, asked.deviceSerialNumber, actor);
  if (asked.fleetId !== undefined) return fleetScopeOf(read, asked.fleetId, actor);
  switch (actor.kind) {
    case 'admin':
      return Promise.resolve({ kind: 'platform', id: PLATFORM_SCOPE_ID, name: null });
    case 'fleet':
      return fleetScopeOf(read, actor.fleetId, actor);
    case 'device':
      return deviceScopeOf(read, actor.serialNumber, actor);
  }
}
