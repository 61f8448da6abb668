import {
  assertMayChangeGroupOf,
  assertMayCreateGroup,
  assertMayEditGroup,
  assertMayManageAccount,
  assertMayPutAccountInGroup,
  rightsAfterEdit,
  rightsOfNewGroup,
  AdminFunction,
  type AdminActor,
  type Rights,
} from '@gps/domain';
import { calls } from '@gps/contracts';
import { Collections, type AccountDoc, type PermissionDoc } from '@gps/projections';
import { notFound, validationError } from '../request/api-error';
import { operation, callerOf, type OperationContext } from '../request/operation';
import { eq, pageOf } from './shared/lists';
import { createNamed, releaseName } from './shared/name-reservation';
import type { ReadModels } from './shared/read-models';
import type { Aggregates } from '../commands/aggregates';
import { newPasswordHash } from '../sessions/new-password';
import { createdIdFor } from '../infrastructure/ids';

const ACCOUNT = AdminFunction.ACCOUNT;
const PERMISSION = AdminFunction.PERMISSION;

/** What the administrator and permission group calls need. */
export interface AccountOperationDeps {
  commands: Pick<Aggregates, 'account' | 'accountName' | 'permission'>;
  read: ReadModels;
}

async function accountRow(read: ReadModels, doc: AccountDoc) {
  const group = await read.get(Collections.permissions, doc.permissionId);
  return { ...doc, permissionName: group?.name ?? null };
}

async function requireAccount(read: ReadModels, id: string): Promise<AccountDoc> {
  const doc = await read.get(Collections.accounts, id);
  if (!doc) throw notFound('account not found');
  return doc;
}

async function requireGroup(read: ReadModels, id: string): Promise<PermissionDoc> {
  const group = await read.get(Collections.permissions, id);
  if (!group) {
    throw validationError([
      { field: 'permissionId', code: 'invalid_choice', message: 'permission group not found' },
    ]);
  }
  return group;
}

/** The rights of an account's group now; a group that cannot be found grants nothing. */
async function rightsOfGroup(read: ReadModels, id: string): Promise<Record<string, string>> {
  return (await read.get(Collections.permissions, id))?.rights ?? {};
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

export const accountOperations = ({ commands, read }: AccountOperationDeps) => [
  operation(calls.getAccounts, {
    access: { admin: { functionId: ACCOUNT, right: 'view' } },
    async run(ctx, input) {
      const page = await read.find(Collections.accounts, {
        keyword: { fields: ['account', 'alias'], value: input.keyword ?? '' },
        sort: [{ field: 'account', direction: 'asc' }],
        page: pageOf(input, 30),
      });
      return { total: page.total, rows: await Promise.all(page.rows.map((r) => accountRow(read, r))) };
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
        passwordHash: await newPasswordHash(input.password, input.account),
        at: ctx.now,
      };
      commands.account.validateNew(command); // bad input is -2 before the group's rights are checked
      assertMayPutAccountInGroup(adminOf(ctx), (await requireGroup(read, input.permissionId)).rights);
      await createNamed(
        ctx,
        {
          names: commands.accountName,
          name: input.account,
          what: 'an account with this name',
          reason: 'account_name_taken',
        },
        { aggregate: commands.account, id: accountId, command },
      );
      return accountRow(read, await requireAccount(read, accountId));
    },
  }),
  operation(calls.editAccount, {
    access: { admin: { functionId: ACCOUNT, right: 'edit' } },
    async run(ctx, input) {
      const actor = adminOf(ctx);
      const account = await requireAccount(read, input.id);
      if (input.permissionId !== undefined) {
        assertMayChangeGroupOf(
          actor,
          { accountId: account.id, permissionId: account.permissionId },
          input.permissionId,
        );
      }
      assertMayManageAccount(actor, await rightsOfGroup(read, account.permissionId));
      if (input.permissionId !== undefined) {
        assertMayPutAccountInGroup(actor, (await requireGroup(read, input.permissionId)).rights);
      }
      await commands.account.execute(ctx, input.id, {
        type: 'EditAccount',
        accountId: input.id,
        alias: input.alias,
        permissionId: input.permissionId,
        statusCode: input.statusCode,
        email: input.email,
        passwordHash:
          input.password === undefined ? undefined : await newPasswordHash(input.password, account.account),
        byAccountId: callerOf(ctx).subjectId,
        at: ctx.now,
      });
      return accountRow(read, await requireAccount(read, input.id));
    },
  }),
  operation(calls.deleteAccount, {
    access: { admin: { functionId: ACCOUNT, right: 'delete' } },
    async run(ctx, input) {
      const doc = await requireAccount(read, input.id);
      assertMayManageAccount(adminOf(ctx), await rightsOfGroup(read, doc.permissionId));
      await commands.account.execute(ctx, input.id, {
        type: 'DeleteAccount',
        accountId: input.id,
        byAccountId: callerOf(ctx).subjectId,
        at: ctx.now,
      });
      await releaseName(ctx, commands.accountName, doc.account, input.id);
      return true;
    },
  }),
  operation(calls.getPermissions, {
    access: { admin: { functionId: PERMISSION, right: 'view' } },
    async run(ctx, input) {
      const page = await read.find(Collections.permissions, {
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
      commands.permission.validateNew(command); // bad input is -2 before -4
      assertMayCreateGroup(adminOf(ctx), rightsOfNewGroup(command.rights));
      await commands.permission.execute(ctx, permissionId, command);
      return permissionRow((await read.get(Collections.permissions, permissionId)) as PermissionDoc);
    },
  }),
  operation(calls.editPermission, {
    access: { admin: { functionId: PERMISSION, right: 'edit' } },
    async run(ctx, input) {
      const group = await read.get(Collections.permissions, input.id);
      if (!group) throw notFound('permission group not found');
      const rights = rightsRecord(input.rights);
      assertMayEditGroup(
        adminOf(ctx),
        { permissionId: group.id, rights: group.rights },
        rightsAfterEdit(group.rights as Rights, rights),
      );
      await commands.permission.execute(ctx, input.id, {
        type: 'EditPermissionGroup',
        permissionId: input.id,
        name: input.name,
        sort: input.sort,
        rights,
        at: ctx.now,
      });
      return permissionRow((await read.get(Collections.permissions, input.id)) as PermissionDoc);
    },
  }),
  operation(calls.deletePermission, {
    access: { admin: { functionId: PERMISSION, right: 'delete' } },
    async run(ctx, input) {
      const group = await read.get(Collections.permissions, input.id);
      if (!group) throw notFound('permission group not found');
      const members = await read.find(Collections.accounts, {
        filters: [eq('permissionId', group.id)],
        page: { index: 0, rows: 1 },
      });
      await commands.permission.execute(ctx, group.id, {
        type: 'DeletePermissionGroup',
        permissionId: group.id,
        accountCount: members.total,
        at: ctx.now,
      });
      return true;
    },
  }),
];
