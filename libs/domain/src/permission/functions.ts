import { ADMIN_FUNCTION_IDS, AdminFunction, RIGHT_INDEX, type AdminRight } from '@gps/codes';

/** The back office's functions and their rights are code sets of @gps/codes. */
export { ADMIN_FUNCTION_IDS, AdminFunction, RIGHT_INDEX, type AdminRight };
export type AdminFunctionId = AdminFunction;

/** Rights are keyed by the function id as a string, the shape stored and sent on the wire. */
export type RightsKey = `${AdminFunctionId}`;
export type Rights = Record<RightsKey, string>;

export const RIGHTS_FLAGS_PATTERN = /^[01]{4}$/;

export const RIGHTS_KEYS: readonly RightsKey[] = ADMIN_FUNCTION_IDS.map((id) => `${id}` as RightsKey);

export function isRightsKey(key: string): key is RightsKey {
  return (RIGHTS_KEYS as readonly string[]).includes(key);
}

/** No right at all on a function. */
export const NO_FLAGS = '0000';

/**
 * Nothing on any function: what a group is given for every function its creator left out. (The
 * spec's table of defaults, 1111 for functions 1, 2, 3, 4, 7 and so on, is not a server default, and
 * the back office form starts with nothing ticked: docs/decisions/admin-rights.md.)
 */
export const NO_RIGHTS: Readonly<Rights> = Object.freeze(
  Object.fromEntries(RIGHTS_KEYS.map((key) => [key, NO_FLAGS])) as Rights,
);

/** Whether one function's flag string sets this right; a malformed string sets nothing. */
export function flagsGrant(flags: unknown, right: AdminRight): boolean {
  return typeof flags === 'string' && RIGHTS_FLAGS_PATTERN.test(flags) && flags[RIGHT_INDEX[right]] === '1';
}

/** Every right on every function: the first administrator's group. */
export const FULL_RIGHTS: Readonly<Rights> = Object.freeze(
  Object.fromEntries(RIGHTS_KEYS.map((key) => [key, '1111'])) as Rights,
);
