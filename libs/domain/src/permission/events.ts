import type { DomainEvent } from '../decider';
import type { Rights } from './functions';

export interface PermissionGroupCreatedData {
  permissionId: string;
  name: string;
  sort: number;
  /**
   * All thirteen functions; those the command left out are '0000' (groups created before that rule
   * hold the spec's table there; either way the event records the complete rights).
   */
  rights: Rights;
  at: number;
}

export interface PermissionGroupChanges {
  name?: string;
  sort?: number;
  /** When present, the complete rights after the edit (not only the functions that changed). */
  rights?: Rights;
}

export type PermissionGroupCreated = DomainEvent<'PermissionGroupCreated', PermissionGroupCreatedData>;
export type PermissionGroupEdited = DomainEvent<
  'PermissionGroupEdited',
  { changes: PermissionGroupChanges; at: number }
>;

export type PermissionGroupDeleted = DomainEvent<'PermissionGroupDeleted', { at: number }>;

export type PermissionGroupEvent = PermissionGroupCreated | PermissionGroupEdited | PermissionGroupDeleted;

export const PERMISSION_GROUP_EVENT_TYPES = [
  'PermissionGroupCreated',
  'PermissionGroupEdited',
  'PermissionGroupDeleted',
] as const satisfies readonly PermissionGroupEvent['type'][];
