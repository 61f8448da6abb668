import { z } from 'zod';
import { id, pageIndex, pageRows, passwordDigest } from './common';

const optionalText = z.string().trim().optional();
export const getFleetsInput = z.object({
  id: id.optional(),
  account: z.string().trim().max(50).optional(),
  keyword: z.string().max(100).optional(),
  parentFleetId: id.optional(),
  containSubFleets: z.boolean().optional(),
  pageIndex,
  pageRows: pageRows(1000),
});
export const createFleetInput = z.object({
  account: z.string().trim(),
  password: passwordDigest,
  alias: z.string().trim(),
  contact: optionalText,
  phoneNumber: optionalText,
  address: optionalText,
  email: optionalText,
  permissions: z.string().optional(),
});
export const editFleetInput = z.object({
  id,
  password: passwordDigest.optional(),
  alias: optionalText,
  contact: optionalText,
  phoneNumber: optionalText,
  address: optionalText,
  email: optionalText,
  permissions: z.string().optional(),
  statusCode: z.number().int().optional(),
  account: z.never({ message: 'the account cannot be changed' }).optional(),
});
export const getSubFleetsInput = z.object({ parentFleetId: id, pageIndex, pageRows: pageRows(1000) });
export const createSubFleetInput = z.object({
  parentFleetId: id,
  account: z.string().trim(),
  password: passwordDigest,
  alias: z.string().trim(),
  permissions: z.string().optional(),
});
export const editSubFleetInput = z.object({
  id,
  password: passwordDigest.optional(),
  alias: optionalText,
  permissions: z.string().optional(),
  account: z.never({ message: 'the account cannot be changed' }).optional(),
});
