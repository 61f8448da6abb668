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

/** Defaults for a function not given when a group is created, as the spec lists them. */
export const DEFAULT_RIGHTS: Readonly<Rights> = Object.freeze({
  '1': '1111',
  '2': '1111',
  '3': '1111',
  '4': '1111',
  '5': '0101',
  '6': '0101',
  '7': '1111',
  '8': '0001',
  '9': '0101',
  '10': '0001',
  '11': '1101',
  '12': '0001',
  '13': '0101',
});

/** Every right on every function: the first administrator's group. */
export const FULL_RIGHTS: Readonly<Rights> = Object.freeze(
  Object.fromEntries(RIGHTS_KEYS.map((key) => [key, '1111'])) as Rights,
);
