import type { RefusalReason } from '@gps/codes';
import { DomainError } from '../errors';
import { describeGrants, grantsBeyond, sameRights } from '../permission/rights';
import type { AdminActor } from './actor';

/**
 * Nobody raises anyone's rights, their own included, above what they hold themselves
 * (docs/decisions/admin-rights.md). "Above" is flag by flag: rights A are within rights B when every
 * add/edit/delete/view flag A sets on functions 1..13, B sets too. Equal rights are within: two
 * administrators with the same rights may manage each other, as the first administrator and any
 * other administrator with every right do.
 */

type RightsRecord = Readonly<Record<string, string>>;

/** Why a call was refused, in the error's `detail.reason`, so a client can word it in its language. */
export const AdminGrantRefusal = {
  /** Moving one's own account into another permission group. */
  OWN_GROUP: 'own_group',
  /** Changing the rights of the permission group one's own account is in. */
  OWN_GROUP_RIGHTS: 'own_group_rights',
  /** Giving a group rights one does not hold, or putting an account into such a group. */
  BEYOND_OWN_RIGHTS: 'beyond_own_rights',
  /** Changing or deleting an account whose group holds rights one does not hold. */
  STRONGER_ACCOUNT: 'stronger_account',
  /** Changing a group that holds rights one does not hold. */
  STRONGER_GROUP: 'stronger_group',
} as const satisfies Record<string, RefusalReason>;
export type AdminGrantRefusal = (typeof AdminGrantRefusal)[keyof typeof AdminGrantRefusal];

/** The refusal, its reason in `detail.reason`. */
function refuse(reason: AdminGrantRefusal, message: string): never {
  throw new DomainError('access_denied', message, { reason });
}

/**
 * Refuses when `rights` hold a grant the actor lacks, naming in the message and in `detail.beyond`
 * the grants that make the difference.
 */
function refuseRightsBeyondActor(
  actor: AdminActor,
  rights: RightsRecord,
  reason: AdminGrantRefusal,
  message: string,
): void {
  const beyond = grantsBeyond(rights, actor.rights);
  if (beyond.length > 0) {
    throw new DomainError('access_denied', `${message}: ${describeGrants(beyond)}`, { reason, beyond });
  }
}

/** createPermission: the new group's complete rights (functions left out are '0000'). */
export function assertMayCreateGroup(actor: AdminActor, rights: RightsRecord): void {
  refuseRightsBeyondActor(
    actor,
    rights,
    AdminGrantRefusal.BEYOND_OWN_RIGHTS,
    'you cannot give a permission group rights you do not hold yourself',
  );
}

/**
 * editPermission. A group that holds a right the caller lacks is out of the caller's hands
 * altogether (not even a rename): lowering it would demote administrators who outrank the caller.
 * The rights of the caller's own group do not change through the caller: raising them is raising
 * oneself, and lowering them would take the whole group down with no way back for its members
 * (for the first administrators' group: nobody left who could restore it). Its name and sort may.
 */
export function assertMayEditGroup(
  actor: AdminActor,
  group: { permissionId: string; rights: RightsRecord },
  proposed: RightsRecord,
): void {
  refuseRightsBeyondActor(
    actor,
    group.rights,
    AdminGrantRefusal.STRONGER_GROUP,
    'you cannot change a permission group that holds rights you do not hold yourself',
  );
  if (group.permissionId === actor.permissionId && !sameRights(group.rights, proposed)) {
    refuse(
      AdminGrantRefusal.OWN_GROUP_RIGHTS,
      'you cannot change the rights of your own permission group; another administrator has to',
    );
  }
  assertMayCreateGroup(actor, proposed);
}

/** createAccount, and editAccount with a permissionId: the rights of the group the account goes into. */
export function assertMayPutAccountInGroup(actor: AdminActor, groupRights: RightsRecord): void {
  refuseRightsBeyondActor(
    actor,
    groupRights,
    AdminGrantRefusal.BEYOND_OWN_RIGHTS,
    'you cannot put an administrator into a permission group with rights you do not hold yourself',
  );
}

/**
 * editAccount (any field: alias, status, email, password, group) and deleteAccount: the rights of
 * the group the account is in now. Changing the password of a stronger administrator is taking
 * over their account.
 */
export function assertMayManageAccount(actor: AdminActor, accountGroupRights: RightsRecord): void {
  refuseRightsBeyondActor(
    actor,
    accountGroupRights,
    AdminGrantRefusal.STRONGER_ACCOUNT,
    'you cannot change an administrator whose permission group holds rights you do not hold yourself',
  );
}

/**
 * editAccount with a permissionId: nobody moves their own account into another group, up, down or
 * sideways (another administrator has to). Naming the group the account is already in changes
 * nothing and is no move (legacy forms post the whole record back).
 */
export function assertMayChangeGroupOf(
  actor: AdminActor,
  account: { accountId: string; permissionId: string },
  permissionId: string,
): void {
  if (account.accountId === actor.accountId && permissionId !== account.permissionId) {
    refuse(
      AdminGrantRefusal.OWN_GROUP,
      'you cannot change your own permission group; another administrator has to',
    );
  }
}
