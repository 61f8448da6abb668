import { z } from 'zod';
import { PASSWORD_PROBLEM_CODES, PASSWORD_PROBLEM_MESSAGES, passwordProblem } from '@gps/codes';
import { asId } from '../catalogue/declare';

/** Sign-in sends the lowercase hex SHA-256 of the typed password (docs/decisions/passwords.md). */
export const passwordDigest = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'password must be the lowercase hex SHA-256 of the password');

/**
 * A call that sets a password carries the password itself, so the server can hold it to the policy
 * (docs/decisions/passwords.md); the rules that need the account name are checked where it is known.
 */
export const newPassword = z
  .string()
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: PASSWORD_PROBLEM_MESSAGES[problem],
        params: { code: PASSWORD_PROBLEM_CODES[problem].code },
      });
  })
  .describe('The new password itself (not its digest), held to the password policy.');

export const id = asId(z.string().trim().min(1, 'must not be empty').max(64));
export const serialNumber = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'serial number must be 1 to 20 digits');
/**
 * The highest page index: GraphQL's largest Int, so both doors take the same pages. It keeps
 * pageIndex x rows (at most 5,000 a page) far inside the stores' 64-bit integer offsets.
 */
export const MAX_PAGE_INDEX = 2_147_483_647;
export const pageIndex = z.number().int().min(0).max(MAX_PAGE_INDEX).optional();
export const pageRows = (max: number) => z.number().int().min(1).max(max).optional();
export const keyword = z.string().max(100).optional();
/** Epoch microseconds. */
export const micros = z.number().finite().nonnegative();

export const paging = (max: number) => ({ pageIndex, pageRows: pageRows(max), keyword });

/**
 * The idempotency key (the /api body's `requestId`, GraphQL's `Idempotency-Key` header) is kept in
 * every event a call writes, so it is bounded: 1 to 128 visible ASCII characters (a UUID is 36, a
 * SHA-256 in hex 64). See docs/decisions/inputs-and-headers.md.
 */
export const REQUEST_ID_MAX_LENGTH = 128;
export const REQUEST_ID_PATTERN = new RegExp(`^[!-~]{1,${REQUEST_ID_MAX_LENGTH}}$`);

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

// The building blocks of the calls' outputs (what `data` holds); GraphQL's object types come from them.
export const MICROS = 'Epoch microseconds.';
export const entityId = asId(z.string());
export const maybeId = entityId.nullable();
export const text = z.string();
export const maybeText = z.string().nullable();
export const int = z.number().int();
export const maybeInt = int.nullable();
export const float = z.number();
export const maybeFloat = float.nullable();
export const flag = z.boolean();
export const epochMicros = float.describe(MICROS);
export const maybeEpochMicros = maybeFloat.describe(MICROS);

/** Rights of an administrator permission group on one back-office function, as answered. */
export const FunctionRights = z
  .object({
    functionId: int.describe('Back-office function 1..13.'),
    flags: text.describe('add, edit, delete, view flags, e.g. "1101".'),
  })
  .meta({
    id: 'FunctionRights',
    description: 'Rights of an administrator permission group on one back-office function.',
  });
