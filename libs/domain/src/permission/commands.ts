/** Rights as given by a caller: function id ('1'..'13') -> add/edit/delete/view flags, e.g. '1101'. */
export type RightsInput = Readonly<Record<string, string>>;

export interface CreatePermissionGroup {
  type: 'CreatePermissionGroup';
  permissionId: string;
  name: string;
  /** Display order, integer >= 0; 0 when omitted. */
  sort?: number;
  /** Functions left out get nothing ('0000'), never a default that could grant more. */
  rights?: RightsInput;
  at: number;
}

export interface EditPermissionGroup {
  type: 'EditPermissionGroup';
  permissionId: string;
  name?: string;
  sort?: number;
  /** Functions left out keep their current flags. */
  rights?: RightsInput;
  at: number;
}

export interface DeletePermissionGroup {
  type: 'DeletePermissionGroup';
  permissionId: string;
  /** How many administrator accounts are in the group now (from the read model): it must be 0. */
  accountCount: number;
  at: number;
}

export type PermissionGroupCommand = CreatePermissionGroup | EditPermissionGroup | DeletePermissionGroup;
