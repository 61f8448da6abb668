import { z } from 'zod';

/** Passwords travel as lowercase hex SHA-256 of the typed password (docs/decisions/passwords.md). */
export const passwordDigest = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'password must be the lowercase hex SHA-256 of the password');

export const id = z.string().trim().min(1, 'must not be empty').max(64);
export const serialNumber = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'serial number must be 1 to 20 digits');
export const pageIndex = z.number().int().min(0).optional();
export const pageRows = (max: number) => z.number().int().min(1).max(max).optional();
export const keyword = z.string().max(100).optional();
/** Epoch microseconds. */
export const micros = z.number().finite().nonnegative();

export const paging = (max: number) => ({ pageIndex, pageRows: pageRows(max), keyword });

/** The /api response envelope. Lists answer `data: { total, rows }`. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

export interface ListResult<T> {
  total: number;
  rows: T[];
}
