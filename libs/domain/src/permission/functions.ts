/** The back office's thirteen functions; a permission group holds add/edit/delete/view flags for each. */
export const AdminFunction = {
  ACCOUNT: 1,
  PERMISSION: 2,
  DEVICE: 3,
  FLEET: 4,
  CUSTOMER: 5,
  PLAN: 6,
  VIP_PLAN: 7,
  STATISTICS: 8,
  REPORT: 9,
  FINANCE: 10,
  ANNOUNCEMENT: 11,
  SYSTEM_LOG: 12,
  SETTING: 13,
} as const;
export type AdminFunctionId = (typeof AdminFunction)[keyof typeof AdminFunction];

/** Alias of AdminFunction (some callers name it after the spec's "permission id"). */
export const FunctionId = AdminFunction;
export type FunctionId = AdminFunctionId;

export const ADMIN_FUNCTION_IDS: readonly AdminFunctionId[] = Object.values(AdminFunction);

/** Rights are keyed by the function id as a string, the shape stored and sent on the wire. */
export type RightsKey = `${AdminFunctionId}`;
export type Rights = Record<RightsKey, string>;

export type AdminRight = 'add' | 'edit' | 'delete' | 'view';
/** Position of each right inside a 4-character flag string. */
export const RIGHT_INDEX: Readonly<Record<AdminRight, number>> = { add: 0, edit: 1, delete: 2, view: 3 };

export const RIGHTS_FLAGS_PATTERN = /^[01]{4}$/;

export const RIGHTS_KEYS: readonly RightsKey[] = ADMIN_FUNCTION_IDS.map((id) => `${id}` as RightsKey);

export function isRightsKey(key: string): key is RightsKey {
  return (RIGHTS_KEYS as readonly string[]).includes(key);
}

/** No right at all on a function. */
export const NO_FLAGS = '0000';

/**
 * Nothing on any function: what a group is given for every function its creator left out. (The
 * spec's table of defaults, 1111 for functions 1, 2, 3, 4, 7 and so on, is the back office form's
 * initial ticks, not a server default: docs/decisions/admin-rights.md.)
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
