import {
  ADMIN_FUNCTION_IDS,
  AdminFunction,
  FULL_RIGHTS,
  NO_RIGHTS,
  permissionGroupDecider,
  type CreatePermissionGroup,
  type PermissionGroupCommand,
  type PermissionGroupEvent,
} from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(permissionGroupDecider);
/** '0000' on each of the thirteen functions, written out so these tests do not lean on NO_RIGHTS. */
const NOTHING = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [String(i + 1), '0000']));
const T0 = 1_700_000_000_000;

const create: CreatePermissionGroup = {
  type: 'CreatePermissionGroup',
  permissionId: 'perm-1',
  name: 'Operators',
  sort: 2,
  at: T0,
};
const created: PermissionGroupEvent = {
  type: 'PermissionGroupCreated',
  version: 1,
  data: { permissionId: 'perm-1', name: 'Operators', sort: 2, rights: { ...NO_RIGHTS }, at: T0 },
};

describe('Permission functions and defaults', () => {
  it('numbers the thirteen functions as the spec does', () => {
    expect(AdminFunction).toMatchObject({
      ACCOUNT: 1,
      DEVICE: 3,
      FLEET: 4,
      CUSTOMER: 5,
      SYSTEM_LOG: 12,
      SETTING: 13,
    });
    expect(ADMIN_FUNCTION_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('gives no right on any function in NO_RIGHTS', () => {
    expect(Object.keys(NO_RIGHTS)).toHaveLength(13);
    expect(new Set(Object.values(NO_RIGHTS))).toEqual(new Set(['0000']));
  });

  it('gives every right on every function in FULL_RIGHTS', () => {
    expect(Object.keys(FULL_RIGHTS)).toHaveLength(13);
    expect(new Set(Object.values(FULL_RIGHTS))).toEqual(new Set(['1111']));
  });
});

describe('PermissionGroup: CreatePermissionGroup', () => {
  it('creates a group without any right when no rights are given', () => {
    expect(when([], create)).toEqual([created]);
  });

  it('gives the functions listed their flags, nothing to the others, and sort 0 by default', () => {
    const [e] = eventsOf(when([], { ...create, sort: undefined, rights: { '5': '1111', '12': '0101' } }));
    expect(e.data).toMatchObject({ sort: 0 });
    expect((e.data as { rights: unknown }).rights).toEqual({ ...NOTHING, '5': '1111', '12': '0101' });
  });

  it('gives a group listing only function 1 nothing on functions 2 to 13 (not the spec form defaults)', () => {
    const [e] = eventsOf(when([], { ...create, rights: { '1': '0001' } }));
    expect((e.data as { rights: unknown }).rights).toEqual({ ...NOTHING, '1': '0001' });
  });

  it('stores the thirteen functions as given when all are listed', () => {
    const [e] = eventsOf(when([], { ...create, rights: FULL_RIGHTS }));
    expect(e.data).toMatchObject({ rights: FULL_RIGHTS });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['empty name', { name: '' }, 'name'],
    ['name too long', { name: 'n'.repeat(51) }, 'name'],
    ['negative sort', { sort: -1 }, 'sort'],
    ['fractional sort', { sort: 1.5 }, 'sort'],
    ['sort as text', { sort: '1' }, 'sort'],
    ['function id 0', { rights: { '0': '1111' } }, 'rights'],
    ['function id 14', { rights: { '14': '1111' } }, 'rights'],
    ['function id not a number', { rights: { ACCOUNT: '1111' } }, 'rights'],
    ['3-character flags', { rights: { '1': '111' } }, 'rights.1'],
    ['5-character flags', { rights: { '2': '11110' } }, 'rights.2'],
    ['flags other than 0/1', { rights: { '3': '1a11' } }, 'rights.3'],
    ['flags as a number', { rights: { '4': 1111 } }, 'rights.4'],
    ['rights as a list', { rights: ['1111'] }, 'rights'],
    ['empty id', { permissionId: '' }, 'permissionId'],
  ])('rejects %s', (_name, patch, field) => {
    const command = { ...create, ...patch } as PermissionGroupCommand;
    expect(errorOf(when([], command))).toMatchObject({ kind: 'validation', detail: { field } });
  });

  it('refuses to create a group that exists', () => {
    expect(errorOf(when([created], create))).toMatchObject({ kind: 'conflict' });
  });
});

describe('PermissionGroup: every failing field at once', () => {
  it('names the empty name, the negative sort and each bad function of the rights on create', () => {
    expect(
      failingFields(
        when([], { ...create, name: ' ', sort: -1, rights: { '1': '2222', '2': '1111', '3': 'x' } }),
      ),
    ).toEqual([
      { field: 'name', code: 'required' },
      { field: 'sort', code: 'too_small' },
      { field: 'rights.1', code: 'invalid' },
      { field: 'rights.3', code: 'invalid' },
    ]);
  });

  it('names the empty name and the bad rights on edit', () => {
    const edit = {
      type: 'EditPermissionGroup',
      permissionId: 'perm-1',
      name: '',
      rights: { '1': '2222' },
      at: T0 + 1,
    } as const;
    expect(failingFields(when([created], edit))).toEqual([
      { field: 'name', code: 'required' },
      { field: 'rights.1', code: 'invalid' },
    ]);
  });
});

describe('PermissionGroup: EditPermissionGroup', () => {
  const edit = (patch: Record<string, unknown>): PermissionGroupCommand =>
    ({ type: 'EditPermissionGroup', permissionId: 'perm-1', at: T0 + 1, ...patch }) as PermissionGroupCommand;

  it('records the changed name and sort', () => {
    expect(when([created], edit({ name: 'Ops', sort: 2 }))).toEqual([
      { type: 'PermissionGroupEdited', version: 1, data: { changes: { name: 'Ops' }, at: T0 + 1 } },
    ]);
  });

  it('records the complete rights after a partial rights edit', () => {
    const [e] = eventsOf(when([created], edit({ rights: { '13': '1111' } })));
    expect(e.data).toEqual({ changes: { rights: { ...NO_RIGHTS, '13': '1111' } }, at: T0 + 1 });
  });

  it('produces no event when nothing changes', () => {
    expect(when([created], edit({ name: 'Operators', sort: 2, rights: { '1': '0000' } }))).toEqual([]);
  });

  it('rejects invalid rights', () => {
    expect(errorOf(when([created], edit({ rights: { '1': '2222' } })))).toMatchObject({ kind: 'validation' });
  });

  it('rejects an empty name', () => {
    expect(errorOf(when([created], edit({ name: ' ' })))).toMatchObject({ kind: 'validation' });
  });

  it('is not_found for a missing group', () => {
    expect(errorOf(when([], edit({ name: 'x' })))).toMatchObject({ kind: 'not_found' });
  });

  it('folds edits into the state', () => {
    const state = replay(permissionGroupDecider, [
      created,
      { type: 'PermissionGroupEdited', version: 1, data: { changes: { name: 'Ops' }, at: T0 + 1 } },
    ]);
    expect(state).toEqual({
      status: 'active',
      value: { permissionId: 'perm-1', name: 'Ops', sort: 2, rights: NO_RIGHTS },
    });
  });
});

describe('PermissionGroup: DeletePermissionGroup', () => {
  const remove = (accountCount: number): PermissionGroupCommand => ({
    type: 'DeletePermissionGroup',
    permissionId: 'perm-1',
    accountCount,
    at: T0 + 2,
  });
  const deleted: PermissionGroupEvent = { type: 'PermissionGroupDeleted', version: 1, data: { at: T0 + 2 } };

  it('deletes a group no account is in', () => {
    expect(when([created], remove(0))).toEqual([deleted]);
  });

  it('refuses a group an account is in, as a conflict naming how many', () => {
    expect(errorOf(when([created], remove(2)))).toMatchObject({
      kind: 'conflict',
      message: 'the permission group is used by 2 accounts; move them to another group first',
      detail: { reason: 'group_in_use', accountCount: 2 },
    });
  });

  it('rejects a count that is not a whole number', () => {
    expect(errorOf(when([created], remove(-1)))).toMatchObject({ kind: 'validation' });
  });

  it('is not_found for a missing or deleted group, which is edited no more and never created again', () => {
    expect(errorOf(when([], remove(0)))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([created, deleted], remove(0)))).toMatchObject({ kind: 'not_found' });
    const edit: PermissionGroupCommand = {
      type: 'EditPermissionGroup',
      permissionId: 'perm-1',
      name: 'x',
      at: T0 + 3,
    };
    expect(errorOf(when([created, deleted], edit))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([created, deleted], create))).toMatchObject({ kind: 'conflict' });
  });
});
