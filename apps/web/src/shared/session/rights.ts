import {
  ADMIN_RIGHTS,
  AccountType,
  AdminFunction,
  ClientSlot,
  RIGHT_INDEX,
  type AdminRight,
} from '@gps/codes';
import type { FunctionRights, SessionData } from './types';

export type RightFlag = AdminRight;

/** Whether an administrator has the given flag (add / edit / delete / view) for a function 1..13. */
export function hasRight(
  rights: readonly FunctionRights[] | undefined,
  functionId: number,
  flag: RightFlag,
): boolean {
  const entry = rights?.find((r) => r.functionId === functionId);
  return entry?.flags.charAt(RIGHT_INDEX[flag]) === '1';
}

/**
 * Whether every flag `wanted` sets (a permission group's rights) is one the administrator holds:
 * the server's rule for giving a group, putting an account into it, or managing its members
 * (docs/decisions/admin-rights.md). Compared flag by flag; equal rights are held.
 */
export function holdsAll(
  held: readonly FunctionRights[] | undefined,
  wanted: readonly FunctionRights[],
): boolean {
  return wanted.every((w) =>
    ADMIN_RIGHTS.every(
      (flag) => w.flags.charAt(RIGHT_INDEX[flag]) !== '1' || hasRight(held, w.functionId, flag),
    ),
  );
}

/** Client permission slot (1-based): 1 edit vehicle info, 2 send commands, 3 fleet management. */
export function hasSlot(permissions: readonly number[] | undefined, slot: ClientSlot): boolean {
  return (permissions?.[slot - 1] ?? 0) === 1;
}

type Caller = Pick<SessionData, 'accountType' | 'permissions' | 'rights'> | null | undefined;

/**
 * Whether the signed-in user may send remote commands, as the server decides for remoteCommand: a
 * client with slot 2, an administrator (the customer console) with the customer edit right.
 */
export function canSendCommands(caller: Caller): boolean {
  if (caller?.accountType === AccountType.ADMIN)
    return hasRight(caller.rights, AdminFunction.CUSTOMER, 'edit');
  return hasSlot(caller?.permissions, ClientSlot.SEND_COMMANDS);
}

/**
 * Whether the signed-in user may upload voice recordings, as the server decides: a client with
 * slot 2, an administrator with the device edit right.
 */
export function canUploadRecordings(caller: Caller): boolean {
  if (caller?.accountType === AccountType.ADMIN) return hasRight(caller.rights, AdminFunction.DEVICE, 'edit');
  return hasSlot(caller?.permissions, ClientSlot.SEND_COMMANDS);
}

/** Back-office paths live under /admin; everything else belongs to the customer area. */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Where a user without a (valid) session goes: /admin/login from back-office pages, / otherwise. */
export function loginPathFor(pathname: string): string {
  return isBackOfficePath(pathname) ? '/admin/login' : '/';
}
