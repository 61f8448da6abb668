/**
 * The password policy (docs/decisions/passwords.md): one rule that the server enforces on every call
 * that sets a password and that the web app's forms show, so both refuse exactly the same passwords.
 * It imports nothing but the field codes, so the browser reads it as it reads the code sets.
 */
import type { FieldErrorCode } from './errors';

/** Shorter passwords fall to an offline guess of the stored digest in hours. */
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the input only: the server hashes whatever it is given. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most used passwords of 8 characters or more in the public breach lists (compared ignoring
 * case), with the product's own words: a policy of length alone still lets the first guesses in.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '87654321',
  '11223344',
  '123123123',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjk',
  'abcd1234',
  'abc12345',
  'a1234567',
  'iloveyou',
  'sunshine',
  'football',
  'baseball',
  'princess',
  'welcome1',
  'admin123',
  'administrator',
  'changeme',
  'letmein1',
  'gps12345',
  'tracker1',
]);

/** Why a new password is refused; each is a stable code the web app translates (rules.password.*). */
export const PASSWORD_PROBLEMS = Object.freeze([
  'tooShort',
  'tooLong',
  'digest',
  'accountName',
  'oneCharacter',
  'common',
] as const);
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** The field code each problem is answered with (-2), and its figures. */
export const PASSWORD_PROBLEM_CODES: Readonly<
  Record<PasswordProblem, { code: FieldErrorCode; params?: Record<string, number> }>
> = Object.freeze({
  tooShort: { code: 'too_short', params: { min: PASSWORD_MIN_LENGTH } },
  tooLong: { code: 'too_long', params: { max: PASSWORD_MAX_LENGTH } },
  digest: { code: 'password_digest' },
  accountName: { code: 'password_account_name' },
  oneCharacter: { code: 'password_repeated' },
  common: { code: 'password_common' },
});

/** What the server says for each problem (the web app shows its own translation instead). */
export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblem, string>> = Object.freeze({
  tooShort: `password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  digest:
    'password must be the password itself, not its SHA-256 digest (a client from before the password policy sent a digest)',
  accountName: 'password must not be the account name, nor the account name reversed',
  oneCharacter: 'password must not be one character repeated',
  common: 'password is one of the most common passwords',
});

/** Exactly what old clients sent instead of a password: the lowercase hex SHA-256 of it. */
const DIGEST = /^[0-9a-f]{64}$/;

/**
 * The first problem with a new password, or undefined when the policy accepts it. `accountName` is
 * the name the password signs in with (an account, a fleet account or a device's serial number);
 * without it that rule is left to the caller that knows the name.
 */
export function passwordProblem(password: string, accountName?: string): PasswordProblem | undefined {
  const characters = [...password];
  if (DIGEST.test(password)) return 'digest';
  if (characters.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (new Set(characters).size === 1) return 'oneCharacter';
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return 'common';
  const name = accountName?.trim().toLowerCase();
  if (name && (folded === name || folded === [...name].reverse().join(''))) return 'accountName';
  return undefined;
}
