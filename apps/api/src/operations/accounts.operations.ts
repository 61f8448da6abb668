import {
  accountDecider,
  assertMayChangeGroupOf,
  assertMayCreateGroup,
  assertMayEditGroup,
  assertMayManageAccount,
  assertMayPutAccountInGroup,
  permissionGroupDecider,
  rightsAfterEdit,
  rightsOfNewGroup,
  streams,
  AdminFunction,
  type AdminActor,
  type Rights,
} from '@gps/domain';
import { ResponseCode, calls } from '@gps/contracts';
import { Collections, type AccountDoc, type PermissionDoc } from '@gps/projections';
import { ApiError, notFound } from '../application/api-error';
import { operation, callerOf, type OperationContext } from '../application/operation';
import { find, pageOf } from '../application/lists';
import { releaseName, reserveName } from '../application/name-reservation';
import { hashSecret } from '../infrastructure/password-hasher';
import { createdIdFor } from '../infrastructure/ids';

const ACCOUNT = AdminFunction.ACCOUNT;
const PERMISSION = AdminFunction.PERMISSION;

async function accountRow(ctx: OperationContext, doc: AccountDoc) {
  const group = await ctx.platform.read.get(Collections.permissions, doc.permissionId);
  return { ...doc, permissionName: group?.name ?? null };
}

async function requireAccount(ctx: OperationContext, id: string): Promise<AccountDoc> {
  const doc = await ctx.platform.read.get(Collections.accounts, id);
  if (!doc) throw notFound('account not found');
  return doc;
}

async function requireGroup(ctx: OperationContext, id: string): Promise<PermissionDoc> {
  const group = await ctx.platform.read.get(Collections.permissions, id);
  if (!group) throw new ApiError(ResponseCode.VALIDATION, 'permissionId: permission group not found');
  return group;
}

/** The rights of an account's group now; a group that cannot be found grants nothing. */
async function rightsOfGroup(ctx: OperationContext, id: string): Promise<Record<string, string>> {
  return (await ctx.platform.read.get(Collections.permissions, id))?.rights ?? {};
}

/** The calling administrator; every call here is for administrators only (see `access`). */
function adminOf(ctx: OperationContext): AdminActor {
  const actor = callerOf(ctx).actor;
  if (actor.kind !== 'admin') throw new Error('an administrator operation reached by a client');
  return actor;
}

const rightsRecord = (rights?: { functionId: number; flags: string }[]) =>
  rights ? Object.fromEntries(rights.map((r) => [String(r.functionId), r.flags])) : undefined;

function permissionRow(doc: PermissionDoc) {
  return {
    ...doc,
    rights: Object.entries(doc.rights)
      .map(([functionId, flags]) => ({ functionId: Number(functionId), flags }))
      .sort((a, b) => a.functionId - b.functionId),
  };
}

export const accountOperations = [
  operation(calls.getAccounts, {
    access: { admin: { functionId: ACCOUNT, right: 'view' } },
    async run(ctx, input) {
      const page = await find(ctx, Collections.accounts, {
        keyword: { fields: ['account', 'alias'], value: input.keyword ?? '' },
        sort: [{ field: 'account', direction: 'asc' }],
        page: pageOf(input, 30),
      });
      return { total: page.total, rows: await Promise.all(page.rows.map((r) => accountRow(ctx, r))) };
    },
  }),
  operation(calls.createAccount, {
    access: { admin: { functionId: ACCOUNT, right: 'add' } },
    async run(ctx, input) {
      const accountId = createdIdFor(ctx.commandId);
      const command = {
        type: 'CreateAccount' as const,
        accountId,
        account: input.account,
        alias: input.alias,
        permissionId: input.permissionId,
        statusCode: input.statusCode,
        email: input.email,
        passwordHash: await hashSecret(input.password),
        at: ctx.now,
      };
      accountDecider.decide(command, accountDecider.initialState); // validation before reserving the name
      assertMayPutAccountInGroup(adminOf(ctx), (await requireGroup(ctx, input.permissionId)).rights);
      await reserveName(ctx, streams.accountName(input.account), accountId, 'an account with this name');
      await ctx.platform.execute(ctx, accountDecider, streams.account(accountId), command);
      return accountRow(ctx, await requireAccount(ctx, accountId));
    },
  }),
  operation(calls.editAccount, {
    access: { admin: { functionId: ACCOUNT, right: 'edit' } },
    async run(ctx, input) {
      const actor = adminOf(ctx);
      const account = await requireAccount(ctx, input.id);
      if (input.permissionId !== undefined) {
        assertMayChangeGroupOf(
          actor,
          { accountId: account.id, permissionId: account.permissionId },
          input.permissionId,
        );
      }
      assertMayManageAccount(actor, await rightsOfGroup(ctx, account.permissionId));
      if (input.permissionId !== undefined) {
        assertMayPutAccountInGroup(actor, (await requireGroup(ctx, input.permissionId)).rights);
      }
      await ctx.platform.execute(ctx, accountDecider, streams.account(input.id), {
        type: 'EditAccount',
        accountId: input.id,
        alias: input.alias,
        permissionId: input.permissionId,
        statusCode: input.statusCode,
        email: input.email,
        passwordHash: input.password === undefined ? undefined : await hashSecret(input.password),
        byAccountId: callerOf(ctx).subjectId,
        at: ctx.now,
      });
      return accountRow(ctx, await requireAccount(ctx, input.id));
    },
  }),
  operation(calls.deleteAccount, {
    access: { admin: { functionId: ACCOUNT, right: 'delete' } },
    async run(ctx, input) {
      const doc = await requireAccount(ctx, input.id);
      assertMayManageAccount(adminOf(ctx), await rightsOfGroup(ctx, doc.permissionId));
      await ctx.platform.execute(ctx, accountDecider, streams.account(input.id), {
        type: 'DeleteAccount',
        accountId: input.id,
        byAccountId: callerOf(ctx).subjectId,
        at: ctx.now,
      });
      await releaseName(ctx, streams.accountName(doc.account), input.id);
      return true;
    },
  }),
  operation(calls.getPermissions, {
    access: { admin: { functionId: PERMISSION, right: 'view' } },
    async run(ctx, input) {
      const page = await find(ctx, Collections.permissions, {
        keyword: { fields: ['name'], value: input.keyword ?? '' },
        sort: [
          { field: 'sort', direction: 'asc' },
          { field: 'name', direction: 'asc' },
        ],
        page: pageOf(input, 30),
      });
      return { total: page.total, rows: page.rows.map(permissionRow) };
    },
  }),
  operation(calls.createPermission, {
    access: { admin: { functionId: PERMISSION, right: 'add' } },
    async run(ctx, input) {
      const permissionId = createdIdFor(ctx.commandId);
      const command = {
        type: 'CreatePermissionGroup' as const,
        permissionId,
        name: input.name,
        sort: input.sort,
        rights: rightsRecord(input.rights),
        at: ctx.now,
      };
      permissionGroupDecider.decide(command, permissionGroupDecider.initialState); // bad input is -2 before -4
      assertMayCreateGroup(adminOf(ctx), rightsOfNewGroup(command.rights));
      await ctx.platform.execute(ctx, permissionGroupDecider, streams.permission(permissionId), command);
      return permissionRow(
        (await ctx.platform.read.get(Collections.permissions, permissionId)) as PermissionDoc,
      );
    },
  }),
  operation(calls.editPermission, {
    access: { admin: { functionId: PERMISSION, right: 'edit' } },
    async run(ctx, input) {
      const group = await ctx.platform.read.get(Collections.permissions, input.id);
      if (!group) throw notFound('permission group not found');
      const rights = rightsRecord(input.rights);
      assertMayEditGroup(
        adminOf(ctx),
        { permissionId: group.id, rights: group.rights },
        rightsAfterEdit(group.rights as Rights, rights),
      );
      await ctx.platform.execute(ctx, permissionGroupDecider, streams.permission(input.id), {
        type: 'EditPermissionGroup',
        permissionId: input.id,
        name: input.name,
        sort: input.sort,
        rights,
        at: ctx.now,
      });
      return permissionRow((await ctx.platform.read.get(Collections.permissions, input.id)) as PermissionDoc);
    },
  }),
];
