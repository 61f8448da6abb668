import { z } from 'zod';
import { id, paging, passwordDigest } from './common';

export const getAccountsInput = z.object(paging(100));
export const createAccountInput = z.object({
  account: z.string().trim(),
  password: passwordDigest,
  alias: z.string().trim(),
  permissionId: id,
  statusCode: z.number().int().optional(),
  /** Where password-reset keys are mailed. */
  email: z.string().trim().optional(),
});
export const editAccountInput = z.object({
  id,
  alias: z.string().trim().optional(),
  permissionId: id.optional(),
  statusCode: z.number().int().optional(),
  email: z.string().trim().optional(),
  password: passwordDigest.optional(),
});
export const deleteByIdInput = z.object({ id });

const rights = z
  .array(z.object({ functionId: z.number().int(), flags: z.string() }))
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
