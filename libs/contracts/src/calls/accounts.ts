import { z } from 'zod';
import { byName, call, inputNamed, NO_DATA, page } from '../catalogue/declare';
import {
  entityId,
  epochMicros,
  FunctionRights,
  id,
  int,
  maybeEpochMicros,
  maybeText,
  paging,
  newPassword,
  text,
} from './common';

const RESET_MAIL = 'Where password-reset keys are mailed.';
export const getAccountsInput = z.object(paging(100));
export const createAccountInput = z.object({
  account: z.string().trim(),
  password: newPassword,
  alias: z.string().trim(),
  permissionId: id,
  statusCode: z.number().int().optional(),
  email: z.string().trim().optional().describe(RESET_MAIL),
});
export const editAccountInput = z.object({
  id,
  alias: z.string().trim().optional(),
  permissionId: id.optional(),
  statusCode: z.number().int().optional(),
  email: z.string().trim().optional().describe('Blank clears it.'),
  password: newPassword.optional(),
});
export const deleteByIdInput = z.object({ id });

const rights = z
  .array(inputNamed(z.object({ functionId: z.number().int(), flags: z.string() }), 'FunctionRightsInput'))
  .max(13)
  .refine((list) => new Set(list.map((r) => r.functionId)).size === list.length, {
    message: 'each function may be listed only once',
  });
export const getPermissionsInput = z.object(paging(100));
export const createPermissionInput = z.object({
  name: z.string().trim(),
  sort: z.number().int().optional(),
  rights: rights.optional(),
});
export const editPermissionInput = z.object({
  id,
  name: z.string().trim().optional(),
  sort: z.number().int().optional(),
  rights: rights.optional(),
});

export const Account = z
  .object({
    id: entityId,
    account: text,
    alias: text,
    permissionId: entityId,
    permissionName: maybeText,
    statusCode: int,
    email: maybeText.describe(RESET_MAIL),
    lastLoginTimestamp: maybeEpochMicros,
    createDate: epochMicros,
  })
  .meta({ id: 'Account', description: 'An administrator account.' });
export const AccountPage = page(Account, 'AccountPage');

export const Permission = z
  .object({ id: entityId, name: text, sort: int, rights: z.array(FunctionRights) })
  .meta({ id: 'Permission', description: 'An administrator permission group.' });
export const PermissionPage = page(Permission, 'PermissionPage');

export const accountCalls = byName([
  call({
    name: 'getAccounts',
    kind: 'query',
    summary: 'Administrator accounts, searched by keyword over account and alias; 30 or 100 a page.',
    input: getAccountsInput,
    output: AccountPage,
    graphql: { field: 'accounts', args: 'flat' },
  }),
  call({
    name: 'createAccount',
    kind: 'mutation',
    summary: 'Creates an administrator account in a permission group.',
    input: createAccountInput,
    output: Account,
    graphql: { field: 'createAccount', args: { input: 'CreateAccountInput' } },
  }),
  call({
    name: 'editAccount',
    kind: 'mutation',
    summary: 'Edits alias, permission group, status or password of an administrator (only changed fields).',
    input: editAccountInput,
    output: Account,
    graphql: { field: 'editAccount', args: { input: 'EditAccountInput' } },
  }),
  call({
    name: 'deleteAccount',
    kind: 'mutation',
    summary: 'Deletes an administrator account (not your own); its name becomes free again.',
    input: deleteByIdInput,
    output: NO_DATA,
    graphql: { field: 'deleteAccount', args: 'flat' },
  }),
  call({
    name: 'getPermissions',
    kind: 'query',
    summary: 'Permission groups with their rights per function (add, edit, delete, view).',
    input: getPermissionsInput,
    output: PermissionPage,
    graphql: { field: 'permissions', args: 'flat' },
  }),
  call({
    name: 'createPermission',
    kind: 'mutation',
    summary:
      'Creates a permission group; functions not given get no rights (0000). Nobody gives a group rights they do not hold.',
    input: createPermissionInput,
    output: Permission,
    graphql: { field: 'createPermission', args: { input: 'CreatePermissionInput' } },
  }),
  call({
    name: 'editPermission',
    kind: 'mutation',
    summary:
      'Edits a permission group (functions not given keep their rights); applies to signed-in administrators at once. Not a group with rights the caller lacks, not the rights of their own group.',
    input: editPermissionInput,
    output: Permission,
    graphql: { field: 'editPermission', args: { input: 'EditPermissionInput' } },
  }),
  call({
    name: 'deletePermission',
    kind: 'mutation',
    summary:
      'Deletes a permission group that no administrator account is in; refused (-5) while one is, so every account keeps a group.',
    input: deleteByIdInput,
    output: NO_DATA,
    graphql: { field: 'deletePermission', args: 'flat' },
  }),
] as const);
