import { accountDecider, type AccountCommand, type AccountEvent, type CreateAccount } from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(accountDecider);
const T0 = 1_700_000_000_000;

const create: CreateAccount = {
  type: 'CreateAccount',
  accountId: 'acc-1',
  account: 'alice.admin@corp',
  alias: 'Alice',
  permissionId: 'perm-1',
  passwordHash: 'hash-1',
  at: T0,
};

const created: AccountEvent = {
  type: 'AccountCreated',
  version: 1,
  data: {
    accountId: 'acc-1',
    account: 'alice.admin@corp',
    alias: 'Alice',
    permissionId: 'perm-1',
    statusCode: 1,
    email: null,
    passwordHash: 'hash-1',
    at: T0,
  },
};
const deleted: AccountEvent = { type: 'AccountDeleted', version: 1, data: { at: T0 + 5 } };
const suspended: AccountEvent = {
  type: 'AccountEdited',
  version: 1,
  data: { changes: { statusCode: 2 }, at: T0 + 1 },
};

describe('Account: CreateAccount', () => {
  it('creates an account, status normal by default', () => {
    expect(when([], create)).toEqual([created]);
  });

  it('keeps an explicit status and email and trims the alias', () => {
    const [e] = eventsOf(
      when([], { ...create, statusCode: 2, alias: '  Alice  ', email: ' alice@corp.tw ' }),
    );
    expect(e.data).toMatchObject({ statusCode: 2, alias: 'Alice', email: 'alice@corp.tw' });
  });

  it('counts characters, not UTF-16 units, for the alias limit', () => {
    expect(eventsOf(when([], { ...create, alias: '管'.repeat(50) }))).toHaveLength(1);
  });

  it.each<[string, Partial<CreateAccount>, string]>([
    ['account too short', { account: 'ab' }, 'account'],
    ['account too long', { account: 'a'.repeat(51) }, 'account'],
    ['account with a blank', { account: 'alice smith' }, 'account'],
    ['account with a forbidden character', { account: 'alice#1' }, 'account'],
    ['empty alias', { alias: '' }, 'alias'],
    ['blank alias', { alias: '   ' }, 'alias'],
    ['alias too long', { alias: 'x'.repeat(51) }, 'alias'],
    ['status 3', { statusCode: 3 }, 'statusCode'],
    ['status as text', { statusCode: '1' as unknown as number }, 'statusCode'],
    ['empty permission id', { permissionId: '' }, 'permissionId'],
    ['empty password hash', { passwordHash: '' }, 'passwordHash'],
    ['empty account id', { accountId: '' }, 'accountId'],
    ['implausible email', { email: 'alice' }, 'email'],
    ['time not an integer', { at: Number.NaN }, 'at'],
    ['negative time', { at: -1 }, 'at'],
  ])('rejects %s', (_name, patch, field) => {
    expect(errorOf(when([], { ...create, ...patch }))).toMatchObject({
      kind: 'validation',
      detail: { field },
    });
  });

  it('accepts the boundary lengths of the account name', () => {
    expect(eventsOf(when([], { ...create, account: 'abc' }))).toHaveLength(1);
    expect(eventsOf(when([], { ...create, account: 'a'.repeat(50) }))).toHaveLength(1);
  });

  it('refuses to create an account that exists', () => {
    expect(errorOf(when([created], create))).toMatchObject({ kind: 'conflict' });
  });

  it('refuses to reuse the id of a deleted account', () => {
    expect(errorOf(when([created, deleted], create))).toMatchObject({ kind: 'conflict' });
  });
});

describe('Account: CreateAccount reports every failing field at once', () => {
  it('names the bad account name, the empty alias and the bad e-mail together', () => {
    expect(failingFields(when([], { ...create, account: 'a b', alias: '', email: 'nobody' }))).toEqual([
      { field: 'account', code: 'pattern' },
      { field: 'alias', code: 'required' },
      { field: 'email', code: 'email' },
    ]);
  });
});

describe('Account: EditAccount', () => {
  const edit = (patch: Partial<Extract<AccountCommand, { type: 'EditAccount' }>>): AccountCommand => ({
    type: 'EditAccount',
    accountId: 'acc-1',
    at: T0 + 10,
    ...patch,
  });

  it('records only the fields that changed', () => {
    expect(when([created], edit({ alias: 'Alice', permissionId: 'perm-2' }))).toEqual([
      { type: 'AccountEdited', version: 1, data: { changes: { permissionId: 'perm-2' }, at: T0 + 10 } },
    ]);
  });

  it('sets and clears the email', () => {
    expect(when([created], edit({ email: 'a@corp.tw' }))).toEqual([
      { type: 'AccountEdited', version: 1, data: { changes: { email: 'a@corp.tw' }, at: T0 + 10 } },
    ]);
    const withEmail: AccountEvent = {
      type: 'AccountEdited',
      version: 1,
      data: { changes: { email: 'a@corp.tw' }, at: T0 + 1 },
    };
    expect(when([created, withEmail], edit({ email: '' }))).toEqual([
      { type: 'AccountEdited', version: 1, data: { changes: { email: null }, at: T0 + 10 } },
    ]);
  });

  it('produces no event when nothing changes', () => {
    expect(when([created], edit({ alias: ' Alice ', statusCode: 1, email: '' }))).toEqual([]);
    expect(when([created], edit({}))).toEqual([]);
  });

  it('records a password given with the edit as its own event', () => {
    expect(when([created], edit({ alias: 'Al', passwordHash: 'hash-2' }))).toEqual([
      { type: 'AccountEdited', version: 1, data: { changes: { alias: 'Al' }, at: T0 + 10 } },
      { type: 'AccountPasswordChanged', version: 1, data: { passwordHash: 'hash-2', at: T0 + 10 } },
    ]);
  });

  it('lets an administrator suspend another account', () => {
    expect(eventsOf(when([created], edit({ statusCode: 2, byAccountId: 'acc-9' })))).toHaveLength(1);
  });

  it('refuses self-suspension', () => {
    expect(errorOf(when([created], edit({ statusCode: 2, byAccountId: 'acc-1' })))).toMatchObject({
      kind: 'conflict',
    });
  });

  it('lets an administrator edit their own alias', () => {
    expect(eventsOf(when([created], edit({ alias: 'Me', byAccountId: 'acc-1' })))).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['empty alias', { alias: '' }, 'alias'],
    ['status 0', { statusCode: 0 }, 'statusCode'],
    ['empty permission id', { permissionId: '' }, 'permissionId'],
    ['empty password hash', { passwordHash: '' }, 'passwordHash'],
  ])('rejects %s, changing nothing', (_name, patch, field) => {
    expect(errorOf(when([created], edit({ alias: 'New', ...patch })))).toMatchObject({
      kind: 'validation',
      detail: { field },
    });
  });

  it('is not_found for a missing or deleted account', () => {
    expect(errorOf(when([], edit({ alias: 'x' })))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([created, deleted], edit({ alias: 'x' })))).toMatchObject({ kind: 'not_found' });
  });

  it('reports every failing field at once', () => {
    expect(failingFields(when([created], edit({ alias: '', statusCode: 3 as never, email: 'x@' })))).toEqual([
      { field: 'alias', code: 'required' },
      { field: 'statusCode', code: 'invalid_choice' },
      { field: 'email', code: 'email' },
    ]);
  });
});

describe('Account: ChangeAccountPassword', () => {
  const change: AccountCommand = {
    type: 'ChangeAccountPassword',
    accountId: 'acc-1',
    passwordHash: 'h2',
    at: T0 + 3,
  };

  it('records the new hash', () => {
    expect(when([created], change)).toEqual([
      { type: 'AccountPasswordChanged', version: 1, data: { passwordHash: 'h2', at: T0 + 3 } },
    ]);
  });

  it('rejects an empty hash', () => {
    expect(errorOf(when([created], { ...change, passwordHash: '' }))).toMatchObject({ kind: 'validation' });
  });

  it('is not_found for a missing or deleted account', () => {
    expect(errorOf(when([], change))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([created, deleted], change))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Account: RecordAccountSignIn', () => {
  const signIn: AccountCommand = { type: 'RecordAccountSignIn', accountId: 'acc-1', at: T0 + 7 };

  it('records the sign-in', () => {
    expect(when([created], signIn)).toEqual([{ type: 'AccountSignedIn', version: 1, data: { at: T0 + 7 } }]);
  });

  it('refuses a suspended account', () => {
    expect(errorOf(when([created, suspended], signIn))).toMatchObject({ kind: 'access_denied' });
  });

  it('is not_found for a missing or deleted account', () => {
    expect(errorOf(when([], signIn))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([created, deleted], signIn))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Account: DeleteAccount', () => {
  const del: AccountCommand = { type: 'DeleteAccount', accountId: 'acc-1', byAccountId: 'acc-9', at: T0 + 5 };

  it('deletes', () => {
    expect(when([created], del)).toEqual([deleted]);
  });

  it('refuses self-deletion', () => {
    expect(errorOf(when([created], { ...del, byAccountId: 'acc-1' }))).toMatchObject({ kind: 'conflict' });
  });

  it('is not_found for a missing or already deleted account', () => {
    expect(errorOf(when([], del))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([created, deleted], del))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Account: evolve', () => {
  it('folds the history into the current account', () => {
    const state = replay(accountDecider, [
      created,
      suspended,
      { type: 'AccountPasswordChanged', version: 1, data: { passwordHash: 'h3', at: T0 + 2 } },
      { type: 'AccountSignedIn', version: 1, data: { at: T0 + 3 } },
    ]);
    expect(state).toEqual({
      status: 'active',
      value: {
        accountId: 'acc-1',
        account: 'alice.admin@corp',
        alias: 'Alice',
        permissionId: 'perm-1',
        statusCode: 2,
        email: null,
        passwordHash: 'h3',
        createdAt: T0,
        lastSignInAt: T0 + 3,
      },
    });
  });

  it('marks a deleted account', () => {
    expect(replay(accountDecider, [created, deleted]).status).toBe('deleted');
  });
});
