import type { DomainEvent } from '../decider';
import type { AccountStatusCode } from '../shared/status';

export interface FleetCreatedData {
  fleetId: string;
  account: string;
  passwordHash: string;
  alias: string;
  contact: string | null;
  phoneNumber: string | null;
  address: string | null;
  email: string | null;
  permissions: string;
  /** null for a main fleet. */
  parentFleetId: string | null;
  statusCode: AccountStatusCode;
  at: number;
}

export interface FleetChanges {
  alias?: string;
  contact?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  email?: string | null;
  permissions?: string;
  statusCode?: AccountStatusCode;
  speedLimitKmh?: number | null;
}

export type FleetCreated = DomainEvent<'FleetCreated', FleetCreatedData>;
export type FleetEdited = DomainEvent<'FleetEdited', { changes: FleetChanges; at: number }>;
export type FleetPasswordChanged = DomainEvent<'FleetPasswordChanged', { passwordHash: string; at: number }>;
export type FleetSignedIn = DomainEvent<'FleetSignedIn', { at: number }>;
export type FleetDeleted = DomainEvent<'FleetDeleted', { at: number }>;

export type FleetEvent = FleetCreated | FleetEdited | FleetPasswordChanged | FleetSignedIn | FleetDeleted;

export const FLEET_EVENT_TYPES = [
  'FleetCreated',
  'FleetEdited',
  'FleetPasswordChanged',
  'FleetSignedIn',
  'FleetDeleted',
] as const satisfies readonly FleetEvent['type'][];
