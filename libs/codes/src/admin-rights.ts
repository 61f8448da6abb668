import { codesOf, isOneOf, type CodeOf } from './code-set';

/** The back office's thirteen functions; a permission group holds add/edit/delete/view flags for each. */
export const AdminFunction = Object.freeze({
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
} as const);
export type AdminFunction = CodeOf<typeof AdminFunction>;
export const ADMIN_FUNCTION_IDS = codesOf(AdminFunction);
export const isAdminFunction = isOneOf(ADMIN_FUNCTION_IDS);

/** The four rights of a function, in the order of its 4-character flag string ("1010": add, delete). */
export const ADMIN_RIGHTS = Object.freeze(['add', 'edit', 'delete', 'view'] as const);
export type AdminRight = (typeof ADMIN_RIGHTS)[number];
export const isAdminRight = isOneOf(ADMIN_RIGHTS);

/** Position of each right inside a flag string. */
export const RIGHT_INDEX: Readonly<Record<AdminRight, number>> = Object.freeze({
  add: ADMIN_RIGHTS.indexOf('add'),
  edit: ADMIN_RIGHTS.indexOf('edit'),
  delete: ADMIN_RIGHTS.indexOf('delete'),
  view: ADMIN_RIGHTS.indexOf('view'),
});
