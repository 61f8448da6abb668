import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { changedFields, hasChanges } from '../shared/changes';
import { event } from '../shared/event';
import { withoutErasedEchoes } from '../personal-data/erased-echoes';
import { ABSENT, activeValue, assertAbsent, updateActive } from '../shared/lifecycle';
import { AccountStatus } from '../shared/status';
import { unknownCommand } from '../shared/unknown-command';
import { alias, statusCode } from '../validation/account-fields';
import { identifier, passwordHash } from '../validation/identifiers';
import { everyField, ifGiven } from '../validation/every-field';
import { invalid } from '../validation/invalid';
import { nonNegativeInteger, timestamp } from '../validation/numbers';
import type {
  ChangeFleetPassword,
  CreateFleet,
  DeleteFleet,
  EditFleet,
  FleetCommand,
  ParentFleetFacts,
  RecordFleetSignIn,
} from './commands';
import type {
  FleetChanges,
  FleetCreated,
  FleetDeleted,
  FleetEdited,
  FleetEvent,
  FleetPasswordChanged,
  FleetSignedIn,
} from './events';
import { DEFAULT_FLEET_PERMISSIONS, DEFAULT_SUB_FLEET_PERMISSIONS, fleetPermissions } from './permissions';
import type { FleetState } from './state';
import { optionalSpeedLimit } from '../validation/speed-limit';
import { address, contact, email, fleetAccountName, phoneNumber } from './validation';

const WHAT = 'fleet';

function evolve(state: FleetState, e: FleetEvent): FleetState {
  switch (e.type) {
    case 'FleetCreated': {
      const { at, ...data } = e.data;
      // A fleet is created without a limit of its own; one is set by editing it.
      return { status: 'active', value: { ...data, speedLimitKmh: null, createdAt: at, lastSignInAt: null } };
    }
    case 'FleetEdited':
      return updateActive(state, (f) => ({ ...f, ...e.data.changes }));
    case 'FleetPasswordChanged':
      return updateActive(state, (f) => ({ ...f, passwordHash: e.data.passwordHash }));
    case 'FleetSignedIn':
      return updateActive(state, (f) => ({ ...f, lastSignInAt: e.data.at }));
    case 'FleetDeleted':
      return state.status === 'active' ? { status: 'deleted', value: state.value } : state;
    default:
      return state;
  }
}

/** Sub-fleets are one level deep: the parent must exist and be a main fleet. */
function parentOf(c: CreateFleet): string | null {
  if (c.parentFleetId === undefined || c.parentFleetId === null) return null;
  const parentFleetId = identifier('parentFleetId', c.parentFleetId);
  if (parentFleetId === c.fleetId) invalid('parentFleetId', 'a fleet cannot be its own parent');
  const parent: ParentFleetFacts | null | undefined = c.parent;
  if (!parent?.exists) {
    throw new DomainError('not_found', `parent fleet ${parentFleetId} not found`, { id: parentFleetId });
  }
  if (!parent.isMain) invalid('parentFleetId', 'a sub-fleet cannot have sub-fleets of its own');
  return parentFleetId;
}

function create(c: CreateFleet, state: FleetState): FleetEvent[] {
  const fleetId = identifier('fleetId', c.fleetId);
  assertAbsent(state, WHAT, fleetId);
  const at = timestamp('at', c.at);
  // The permissions' rule depends on the parent, so a bad parent is answered before the form's fields.
  const parentFleetId = parentOf(c);
  const isSubFleet = parentFleetId !== null;
  const defaultPermissions = isSubFleet ? DEFAULT_SUB_FLEET_PERMISSIONS : DEFAULT_FLEET_PERMISSIONS;
  const fields = everyField({
    account: () => fleetAccountName(c.account),
    passwordHash: () => passwordHash('passwordHash', c.passwordHash),
    alias: () => alias(c.alias),
    contact: () => contact(c.contact),
    phoneNumber: () => phoneNumber(c.phoneNumber),
    address: () => address(c.address),
    email: () => email(c.email),
    permissions: () =>
      c.permissions === undefined ? defaultPermissions : fleetPermissions(c.permissions, isSubFleet),
    statusCode: () => (c.statusCode === undefined ? AccountStatus.NORMAL : statusCode(c.statusCode)),
  });
  return [event<FleetCreated>('FleetCreated', { fleetId, ...fields, parentFleetId, at })];
}

function edit(command: EditFleet, state: FleetState): FleetEvent[] {
  const current = activeValue(state, WHAT, command.fleetId);
  const c = withoutErasedEchoes(command, current, ['contact', 'phoneNumber', 'address', 'email']);
  const at = timestamp('at', c.at);
  const { passwordHash: newHash, ...proposed } = everyField<
    FleetChanges & { passwordHash?: string; account?: never }
  >({
    // Legacy forms send the whole record back; the same account is fine, a different one is not.
    account:
      c.account !== undefined && c.account !== current.account
        ? () => invalid('account', 'the account of a fleet cannot be changed')
        : undefined,
    alias: ifGiven(c.alias, alias),
    contact: ifGiven(c.contact, contact),
    phoneNumber: ifGiven(c.phoneNumber, phoneNumber),
    address: ifGiven(c.address, address),
    email: ifGiven(c.email, email),
    permissions: ifGiven(c.permissions, (v) => fleetPermissions(v, current.parentFleetId !== null)),
    statusCode: ifGiven(c.statusCode, statusCode),
    speedLimitKmh: ifGiven(c.speedLimitKmh, (v) => optionalSpeedLimit('speedLimitKmh', v)),
    passwordHash: ifGiven(c.passwordHash, (v) => passwordHash('passwordHash', v)),
  });

  const changes = changedFields<FleetChanges>(current, proposed);
  const events: FleetEvent[] = [];
  if (hasChanges(changes)) events.push(event<FleetEdited>('FleetEdited', { changes, at }));
  if (newHash !== undefined) {
    events.push(event<FleetPasswordChanged>('FleetPasswordChanged', { passwordHash: newHash, at }));
  }
  return events;
}

function changePassword(c: ChangeFleetPassword, state: FleetState): FleetEvent[] {
  activeValue(state, WHAT, c.fleetId);
  return [
    event<FleetPasswordChanged>('FleetPasswordChanged', {
      passwordHash: passwordHash('passwordHash', c.passwordHash),
      at: timestamp('at', c.at),
    }),
  ];
}

function recordSignIn(c: RecordFleetSignIn, state: FleetState): FleetEvent[] {
  const current = activeValue(state, WHAT, c.fleetId);
  if (current.statusCode === AccountStatus.SUSPENDED) {
    throw refusal('access_denied', 'fleet_suspended', 'the fleet account is suspended', {
      fleetId: current.fleetId,
    });
  }
  return [event<FleetSignedIn>('FleetSignedIn', { at: timestamp('at', c.at) })];
}

function remove(c: DeleteFleet, state: FleetState): FleetEvent[] {
  const current = activeValue(state, WHAT, c.fleetId);
  const devices = nonNegativeInteger('deviceCount', c.deviceCount);
  const subFleets = nonNegativeInteger('subFleetCount', c.subFleetCount);
  // Deleting a fleet with dependants would orphan devices and sub-fleets: the caller moves them first.
  const remaining = [plural(devices, 'device'), plural(subFleets, 'sub-fleet')].filter((s) => s !== '');
  if (remaining.length > 0) {
    throw refusal('conflict', 'fleet_not_empty', `the fleet still has ${remaining.join(' and ')}`, {
      fleetId: current.fleetId,
      deviceCount: devices,
      subFleetCount: subFleets,
    });
  }
  return [event<FleetDeleted>('FleetDeleted', { at: timestamp('at', c.at) })];
}

function plural(count: number, noun: string): string {
  if (count === 0) return '';
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function decide(command: FleetCommand, state: FleetState): FleetEvent[] {
  switch (command.type) {
    case 'CreateFleet':
      return create(command, state);
    case 'EditFleet':
      return edit(command, state);
    case 'ChangeFleetPassword':
      return changePassword(command, state);
    case 'RecordFleetSignIn':
      return recordSignIn(command, state);
    case 'DeleteFleet':
      return remove(command, state);
    default:
      return unknownCommand(command);
  }
}

/** Fleets and sub-fleets, stream `fleet-<fleetId>`. */
export const fleetDecider: Decider<FleetCommand, FleetEvent, FleetState> = {
  initialState: ABSENT,
  evolve,
  decide,
};
