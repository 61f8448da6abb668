import {
  AdminGrantRefusal,
  DomainError,
  FULL_RIGHTS,
  NO_RIGHTS,
  assertMayChangeGroupOf,
  assertMayCreateGroup,
  assertMayEditGroup,
  assertMayManageAccount,
  assertMayPutAccountInGroup,
  describeGrants,
  grantsBeyond,
  rightsAfterEdit,
  rightsOfNewGroup,
  sameRights,
  type AdminActor,
} from '../src';

/** The refusal a rule throws, as a plain object; fails when the rule lets the call through. */
function refusalOf(rule: () => void): { kind: string; message: string; detail?: Record<string, unknown> } {
  try {
    rule();
  } catch (error) {
    if (error instanceof DomainError)
      return { kind: error.kind, message: error.message, detail: error.detail };
    throw error;
  }
  throw new Error('expected the rule to refuse');
}

const rights = (given: Record<string, string>) => ({ ...NO_RIGHTS, ...given });
const admin = (permissionId: string, held: Record<string, string>): AdminActor => ({
  kind: 'admin',
  accountId: `acc-${permissionId}`,
  permissionId,
  rights: held,
});

// The attacker: an administrator whose group has only the account function.
const ACCOUNT_ONLY = rights({ '1': '1111' });
const accountOnly = admin('account-only', ACCOUNT_ONLY);
const root = admin('administrators', FULL_RIGHTS);
const staffRights = rights({ '1': '1101', '2': '1101', '3': '0101' });
const staff = admin('staff', staffRights);

describe('grantsBeyond: rights compared flag by flag', () => {
  it('is empty when every wanted flag is held', () => {
    expect(grantsBeyond(rights({ '1': '0101' }), rights({ '1': '1101' }))).toEqual([]);
    expect(grantsBeyond(FULL_RIGHTS, FULL_RIGHTS)).toEqual([]);
    expect(grantsBeyond(NO_RIGHTS, {})).toEqual([]);
  });

  it('lists each flag wanted and not held, by function and in add, edit, delete, view order', () => {
    expect(grantsBeyond(rights({ '1': '1111', '13': '0001' }), rights({ '1': '0101' }))).toEqual([
      { functionId: 1, right: 'add' },
      { functionId: 1, right: 'delete' },
      { functionId: 13, right: 'view' },
    ]);
  });

  it('compares flags, not strings: 1010 is not within 0101 nor 0101 within 1010', () => {
    expect(grantsBeyond(rights({ '4': '1010' }), rights({ '4': '0101' }))).toHaveLength(2);
    expect(grantsBeyond(rights({ '4': '0101' }), rights({ '4': '1010' }))).toHaveLength(2);
  });

  it('counts a function missing from the held rights, or malformed there, as nothing held', () => {
    expect(grantsBeyond(rights({ '2': '0001' }), {})).toEqual([{ functionId: 2, right: 'view' }]);
    expect(grantsBeyond(rights({ '2': '0001' }), { '2': '1x11' })).toEqual([
      { functionId: 2, right: 'view' },
    ]);
  });

  it('counts a malformed wanted flag string as asking for every right of the function', () => {
    expect(grantsBeyond({ '3': '11' }, NO_RIGHTS)).toHaveLength(4);
    expect(grantsBeyond({ '3': 1111 } as unknown as Record<string, string>, NO_RIGHTS)).toHaveLength(4);
    expect(grantsBeyond({ '3': '11' }, FULL_RIGHTS)).toEqual([]);
  });

  it('ignores keys that are not functions 1 to 13', () => {
    expect(grantsBeyond({ '14': '1111', ACCOUNT: '1111' }, NO_RIGHTS)).toEqual([]);
  });

  it('describes the rights by function for messages', () => {
    expect(
      describeGrants([
        { functionId: 1, right: 'add' },
        { functionId: 1, right: 'delete' },
        { functionId: 13, right: 'view' },
      ]),
    ).toBe('function 1 (add, delete), function 13 (view)');
  });

  it('tells two complete rights records apart function by function', () => {
    expect(sameRights(rights({ '5': '0101' }), rights({ '5': '0101' }))).toBe(true);
    expect(sameRights(rights({ '5': '0101' }), rights({ '5': '0100' }))).toBe(false);
  });
});

describe('rights of a new or edited group', () => {
  it('gives a new group nothing for the functions left out', () => {
    expect(rightsOfNewGroup(undefined)).toEqual(NO_RIGHTS);
    expect(rightsOfNewGroup({ '1': '1111' })).toEqual(ACCOUNT_ONLY);
  });

  it('keeps the current rights of the functions an edit leaves out', () => {
    expect(rightsAfterEdit(FULL_RIGHTS, { '2': '0001' })).toEqual({ ...FULL_RIGHTS, '2': '0001' });
    expect(rightsAfterEdit(FULL_RIGHTS, undefined)).toEqual(FULL_RIGHTS);
  });

  it('refuses malformed rights as bad input, naming the field', () => {
    expect(refusalOf(() => rightsOfNewGroup({ '1': '12' }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'rights.1' },
    });
    expect(refusalOf(() => rightsAfterEdit(NO_RIGHTS, { '14': '0000' }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'rights' },
    });
  });
});

describe('assertMayCreateGroup', () => {
  it('lets an administrator create a group within their own rights, equal ones included', () => {
    expect(() => assertMayCreateGroup(staff, rights({ '1': '0101', '3': '0001' }))).not.toThrow();
    expect(() => assertMayCreateGroup(staff, staffRights)).not.toThrow();
    expect(() => assertMayCreateGroup(accountOnly, NO_RIGHTS)).not.toThrow();
    expect(() => assertMayCreateGroup(root, FULL_RIGHTS)).not.toThrow();
  });

  it('refuses a group with one flag more than the creator holds, naming it', () => {
    expect(refusalOf(() => assertMayCreateGroup(staff, rights({ '1': '1111' })))).toEqual({
      kind: 'access_denied',
      message: 'you cannot give a permission group rights you do not hold yourself: function 1 (delete)',
      detail: { reason: AdminGrantRefusal.BEYOND_OWN_RIGHTS, beyond: [{ functionId: 1, right: 'delete' }] },
    });
  });

  it('refuses the full-rights group to an administrator with only the account function', () => {
    const refusal = refusalOf(() => assertMayCreateGroup(accountOnly, FULL_RIGHTS));
    expect(refusal).toMatchObject({ kind: 'access_denied', detail: { reason: 'beyond_own_rights' } });
    expect(refusal.detail?.beyond).toHaveLength(48);
  });
});

describe('assertMayEditGroup', () => {
  const group = (permissionId: string, current: Record<string, string>) => ({
    permissionId,
    rights: current,
  });

  it('lets an administrator lower, raise within their rights, or keep a group at or below them', () => {
    const low = group('low', rights({ '1': '0001' }));
    expect(() => assertMayEditGroup(staff, low, rights({ '1': '1101', '3': '0101' }))).not.toThrow();
    expect(() => assertMayEditGroup(staff, low, NO_RIGHTS)).not.toThrow();
    expect(() => assertMayEditGroup(staff, group('peer', staffRights), staffRights)).not.toThrow();
  });

  it('refuses to raise a group above the editor, naming the rights', () => {
    const refusal = refusalOf(() =>
      assertMayEditGroup(staff, group('low', NO_RIGHTS), rights({ '2': '1111', '5': '0001' })),
    );
    expect(refusal).toEqual({
      kind: 'access_denied',
      message:
        'you cannot give a permission group rights you do not hold yourself: function 2 (delete), function 5 (view)',
      detail: {
        reason: 'beyond_own_rights',
        beyond: [
          { functionId: 2, right: 'delete' },
          { functionId: 5, right: 'view' },
        ],
      },
    });
  });

  it('refuses any edit of a group that holds a right the editor lacks, a lowering or a rename too', () => {
    const administrators = group('administrators', FULL_RIGHTS);
    for (const proposed of [NO_RIGHTS, FULL_RIGHTS, { ...FULL_RIGHTS, '13': '0000' }]) {
      expect(refusalOf(() => assertMayEditGroup(staff, administrators, proposed))).toMatchObject({
        kind: 'access_denied',
        detail: { reason: AdminGrantRefusal.STRONGER_GROUP },
      });
    }
    expect(
      refusalOf(() => assertMayEditGroup(staff, group('x', rights({ '3': '1101' })), staffRights)).message,
    ).toBe(
      'you cannot change a permission group that holds rights you do not hold yourself: function 3 (add)',
    );
  });

  it('refuses to change the rights of the editor’s own group, down as well as up', () => {
    const own = group('staff', staffRights);
    for (const proposed of [rights({ '1': '1101', '2': '1101' }), NO_RIGHTS, FULL_RIGHTS]) {
      expect(refusalOf(() => assertMayEditGroup(staff, own, proposed))).toMatchObject({
        kind: 'access_denied',
        detail: { reason: AdminGrantRefusal.OWN_GROUP_RIGHTS },
      });
    }
    expect(refusalOf(() => assertMayEditGroup(staff, own, NO_RIGHTS))).toEqual({
      kind: 'access_denied',
      message: 'you cannot change the rights of your own permission group; another administrator has to',
      detail: { reason: AdminGrantRefusal.OWN_GROUP_RIGHTS },
    });
    // The first administrator cannot take the first administrators' group down by mistake.
    expect(
      refusalOf(() => assertMayEditGroup(root, group('administrators', FULL_RIGHTS), NO_RIGHTS)).detail,
    ).toEqual({ reason: 'own_group_rights' });
  });

  it('lets the editor rename their own group (its rights unchanged)', () => {
    expect(() => assertMayEditGroup(staff, group('staff', staffRights), { ...staffRights })).not.toThrow();
  });
});

describe('assertMayPutAccountInGroup', () => {
  it('lets an administrator put an account into a group within their rights', () => {
    expect(() => assertMayPutAccountInGroup(staff, rights({ '3': '0001' }))).not.toThrow();
    expect(() => assertMayPutAccountInGroup(staff, staffRights)).not.toThrow();
    expect(() => assertMayPutAccountInGroup(root, FULL_RIGHTS)).not.toThrow();
  });

  it('refuses a group with more, naming the rights', () => {
    expect(refusalOf(() => assertMayPutAccountInGroup(accountOnly, rights({ '2': '0001' })))).toEqual({
      kind: 'access_denied',
      message:
        'you cannot put an administrator into a permission group with rights you do not hold yourself: function 2 (view)',
      detail: { reason: 'beyond_own_rights', beyond: [{ functionId: 2, right: 'view' }] },
    });
  });
});

describe('assertMayManageAccount', () => {
  it('lets an administrator manage accounts whose group is within their rights, peers included', () => {
    expect(() => assertMayManageAccount(staff, NO_RIGHTS)).not.toThrow();
    expect(() => assertMayManageAccount(staff, staffRights)).not.toThrow();
    expect(() => assertMayManageAccount(root, FULL_RIGHTS)).not.toThrow();
  });

  it('refuses an account whose group holds more: the first administrator is out of reach', () => {
    const refusal = refusalOf(() => assertMayManageAccount(accountOnly, FULL_RIGHTS));
    expect(refusal).toMatchObject({
      kind: 'access_denied',
      detail: { reason: AdminGrantRefusal.STRONGER_ACCOUNT },
    });
    expect(refusal.message).toMatch(
      /^you cannot change an administrator whose permission group holds rights you do not hold yourself: function 2 \(add, edit, delete, view\)/,
    );
  });
});

describe('assertMayChangeGroupOf', () => {
  const self = { accountId: staff.accountId, permissionId: 'staff' };

  it('refuses to move one’s own account into any other group, lower ones too', () => {
    for (const target of ['administrators', 'viewers', 'no-such-group']) {
      expect(refusalOf(() => assertMayChangeGroupOf(staff, self, target))).toEqual({
        kind: 'access_denied',
        message: 'you cannot change your own permission group; another administrator has to',
        detail: { reason: AdminGrantRefusal.OWN_GROUP },
      });
    }
  });

  it('lets one’s own group be named unchanged, and another account be moved', () => {
    expect(() => assertMayChangeGroupOf(staff, self, 'staff')).not.toThrow();
    expect(() =>
      assertMayChangeGroupOf(staff, { accountId: 'someone-else', permissionId: 'staff' }, 'viewers'),
    ).not.toThrow();
  });
});
