import type { Operation } from '../../apps/api/src/request/operation';

/**
 * What the reliability suites need to know about each call that its input schema does not say:
 * which fields name an entity, and of what kind. Everything else (the input's shape, the GraphQL
 * twin) is derived from the call itself, so a new call only needs a line here; the suites fail,
 * listing the call, until it has one (`catalogueGaps`).
 */

/**
 * Entities a call can name. Devices and fleets belong to a tenant; administrator accounts,
 * permission groups and settings belong to the platform (only administrators may touch them).
 */
export type EntityKind = 'device' | 'fleet' | 'account' | 'permission' | 'setting';
export const TENANT_KINDS: readonly EntityKind[] = ['device', 'fleet'];

/** Fields that name the same kind of entity in every call that has them. */
export const ENTITY_FIELDS: Readonly<Record<string, EntityKind>> = {
  deviceSerialNumber: 'device',
  deviceSerialNumbers: 'device',
  fleetId: 'fleet',
  parentFleetId: 'fleet',
  permissionId: 'permission',
};

/** A field whose name says it identifies something: each must be classified (ENTITY_FIELDS or `id`). */
const LOOKS_LIKE_AN_ENTITY = /^id$|Ids?$|SerialNumbers?$/;

export interface CallEntry {
  /** What the call's `id` field names, when it has one. */
  id?: EntityKind;
  /**
   * Entity fields that only narrow a list: another tenant's entity there answers an empty list
   * (code 0), where any other entity field answers -3 or -4.
   */
  filters?: readonly string[];
  /** Fields named like identifiers that name nothing on the platform (a SIM's own id). */
  plain?: readonly string[];
  /**
   * The GraphQL arguments of the call's twin when they are not its /api input's own fields
   * (default: `input`, or `filter` plus paging, or the fields as arguments; see graphqlTwin).
   */
  graphqlArguments?: (input: Record<string, unknown>) => Record<string, unknown>;
}

/** remoteCommand's GraphQL input types its one `value` as text, number or on. */
function remoteCommandArguments({ value, ...rest }: Record<string, unknown>): Record<string, unknown> {
  const typed =
    value === undefined || value === null
      ? {}
      : typeof value === 'number'
        ? { number: value }
        : typeof value === 'boolean'
          ? { on: value }
          : { text: value };
  return { input: { ...rest, ...typed } };
}

export const CALLS: Readonly<Record<string, CallEntry>> = {
  // Sign-in and password reset: public, they name accounts by credentials, not by tenancy.
  loginAccount: {},
  login: {},
  logout: {},
  me: {},
  forgetAccountPassword: {},
  requestForgetPassword: {},
  resetAccountPassword: {},
  resetPassword: {},
  // Administrators and permission groups.
  getAccounts: {},
  createAccount: {},
  editAccount: { id: 'account' },
  deleteAccount: { id: 'account' },
  getPermissions: {},
  createPermission: {},
  editPermission: { id: 'permission' },
  deletePermission: { id: 'permission' },
  // Fleets.
  getFleets: { id: 'fleet', filters: ['id', 'parentFleetId'] },
  createFleet: {},
  editFleet: { id: 'fleet' },
  deleteFleet: { id: 'fleet' },
  getSubFleets: {},
  createSubFleet: {},
  editSubFleet: { id: 'fleet' },
  deleteSubFleet: { id: 'fleet' },
  // Devices.
  getDevices: { filters: ['deviceSerialNumber', 'deviceSerialNumbers', 'fleetId'], plain: ['planId'] },
  addDevices: {},
  allocationDevice: {},
  editDevice: { plain: ['esimId'] },
  getExpireServiceDevices: {},
  stopDeviceService: {},
  getGatewayStatus: {},
  remoteCommand: { graphqlArguments: remoteCommandArguments },
  getDeviceSendCommandLog: {},
  getSystemSettings: {},
  editSystemSetting: { id: 'setting' },
  getSystemLogs: {},
  getVoiceRecorderLogs: {},
  uploadVoiceRecorderLogs: {},
  // Warnings.
  getWarnings: {},
  // A warning's tenancy (another fleet's, a sub-fleet reaching its parent's: -3) is tested case by
  // case in test/api/warnings.test.ts; the matrix's tenants raise no warnings to cross yet.
  handleWarning: { plain: ['warningId'] },
  // History.
  getCarTrackerLogs: {},
  getParkingRecords: {},
  getTrips: {},
  // Exports: files, /api only.
  exportCarTrackerLogs: {},
  exportParkingRecords: {},
  // Audit export: a file, /api only; administrators only (the system log's right).
  exportAuditLog: {},
  // Places: `id` names a fence or marker within the device deviceSerialNumber names; the device
  // carries the tenancy (another tenant's device answers -3 before the id is looked at).
  getFences: {},
  addFence: {},
  editFence: { plain: ['id'] },
  deleteFence: { plain: ['id'] },
  copyFence: { plain: ['id'] },
  getMarkers: {},
  addMarker: {},
  editMarker: { plain: ['id'] },
  deleteMarker: { plain: ['id'] },
  copyMarker: { plain: ['id'] },
  // Maintenance items: `id` names an item within the device deviceSerialNumber names, as places.
  getMileageMaintances: {},
  addMileageMaintance: {},
  editMileageMaintance: { plain: ['id'] },
  recordMileageMaintanceService: { plain: ['id'] },
  deleteMileageMaintance: { plain: ['id'] },
  // The VIP plan catalogue and coupons: the platform's, not a tenant's (`id` names a VIP plan item).
  getVipPlanItems: {},
  addVipPlanItem: {},
  editVipPlanItem: { plain: ['id'] },
  deleteVipPlanItem: { plain: ['id'] },
  getCoupons: { plain: ['batchId'] },
  addCoupon: {},
  editCoupon: {},
  deleteCoupon: {},
  // Announcements and messages: `id`/`ids` name an announcement or a message (the platform's; a
  // customer reads only its own). A message's receivers are fleets by id or devices by serial.
  getAnnouncements: {},
  publishAnnouncement: {},
  deleteAnnouncements: { plain: ['ids'] },
  getMessages: { plain: ['senderAccountId', 'receiverAccountId'] },
  getMessage: { plain: ['id'] },
  publishMessage: { plain: ['receiverAccountIds'] },
  deleteMessage: { plain: ['id'] },
  markInboxSeen: { plain: ['announcementIds', 'messageIds'] },
  // Feedback reports: `id` names a report (administrators only), reportTypeId a code.
  addReport: { plain: ['reportTypeId'] },
  getReports: { plain: ['reportTypeId'] },
  editReport: { plain: ['id'] },
  // The auditors' history and state as of (administrators with the system log's view right only).
  getAuditHistory: {},
  getAuditState: {},
  // The log verification (administrators only): `id` names a verification, kept in memory.
  startAuditVerification: {},
  getAuditVerification: { plain: ['id'] },
  // Personal data: a customer named by its account name or serial number (administrators only).
  erasePersonalData: {},
  // Address conversions.
  convertGpsToAddress: {},
  // Manual service adjustments (administrators only); deviceSerialNumber only narrows the log.
  manualAdjustService: {},
  getManualAdjustServiceLogs: { filters: ['deviceSerialNumber'] },
  convertAddressToGps: {},
  // Device status: fleetId and deviceSerialNumber name the scope (another tenant's: -3).
  queryOfflineDevices: {},
  fetchOnlineStatistics: {},
  getOfflineReports: {},
  // Orders: fleetId and deviceSerialNumber narrow to the caller's own (another tenant's: -3).
  getPlanOrders: {},
  // Finance (administrators only): the orders' filters narrow, as getPlanOrders'.
  getPlanOrderTotals: {},
  getFinanceReconciliation: {},
  exportPlanOrders: {},
  getRefundQuote: {},
  refundPlanOrder: {},
  abolitionInvoice: {},
  // An order names its devices (another tenant's: -3); its item and number are the platform's.
  addPlanOrder: { plain: ['itemId'] },
  cancelPlanOrder: {},
  addManualPlanOrder: { plain: ['itemId'] },
  extendServiceDate: {},
  // Statistics: deviceSerialNumber or fleetId names the scope (another tenant's: -3).
  getAllStatisticsDay: {},
  getAllStatisticsMultiDays: {},
  getMileageStatisticsDay: {},
  getMileageStatisticsMultiDays: {},
  getWarningStatisticsDay: {},
  getWarningStatisticsMultiDays: {},
  getOverspeedStatisticsDay: {},
  getOverspeedStatisticsMultiDays: {},
  getOfflineStatisticsDay: {},
  getOfflineStatisticsMultiDays: {},
  exportStatistics: {},
  // Service plans (administrators only): planId is one of ten fixed plans, `id` a plan item.
  getPlans: {},
  getPlanItems: { plain: ['planId'] },
  addPlanItem: { plain: ['planId'] },
  editPlanItem: { plain: ['id'] },
  deletePlanItem: { plain: ['id'] },
  assignDevicesPlan: { plain: ['planId'] },
  // A customer's renewal items: the device carries the tenancy (another tenant's: -3).
  getRenewalItems: {},
};

/** Top-level field names of a call's input schema (an object schema; refinements keep its shape). */
export function inputFields(op: Operation): string[] {
  const shape = (op.call.input as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** The kind of entity a call's field names, or undefined when it names none. */
export function entityKindOf(call: string, field: string): EntityKind | undefined {
  if (field === 'id') return CALLS[call]?.id;
  return ENTITY_FIELDS[field];
}

/** The entity fields of a call, with their kind. */
export function entityFieldsOf(op: Operation): { field: string; kind: EntityKind }[] {
  return inputFields(op).flatMap((field) => {
    const kind = entityKindOf(op.call.name, field);
    return kind ? [{ field, kind }] : [];
  });
}

/**
 * What the catalogue is missing for these operations: a call without an entry, an entry for a call
 * that no longer exists, a field that looks like it names an entity but has no kind.
 */
export function catalogueGaps(operations: readonly Operation[]): string[] {
  const names = new Set(operations.map((op) => op.call.name));
  const gaps: string[] = [];
  for (const op of operations) {
    if (!(op.call.name in CALLS)) {
      gaps.push(`${op.call.name}: no entry in test/support/call-catalogue.ts`);
      continue;
    }
    for (const field of inputFields(op)) {
      const plain = CALLS[op.call.name].plain?.includes(field);
      if (LOOKS_LIKE_AN_ENTITY.test(field) && !plain && !entityKindOf(op.call.name, field))
        gaps.push(`${op.call.name}.${field}: names an entity of no known kind`);
    }
  }
  for (const name of Object.keys(CALLS)) if (!names.has(name)) gaps.push(`${name}: no such call any more`);
  return gaps;
}
