import type { Decider } from '../decider';
import { refusal } from '../errors';
import { changedFields, hasChanges } from '../shared/changes';
import { event } from '../shared/event';
import { ABSENT, activeValue, assertAbsent, updateActive } from '../shared/lifecycle';
import { AccountStatus } from '../shared/status';
import { unknownCommand } from '../shared/unknown-command';
import { optionalEmail } from '../validation/contact';
import { everyField, ifGiven } from '../validation/every-field';
import { accountName, identifier, passwordHash } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import type {
  AccountCommand,
  ChangeAccountPassword,
  CreateAccount,
  DeleteAccount,
  EditAccount,
  RecordAccountSignIn,
} from './commands';
import type {
  AccountChanges,
  AccountCreated,
  AccountDeleted,
  AccountEdited,
  AccountEvent,
  AccountPasswordChanged,
  AccountSignedIn,
} from './events';
import type { Account, AccountState } from './state';
import { alias, statusCode } from '../validation/account-fields';
import { permissionId } from './validation';

const WHAT = 'account';

function evolve(state: AccountState, e: AccountEvent): AccountState {
  switch (e.type) {
    case 'AccountCreated': {
      const { at, ...data } = e.data;
      return { status: 'active', value: { ...data, createdAt: at, lastSignInAt: null } };
    }
    case 'AccountEdited':
      return updateActive(state, (a) => ({ ...a, ...e.data.changes }));
    case 'AccountPasswordChanged':
      return updateActive(state, (a) => ({ ...a, passwordHash: e.data.passwordHash }));
    case 'AccountSignedIn':
      return updateActive(state, (a) => ({ ...a, lastSignInAt: e.data.at }));
    case 'AccountDeleted':
      return state.status === 'active' ? { status: 'deleted', value: state.value } : state;
    default:
      return state;
  }
}

function create(c: CreateAccount, state: AccountState): AccountEvent[] {
  const accountId = identifier('accountId', c.accountId);
  assertAbsent(state, WHAT, accountId);
  const at = timestamp('at', c.at);
  const fields = everyField({
    account: () => accountName('account', c.account),
    alias: () => alias(c.alias),
    permissionId: () => permissionId(c.permissionId),
    statusCode: () => (c.statusCode === undefined ? AccountStatus.NORMAL : statusCode(c.statusCode)),
    email: () => optionalEmail('email', c.email),
    passwordHash: () => passwordHash('passwordHash', c.passwordHash),
  });
  return [event<AccountCreated>('AccountCreated', { accountId, ...fields, at })];
}

function edit(c: EditAccount, state: AccountState): AccountEvent[] {
  const current = activeValue(state, WHAT, c.accountId);
  const at = timestamp('at', c.at);
  const { passwordHash: newHash, ...proposed } = everyField<AccountChanges & { passwordHash?: string }>({
    alias: ifGiven(c.alias, alias),
    permissionId: ifGiven(c.permissionId, permissionId),
    statusCode: ifGiven(c.statusCode, statusCode),
    email: ifGiven(c.email, (v) => optionalEmail('email', v)),
    passwordHash: ifGiven(c.passwordHash, (v) => passwordHash('passwordHash', v)),
  });

  const changes = changedFields<AccountChanges>(current, proposed);
  if (changes.statusCode === AccountStatus.SUSPENDED && c.byAccountId === current.accountId) {
    throw refusal('conflict', 'suspend_own_account', 'you cannot suspend your own account', {
      accountId: current.accountId,
    });
  }
  const events: AccountEvent[] = [];
  if (hasChanges(changes)) events.push(event<AccountEdited>('AccountEdited', { changes, at }));
  if (newHash !== undefined) {
    events.push(event<AccountPasswordChanged>('AccountPasswordChanged', { passwordHash: newHash, at }));
  }
  return events;
}

function changePassword(c: ChangeAccountPassword, state: AccountState): AccountEvent[] {
  activeValue(state, WHAT, c.accountId);
  return [
    event<AccountPasswordChanged>('AccountPasswordChanged', {
      passwordHash: passwordHash('passwordHash', c.passwordHash),
      at: timestamp('at', c.at),
    }),
  ];
}

function recordSignIn(c: RecordAccountSignIn, state: AccountState): AccountEvent[] {
  const current = activeValue(state, WHAT, c.accountId);
  assertNotSuspended(current);
  return [event<AccountSignedIn>('AccountSignedIn', { at: timestamp('at', c.at) })];
}

function remove(c: DeleteAccount, state: AccountState): AccountEvent[] {
  const current = activeValue(state, WHAT, c.accountId);
  if (c.byAccountId === current.accountId) {
    throw refusal('conflict', 'delete_own_account', 'you cannot delete your own account', {
      accountId: current.accountId,
    });
  }
  return [event<AccountDeleted>('AccountDeleted', { at: timestamp('at', c.at) })];
}

function assertNotSuspended(account: Account): void {
  if (account.statusCode === AccountStatus.SUSPENDED) {
    throw refusal('access_denied', 'account_suspended', 'the account is suspended', {
      accountId: account.accountId,
    });
  }
}

function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.type) {
    case 'CreateAccount':
      return create(command, state);
    case 'EditAccount':
      return edit(command, state);
    case 'ChangeAccountPassword':
      return changePassword(command, state);
    case 'RecordAccountSignIn':
      return recordSignIn(command, state);
    case 'DeleteAccount':
      return remove(command, state);
    default:
      return unknownCommand(command);
  }
}

/** Administrator accounts, stream `account-<accountId>`. */
export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: ABSENT,
  evolve,
  decide,
};
