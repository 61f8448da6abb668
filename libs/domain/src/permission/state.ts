import type { Lifecycle } from '../shared/lifecycle';
import type { Rights } from './functions';

export interface PermissionGroup {
  permissionId: string;
  name: string;
  sort: number;
  rights: Rights;
}

export type PermissionGroupState = Lifecycle<PermissionGroup>;
