/**
 * What the handler read about the parent of a new sub-fleet. Passed in so that decide stays pure;
 * the handler re-reads and retries if the parent changes concurrently.
 */
export interface ParentFleetFacts {
  exists: boolean;
  /** The parent is itself a main fleet (has no parent). */
  isMain: boolean;
}

/** Creates a main fleet (parentFleetId null or absent) or a sub-fleet. */
export interface CreateFleet {
  type: 'CreateFleet';
  fleetId: string;
  account: string;
  passwordHash: string;
  alias: string;
  contact?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  email?: string | null;
  /** Defaults to '111' for a fleet, '101' for a sub-fleet. */
  permissions?: string;
  /** 1 normal (default), 2 suspended. */
  statusCode?: number;
  parentFleetId?: string | null;
  /** Required when parentFleetId is set. */
  parent?: ParentFleetFacts | null;
  at: number;
}

/** Only the fields present are considered. `account` is accepted only if unchanged. */
export interface EditFleet {
  type: 'EditFleet';
  fleetId: string;
  account?: string;
  alias?: string;
  contact?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  email?: string | null;
  permissions?: string;
  statusCode?: number;
  /** km/h; null clears it. */
  speedLimitKmh?: number | null;
  /** A new password in the same edit is recorded as a separate FleetPasswordChanged. */
  passwordHash?: string;
  at: number;
}

export interface ChangeFleetPassword {
  type: 'ChangeFleetPassword';
  fleetId: string;
  passwordHash: string;
  at: number;
}

export interface RecordFleetSignIn {
  type: 'RecordFleetSignIn';
  fleetId: string;
  at: number;
}

/** The handler counts what still hangs off the fleet (from the read model) and passes it in. */
export interface DeleteFleet {
  type: 'DeleteFleet';
  fleetId: string;
  deviceCount: number;
  subFleetCount: number;
  at: number;
}

export type FleetCommand = CreateFleet | EditFleet | ChangeFleetPassword | RecordFleetSignIn | DeleteFleet;
