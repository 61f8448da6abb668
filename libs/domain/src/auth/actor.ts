/**
 * Who is asking. Built by the session layer from the signed-in account; every authorization rule
 * takes it, so both doors decide the same way.
 */
export interface AdminActor {
  kind: 'admin';
  accountId: string;
  /** The administrator's own permission group, whose rights they may not change. */
  permissionId: string;
  /** The permission group's rights: function id '1'..'13' -> add/edit/delete/view flags. */
  rights: Readonly<Record<string, string>>;
}

export interface FleetActor {
  kind: 'fleet';
  fleetId: string;
  /** null for a main fleet. */
  parentFleetId: string | null;
  /** 3 flags: edit vehicle info, fleet management, send commands. */
  permissions: string;
}

export interface DeviceActor {
  kind: 'device';
  serialNumber: string;
}

export type Actor = AdminActor | FleetActor | DeviceActor;
export type ClientActor = FleetActor | DeviceActor;

export function isMainFleet(actor: Actor): actor is FleetActor & { parentFleetId: null } {
  return actor.kind === 'fleet' && actor.parentFleetId === null;
}

/** Where a device sits, as the read model knows it. */
export interface DeviceScope {
  serialNumber: string;
  fleetId: string | null;
  parentFleetId: string | null;
}

/** Where a fleet sits, as the read model knows it. */
export interface FleetScope {
  fleetId: string;
  parentFleetId: string | null;
}
