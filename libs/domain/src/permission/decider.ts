import type { Decider } from '../decider';
import { DomainError } from '../errors';
import { changedFields, hasChanges } from '../shared/changes';
import { event } from '../shared/event';
import { ABSENT, activeValue, assertAbsent, updateActive } from '../shared/lifecycle';
import { unknownCommand } from '../shared/unknown-command';
import { everyField, ifGiven } from '../validation/every-field';
import { identifier } from '../validation/identifiers';
import { nonNegativeInteger, timestamp } from '../validation/numbers';
import type {
  CreatePermissionGroup,
  DeletePermissionGroup,
  EditPermissionGroup,
  PermissionGroupCommand,
} from './commands';
import type {
  PermissionGroupChanges,
  PermissionGroupCreated,
  PermissionGroupDeleted,
  PermissionGroupEdited,
  PermissionGroupEvent,
} from './events';
import { rightsAfterEdit, rightsOfNewGroup } from './rights';
import type { PermissionGroupState } from './state';
import { groupName, sort } from './validation';

const WHAT = 'permission group';

function evolve(state: PermissionGroupState, e: PermissionGroupEvent): PermissionGroupState {
  switch (e.type) {
    case 'PermissionGroupCreated': {
      const { permissionId, name, sort, rights } = e.data;
      return { status: 'active', value: { permissionId, name, sort, rights } };
    }
    case 'PermissionGroupEdited':
      return updateActive(state, (g) => ({ ...g, ...e.data.changes }));
    case 'PermissionGroupDeleted':
      return state.status === 'active' ? { status: 'deleted', value: state.value } : state;
    default:
      return state;
  }
}

function create(c: CreatePermissionGroup, state: PermissionGroupState): PermissionGroupEvent[] {
  const permissionId = identifier('permissionId', c.permissionId);
  assertAbsent(state, WHAT, permissionId);
  const at = timestamp('at', c.at);
  const fields = everyField({
    name: () => groupName(c.name),
    sort: () => (c.sort === undefined ? 0 : sort(c.sort)),
    rights: () => rightsOfNewGroup(c.rights),
  });
  return [event<PermissionGroupCreated>('PermissionGroupCreated', { permissionId, ...fields, at })];
}

function edit(c: EditPermissionGroup, state: PermissionGroupState): PermissionGroupEvent[] {
  const current = activeValue(state, WHAT, c.permissionId);
  const at = timestamp('at', c.at);
  const proposed = everyField<PermissionGroupChanges>({
    name: ifGiven(c.name, groupName),
    sort: ifGiven(c.sort, sort),
    rights: ifGiven(c.rights, (v) => rightsAfterEdit(current.rights, v)),
  });
  const changes = changedFields<PermissionGroupChanges>(current, proposed);
  return hasChanges(changes) ? [event<PermissionGroupEdited>('PermissionGroupEdited', { changes, at })] : [];
}

function remove(c: DeletePermissionGroup, state: PermissionGroupState): PermissionGroupEvent[] {
  const current = activeValue(state, WHAT, c.permissionId);
  const accounts = nonNegativeInteger('accountCount', c.accountCount);
  // An account without a group would have no rights to check: its accounts move to another first.
  if (accounts > 0) {
    throw new DomainError(
      'conflict',
      `the permission group is used by ${accounts} ${accounts === 1 ? 'account' : 'accounts'}; move them to another group first`,
      { reason: 'group_in_use', permissionId: current.permissionId, accountCount: accounts },
    );
  }
  return [event<PermissionGroupDeleted>('PermissionGroupDeleted', { at: timestamp('at', c.at) })];
}

function decide(command: PermissionGroupCommand, state: PermissionGroupState): PermissionGroupEvent[] {
  switch (command.type) {
    case 'CreatePermissionGroup':
      return create(command, state);
    case 'EditPermissionGroup':
      return edit(command, state);
    case 'DeletePermissionGroup':
      return remove(command, state);
    default:
      return unknownCommand(command);
  }
}

/** Administrator permission groups, stream `permission-<permissionId>`. */
export const permissionGroupDecider: Decider<
  PermissionGroupCommand,
  PermissionGroupEvent,
  PermissionGroupState
> = {
  initialState: ABSENT,
  evolve,
  decide,
};
