import type { Envelope, TestApp } from './app-harness';

/**
 * The two doors of the api, behind one interface, so every case is written once and run through
 * both: `/api/<call>` (POST, `userToken` in the body) and GraphQL (bearer token). Each door answers
 * the /api envelope `{code, message, data}`; GraphQL errors are read from `extensions.code`.
 *
 * Entities are reduced to the fields the GraphQL schema serves, on both doors, so the two answers
 * can be compared with each other; `rawApi` is there for what only the /api document shows.
 */

export const FLEET_FIELDS = [
  'id',
  'account',
  'alias',
  'contact',
  'phoneNumber',
  'address',
  'email',
  'permissions',
  'parentFleetId',
  'speedLimitKmh',
  'numberOfDevices',
  'loginTimestamp',
  'statusCode',
  'accountType',
] as const;

export const DEVICE_FIELDS = [
  'deviceId',
  'deviceSerialNumber',
  'carName',
  'alias',
  'deviceOwnerName',
  'phoneNumber',
  'email',
  'simNumber',
  'carElectricity',
  'firmwareVersion',
  'model',
  'speedLimitKmh',
  'esimId',
  'isValueAddedVisible',
  'serviceStatusCode',
  'status',
  'fleetId',
  'fleetAlias',
  'parentFleetId',
  'planId',
  'planName',
  'serviceExpiredDate',
  'valueExpiredDate',
  'addressPlanExpiredDate',
  'createDate',
  'deviceStatusCode',
  'warnings',
  'locateType',
  'speed',
  'isProtected',
  'latitude',
  'longitude',
  'gpsLatitude',
  'gpsLongitude',
  'address',
  'deviceIcon',
  'convertGpsToAddressTimes',
  'hasPassword',
  'allocated',
  'updatedTimestamp',
  'course',
  'altitude',
  'satellites',
  'batteryLevel',
  'batteryVoltage',
  'powerVoltage',
  'gsmSignal',
  'acc',
  'lastFixTimestamp',
  'odometerMeters',
  'deviceOdometerMeters',
  'vehicleStatus',
  'protection',
  'online',
  'lastSeenTimestamp',
  'rejectedPositions',
  'editableFields',
] as const;

const ACCOUNT_FIELDS = ['id', 'account', 'alias', 'permissionId', 'statusCode'] as const;

export const WARNING_FIELDS = [
  'id',
  'deviceSerialNumber',
  'carName',
  'fleetId',
  'kind',
  'source',
  'warningMessage',
  'placeName',
  'timestamp',
  'receivedTimestamp',
  'latitude',
  'longitude',
  'cleared',
  'clearedTimestamp',
  'handled',
  'handledBy',
  'handledAt',
  'note',
] as const;

/** History's track points and trips: every field, on both doors. */
const TRACK_POINT_FIELDS = [
  'fixTime',
  'receivedAt',
  'latitude',
  'longitude',
  'speed',
  'course',
  'altitude',
  'satellites',
  'locateType',
  'acc',
  'odometerMeters',
  'buffered',
  'address',
] as const;
const TRIP_FIELDS = [
  'startTime',
  'endTime',
  'durationSeconds',
  'startLatitude',
  'startLongitude',
  'endLatitude',
  'endLongitude',
  'distanceMeters',
  'maxSpeed',
  'averageSpeed',
  'endedBy',
] as const;

type Shape =
  | 'fleet'
  | 'fleetPage'
  | 'device'
  | 'devices'
  | 'devicePage'
  | 'accountPage'
  | 'warning'
  | 'warningPage'
  | 'plain';

interface CallSpec {
  shape: Shape;
  /** The GraphQL document; its one root field is aliased `result`. */
  document: string;
  variables(input: Record<string, unknown>): Record<string, unknown>;
}

const fleetSelection = FLEET_FIELDS.join(' ');
const deviceSelection = DEVICE_FIELDS.join(' ');
const accountSelection = ACCOUNT_FIELDS.join(' ');
const warningSelection = WARNING_FIELDS.join(' ');

/** Splits a flat /api list input into a GraphQL filter and paging arguments. */
function filterAndPaging(input: Record<string, unknown>): Record<string, unknown> {
  const { pageIndex, pageRows, ...filter } = input;
  return { filter, pageIndex, pageRows };
}

const FENCE_SELECTION =
  'id deviceSerialNumber alias fenceType coordinates radius isEnterWarning isExitWarning remark targetType';
const MARKER_SELECTION = 'id deviceSerialNumber alias latitude longitude remark targetType markerType';
const MAINTENANCE_SELECTION =
  'id deviceSerialNumber carName name intervalKm intervalDays lastServiceOdometerKm lastServiceDate remark nextDueOdometerKm nextDueDate odometerKm due dueBy';

const VIP_PLAN_ITEM_SELECTION = 'id flag name price extendDays statusCode description invoiceName';
const COUPON_SELECTION =
  'couponNumber batchId discountFee status orderNumber deviceSerialNumbers usedAt issuedAt';
const PLAN_ORDER_SELECTION =
  'orderNumber kind itemId itemName planId lines { serialNumber unitPrice overtime days } deviceSerialNumbers subtotal discount amount couponNumber orderStatus paymentStatus paymentType provider tradeNo paymentCode paymentCodeExpiresAt failure failureReason invoiceType invoiceNumber invoiceVoided allowanceAmount refundRequestedAmount refundedAmount fleetId parentFleetId placedAt capturedAt deliveredAt refundedAt by note';
const RECONCILED_SELECTION = 'captured capturedCount refunded refundedCount net ordersNet reconciled';
const PLAN_ITEM_SELECTION =
  'id planId planName name price extendDays activeStatus overtimeDays overtimePrice description';

const DEVICE_PRESENCE_SELECTION =
  'deviceSerialNumber carName fleetId fleetAlias bucket online vehicleStatus createDate lastSeenTimestamp offlineSeconds lastFixTimestamp latitude longitude address';

const AUDIT_ENTITY_SELECTION = 'entityType key label streamId events';
const AUDIT_EVENT_SELECTION =
  'position revision type version recordedAt actorKind actorId actor call commandId ip changes { field before after } hash';

const asInput = (input: Record<string, unknown>) => ({ input });
const asIs = (input: Record<string, unknown>) => input;

/** Each statistics group's figures, every field, as its rows and totals are selected. */
const STATISTIC_FIGURES = {
  All: 'mileageKm warnings overspeeds offlines',
  Mileage: 'mileageKm',
  Warning: 'warnings byKind { kind count }',
  Overspeed: 'overspeeds overspeedSeconds peakKmh',
  Offline: 'offlines offlineSeconds',
} as const;

/** A statistics group's Day and MultiDays calls: the whole answer, on both doors. */
function statisticsCalls<G extends keyof typeof STATISTIC_FIGURES>(
  group: G,
): Record<`get${G}StatisticsDay` | `get${G}StatisticsMultiDays`, CallSpec> {
  const field = group.toLowerCase();
  const figures = STATISTIC_FIGURES[group];
  const answer = `{ scope { kind id name } timeZone groupBy totals { ${figures} } rows { key ${figures} } }`;
  const scope = '$deviceSerialNumber: String, $fleetId: ID';
  const scoped = 'deviceSerialNumber: $deviceSerialNumber, fleetId: $fleetId';
  const day: CallSpec = {
    shape: 'plain',
    document: `query (${scope}, $day: String!) { result: ${field}StatisticsDay(${scoped}, day: $day) ${answer} }`,
    variables: asIs,
  };
  const multiDays: CallSpec = {
    shape: 'plain',
    document: `query (${scope}, $startDay: String!, $endDay: String!, $groupBy: StatisticGrouping!) {
      result: ${field}StatisticsMultiDays(${scoped}, startDay: $startDay, endDay: $endDay, groupBy: $groupBy) ${answer} }`,
    variables: asIs,
  };
  return { [`get${group}StatisticsDay`]: day, [`get${group}StatisticsMultiDays`]: multiDays } as Record<
    `get${G}StatisticsDay` | `get${G}StatisticsMultiDays`,
    CallSpec
  >;
}

/** Every field of a manual service adjustment (manualAdjustService, getManualAdjustServiceLogs). */
const ADJUSTMENT_SELECTION =
  'id deviceSerialNumber carName fleetId fleetAlias fromServiceExpiredDate toServiceExpiredDate reason adminId adminName timestamp';

/** Announcements, messages and feedback reports: every field, on both doors. */
const ANNOUNCEMENT_SELECTION = 'id content activeDate status createdAt';
const MESSAGE_SELECTION =
  'id batchId senderAccountId sender receiverAccountType receiverAccountId alias content activeDate';
const AUDIT_VERIFICATION_SELECTION =
  'id state phase checked total startedAt finishedAt headPosition headHash problem problemPosition problemDetail';
const REPORT_SELECTION =
  'id reportTypeId contact contactMethod description accountId accountType account state note createdAt updatedAt changes { state note byAccountId by at }';

const CALLS = {
  getFleets: {
    shape: 'fleetPage',
    document: `query ($filter: FleetFilter, $pageIndex: Int, $pageRows: Int) {
      result: fleets(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${fleetSelection} } } }`,
    variables: filterAndPaging,
  },
  createFleet: {
    shape: 'fleet',
    document: `mutation ($input: CreateFleetInput!) { result: createFleet(input: $input) { ${fleetSelection} } }`,
    variables: asInput,
  },
  editFleet: {
    shape: 'fleet',
    document: `mutation ($input: EditFleetInput!) { result: editFleet(input: $input) { ${fleetSelection} } }`,
    variables: asInput,
  },
  deleteFleet: {
    shape: 'plain',
    document: `mutation ($id: ID!) { result: deleteFleet(id: $id) }`,
    variables: asIs,
  },
  getSubFleets: {
    shape: 'fleetPage',
    document: `query ($parentFleetId: ID!) { result: subFleets(parentFleetId: $parentFleetId) { total rows { ${fleetSelection} } } }`,
    variables: asIs,
  },
  createSubFleet: {
    shape: 'fleet',
    document: `mutation ($input: CreateSubFleetInput!) { result: createSubFleet(input: $input) { ${fleetSelection} } }`,
    variables: asInput,
  },
  editSubFleet: {
    shape: 'fleet',
    document: `mutation ($input: EditSubFleetInput!) { result: editSubFleet(input: $input) { ${fleetSelection} } }`,
    variables: asInput,
  },
  deleteSubFleet: {
    shape: 'plain',
    document: `mutation ($id: ID!) { result: deleteSubFleet(id: $id) }`,
    variables: asIs,
  },
  getDevices: {
    shape: 'devicePage',
    document: `query ($filter: DeviceFilter, $pageIndex: Int, $pageRows: Int) {
      result: devices(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${deviceSelection} } } }`,
    variables: filterAndPaging,
  },
  addDevices: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumbers: [String!]!) {
      result: addDevices(deviceSerialNumbers: $deviceSerialNumbers) { added duplicates invalid } }`,
    variables: asIs,
  },
  allocationDevice: {
    shape: 'devices',
    document: `mutation ($deviceSerialNumbers: [String!]!, $fleetId: ID) {
      result: allocationDevice(deviceSerialNumbers: $deviceSerialNumbers, fleetId: $fleetId) { ${deviceSelection} } }`,
    variables: asIs,
  },
  editDevice: {
    shape: 'device',
    document: `mutation ($input: EditDeviceInput!) { result: editDevice(input: $input) { ${deviceSelection} } }`,
    variables: asInput,
  },
  getExpireServiceDevices: {
    shape: 'devicePage',
    document: `query ($pageIndex: Int, $pageRows: Int) {
      result: expireServiceDevices(pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${deviceSelection} } } }`,
    variables: asIs,
  },
  stopDeviceService: {
    shape: 'devices',
    document: `mutation ($deviceSerialNumbers: [String!]!) {
      result: stopDeviceService(deviceSerialNumbers: $deviceSerialNumbers) { ${deviceSelection} } }`,
    variables: asIs,
  },
  getAccounts: {
    shape: 'accountPage',
    document: `query ($keyword: String, $pageIndex: Int, $pageRows: Int) {
      result: accounts(keyword: $keyword, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${accountSelection} } } }`,
    variables: asIs,
  },
  deleteAccount: {
    shape: 'plain',
    document: `mutation ($id: ID!) { result: deleteAccount(id: $id) }`,
    variables: asIs,
  },
  getWarnings: {
    shape: 'warningPage',
    document: `query ($filter: WarningFilter, $pageIndex: Int, $pageRows: Int) {
      result: warnings(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${warningSelection} } } }`,
    variables: filterAndPaging,
  },
  handleWarning: {
    shape: 'warning',
    document: `mutation ($input: HandleWarningInput!) { result: handleWarning(input: $input) { ${warningSelection} } }`,
    variables: asInput,
  },
  editSystemSetting: {
    shape: 'plain',
    document: `mutation ($id: String!, $value: String!) { result: editSystemSetting(id: $id, value: $value) { id value } }`,
    variables: asIs,
  },
  getCarTrackerLogs: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String!, $startTime: Float!, $endTime: Float!, $cursor: String) {
      result: carTrackerLogs(deviceSerialNumber: $deviceSerialNumber, startTime: $startTime, endTime: $endTime, cursor: $cursor) {
        rows { ${TRACK_POINT_FIELDS.join(' ')} } nextCursor serviceExpired } }`,
    variables: asIs,
  },
  getParkingRecords: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String!, $startTime: Float!, $endTime: Float!, $overtimeSeconds: Int) {
      result: parkingRecords(deviceSerialNumber: $deviceSerialNumber, startTime: $startTime, endTime: $endTime, overtimeSeconds: $overtimeSeconds) {
        rows { startTime endTime durationSeconds latitude longitude address marker { id alias targetType distanceMeters } } serviceExpired } }`,
    variables: asIs,
  },
  convertGpsToAddress: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $latitude: Float!, $longitude: Float!) {
      result: convertGpsToAddress(deviceSerialNumber: $deviceSerialNumber, latitude: $latitude, longitude: $longitude) {
        address source } }`,
    variables: asIs,
  },
  convertAddressToGps: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $address: String!) {
      result: convertAddressToGps(deviceSerialNumber: $deviceSerialNumber, address: $address) {
        latitude longitude address } }`,
    variables: asIs,
  },
  getTrips: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String!, $startTime: Float!, $endTime: Float!) {
      result: trips(deviceSerialNumber: $deviceSerialNumber, startTime: $startTime, endTime: $endTime) {
        rows { ${TRIP_FIELDS.join(' ')} } serviceExpired } }`,
    variables: asIs,
  },
  // Places: each answer holds exactly the fields selected, so 'plain' compares them whole.
  getFences: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String!) { result: fences(deviceSerialNumber: $deviceSerialNumber) { total rows { ${FENCE_SELECTION} } } }`,
    variables: asIs,
  },
  addFence: {
    shape: 'plain',
    document: `mutation ($input: AddFenceInput!) { result: addFence(input: $input) { ${FENCE_SELECTION} } }`,
    variables: asInput,
  },
  editFence: {
    shape: 'plain',
    document: `mutation ($input: EditFenceInput!) { result: editFence(input: $input) { ${FENCE_SELECTION} } }`,
    variables: asInput,
  },
  deleteFence: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $id: ID!) { result: deleteFence(deviceSerialNumber: $deviceSerialNumber, id: $id) }`,
    variables: asIs,
  },
  copyFence: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $id: ID!, $deviceSerialNumbers: [String!]!) {
      result: copyFence(deviceSerialNumber: $deviceSerialNumber, id: $id, deviceSerialNumbers: $deviceSerialNumbers) { total rows { ${FENCE_SELECTION} } } }`,
    variables: asIs,
  },
  getMarkers: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String!) { result: markers(deviceSerialNumber: $deviceSerialNumber) { total rows { ${MARKER_SELECTION} } } }`,
    variables: asIs,
  },
  addMarker: {
    shape: 'plain',
    document: `mutation ($input: AddMarkerInput!) { result: addMarker(input: $input) { ${MARKER_SELECTION} } }`,
    variables: asInput,
  },
  editMarker: {
    shape: 'plain',
    document: `mutation ($input: EditMarkerInput!) { result: editMarker(input: $input) { ${MARKER_SELECTION} } }`,
    variables: asInput,
  },
  deleteMarker: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $id: ID!) { result: deleteMarker(deviceSerialNumber: $deviceSerialNumber, id: $id) }`,
    variables: asIs,
  },
  copyMarker: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $id: ID!, $deviceSerialNumbers: [String!]!) {
      result: copyMarker(deviceSerialNumber: $deviceSerialNumber, id: $id, deviceSerialNumbers: $deviceSerialNumbers) { total rows { ${MARKER_SELECTION} } } }`,
    variables: asIs,
  },
  // Device status: each answer holds exactly the fields selected, so 'plain' compares them whole.
  queryOfflineDevices: {
    shape: 'plain',
    document: `query ($fleetId: ID, $minOfflineSeconds: Int, $maxOfflineSeconds: Int, $pageIndex: Int, $pageRows: Int) {
      result: offlineDevices(fleetId: $fleetId, minOfflineSeconds: $minOfflineSeconds, maxOfflineSeconds: $maxOfflineSeconds, pageIndex: $pageIndex, pageRows: $pageRows) {
        total rows { ${DEVICE_PRESENCE_SELECTION} } } }`,
    variables: asIs,
  },
  fetchOnlineStatistics: {
    shape: 'plain',
    document: `query ($fleetId: ID, $bucket: OnlineBucket, $pageIndex: Int, $pageRows: Int) {
      result: onlineStatistics(fleetId: $fleetId, bucket: $bucket, pageIndex: $pageIndex, pageRows: $pageRows) {
        counts { bucket count } devices bucket total rows { ${DEVICE_PRESENCE_SELECTION} } } }`,
    variables: asIs,
  },
  getOfflineReports: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String, $fleetId: ID, $startTime: Float!, $endTime: Float!, $pageIndex: Int, $pageRows: Int) {
      result: offlineReports(deviceSerialNumber: $deviceSerialNumber, fleetId: $fleetId, startTime: $startTime, endTime: $endTime, pageIndex: $pageIndex, pageRows: $pageRows) {
        total rows { deviceSerialNumber carName startTime endTime durationSeconds fixTime latitude longitude address } } }`,
    variables: asIs,
  },
  ...statisticsCalls('All'),
  ...statisticsCalls('Mileage'),
  ...statisticsCalls('Warning'),
  ...statisticsCalls('Overspeed'),
  ...statisticsCalls('Offline'),
  getPlanOrders: {
    shape: 'plain',
    document: `query ($filter: PlanOrderFilter, $pageIndex: Int, $pageRows: Int) {
      result: planOrders(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${PLAN_ORDER_SELECTION} } } }`,
    variables: filterAndPaging,
  },
  getRefundQuote: {
    shape: 'plain',
    document: `query ($orderNumber: String!) { result: refundQuote(orderNumber: $orderNumber) { orderNumber amount full devices { deviceSerialNumber days } } }`,
    variables: asIs,
  },
  refundPlanOrder: {
    shape: 'plain',
    document: `mutation ($orderNumber: String!, $reason: String!) { result: refundPlanOrder(orderNumber: $orderNumber, reason: $reason) { ${PLAN_ORDER_SELECTION} } }`,
    variables: asIs,
  },
  abolitionInvoice: {
    shape: 'plain',
    document: `mutation ($orderNumber: String!, $reason: String!) { result: abolitionInvoice(orderNumber: $orderNumber, reason: $reason) { ${PLAN_ORDER_SELECTION} } }`,
    variables: asIs,
  },
  getPlanOrderTotals: {
    shape: 'plain',
    document: `query ($filter: PlanOrderTotalsFilter) {
      result: planOrderTotals(filter: $filter) { count amount discount captured refunded net } }`,
    variables: (filter: Record<string, unknown>) => ({ filter }),
  },
  getFinanceReconciliation: {
    shape: 'plain',
    document: `query ($startTime: Float!, $endTime: Float!) {
      result: financeReconciliation(startTime: $startTime, endTime: $endTime) { ${RECONCILED_SELECTION} days { day ${RECONCILED_SELECTION} } } }`,
    variables: asIs,
  },
  addPlanOrder: {
    shape: 'plain',
    document: `mutation ($input: AddPlanOrderInput!) { result: addPlanOrder(input: $input) { orderNumber amount checkout { action method fields { name value } } } }`,
    variables: asInput,
  },
  cancelPlanOrder: {
    shape: 'plain',
    document: `mutation ($orderNumber: String!) { result: cancelPlanOrder(orderNumber: $orderNumber) { ${PLAN_ORDER_SELECTION} } }`,
    variables: asIs,
  },
  addManualPlanOrder: {
    shape: 'plain',
    document: `mutation ($input: AddManualPlanOrderInput!) { result: addManualPlanOrder(input: $input) { ${PLAN_ORDER_SELECTION} } }`,
    variables: asInput,
  },
  extendServiceDate: {
    shape: 'plain',
    document: `mutation ($orderNumber: String!) { result: extendServiceDate(orderNumber: $orderNumber) { orderNumber kind devices { deviceSerialNumber expiredDate } } }`,
    variables: asIs,
  },
  getMileageMaintances: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String, $fleetId: ID, $pageIndex: Int, $pageRows: Int) {
      result: mileageMaintances(deviceSerialNumber: $deviceSerialNumber, fleetId: $fleetId, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${MAINTENANCE_SELECTION} } } }`,
    variables: asIs,
  },
  addMileageMaintance: {
    shape: 'plain',
    document: `mutation ($input: AddMileageMaintanceInput!) { result: addMileageMaintance(input: $input) { ${MAINTENANCE_SELECTION} } }`,
    variables: asInput,
  },
  editMileageMaintance: {
    shape: 'plain',
    document: `mutation ($input: EditMileageMaintanceInput!) { result: editMileageMaintance(input: $input) { ${MAINTENANCE_SELECTION} } }`,
    variables: asInput,
  },
  recordMileageMaintanceService: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $id: ID!, $odometerKm: Float, $date: String) {
      result: recordMileageMaintanceService(deviceSerialNumber: $deviceSerialNumber, id: $id, odometerKm: $odometerKm, date: $date) { ${MAINTENANCE_SELECTION} } }`,
    variables: asIs,
  },
  deleteMileageMaintance: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumber: String!, $id: ID!) { result: deleteMileageMaintance(deviceSerialNumber: $deviceSerialNumber, id: $id) }`,
    variables: asIs,
  },
  getVipPlanItems: {
    shape: 'plain',
    document: `query ($flags: [Int!], $statusCode: Int, $pageIndex: Int, $pageRows: Int) {
      result: vipPlanItems(flags: $flags, statusCode: $statusCode, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${VIP_PLAN_ITEM_SELECTION} } } }`,
    variables: asIs,
  },
  addVipPlanItem: {
    shape: 'plain',
    document: `mutation ($input: AddVipPlanItemInput!) { result: addVipPlanItem(input: $input) { ${VIP_PLAN_ITEM_SELECTION} } }`,
    variables: asInput,
  },
  editVipPlanItem: {
    shape: 'plain',
    document: `mutation ($input: EditVipPlanItemInput!) { result: editVipPlanItem(input: $input) { ${VIP_PLAN_ITEM_SELECTION} } }`,
    variables: asInput,
  },
  deleteVipPlanItem: {
    shape: 'plain',
    document: `mutation ($id: ID!) { result: deleteVipPlanItem(id: $id) }`,
    variables: asIs,
  },
  getCoupons: {
    shape: 'plain',
    document: `query ($filter: CouponFilter, $pageIndex: Int, $pageRows: Int) {
      result: coupons(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${COUPON_SELECTION} } } }`,
    variables: filterAndPaging,
  },
  addCoupon: {
    shape: 'plain',
    document: `mutation ($numberOfCoupons: Int!, $discountFee: Float!) {
      result: addCoupon(numberOfCoupons: $numberOfCoupons, discountFee: $discountFee) { batchId couponNumbers } }`,
    variables: asIs,
  },
  editCoupon: {
    shape: 'plain',
    document: `mutation ($couponNumber: String!, $discountFee: Float!, $status: Int!) {
      result: editCoupon(couponNumber: $couponNumber, discountFee: $discountFee, status: $status) { ${COUPON_SELECTION} } }`,
    variables: asIs,
  },
  deleteCoupon: {
    shape: 'plain',
    document: `mutation ($couponNumber: String!) { result: deleteCoupon(couponNumber: $couponNumber) }`,
    variables: asIs,
  },
  getPlans: {
    shape: 'plain',
    document: `query { result: plans { total rows { planId planName itemCount activeItemCount deviceCount } } }`,
    variables: asIs,
  },
  getPlanItems: {
    shape: 'plain',
    document: `query ($filter: PlanItemFilter, $pageIndex: Int, $pageRows: Int) {
      result: planItems(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${PLAN_ITEM_SELECTION} } } }`,
    variables: filterAndPaging,
  },
  addPlanItem: {
    shape: 'plain',
    document: `mutation ($input: AddPlanItemInput!) { result: addPlanItem(input: $input) { ${PLAN_ITEM_SELECTION} } }`,
    variables: asInput,
  },
  editPlanItem: {
    shape: 'plain',
    document: `mutation ($input: EditPlanItemInput!) { result: editPlanItem(input: $input) { ${PLAN_ITEM_SELECTION} } }`,
    variables: asInput,
  },
  deletePlanItem: {
    shape: 'plain',
    document: `mutation ($id: ID!) { result: deletePlanItem(id: $id) }`,
    variables: asIs,
  },
  assignDevicesPlan: {
    shape: 'plain',
    document: `mutation ($deviceSerialNumbers: [String!]!, $planId: Int!) {
      result: assignDevicesPlan(deviceSerialNumbers: $deviceSerialNumbers, planId: $planId) }`,
    variables: asIs,
  },
  getRenewalItems: {
    shape: 'plain',
    document: `query ($deviceSerialNumber: String!) {
      result: renewalItems(deviceSerialNumber: $deviceSerialNumber) { total rows { ${PLAN_ITEM_SELECTION} } } }`,
    variables: asIs,
  },
  manualAdjustService: {
    shape: 'plain',
    document: `mutation ($input: ManualAdjustServiceInput!) { result: manualAdjustService(input: $input) { ${ADJUSTMENT_SELECTION} } }`,
    variables: asInput,
  },
  getManualAdjustServiceLogs: {
    shape: 'plain',
    document: `query ($filter: ManualAdjustServiceLogFilter, $pageIndex: Int, $pageRows: Int) {
      result: manualAdjustServiceLogs(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${ADJUSTMENT_SELECTION} } } }`,
    variables: filterAndPaging,
  },
  getAnnouncements: {
    shape: 'plain',
    document: `query ($keyword: String, $pageIndex: Int, $pageRows: Int) {
      result: announcements(keyword: $keyword, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${ANNOUNCEMENT_SELECTION} } } }`,
    variables: asIs,
  },
  publishAnnouncement: {
    shape: 'plain',
    document: `mutation ($publishDate: Float, $messageContent: String!) {
      result: publishAnnouncement(publishDate: $publishDate, messageContent: $messageContent) { ${ANNOUNCEMENT_SELECTION} } }`,
    variables: asIs,
  },
  deleteAnnouncements: {
    shape: 'plain',
    document: `mutation ($ids: [ID!]!) { result: deleteAnnouncements(ids: $ids) }`,
    variables: asIs,
  },
  getMessages: {
    shape: 'plain',
    document: `query ($senderAccountId: ID, $receiverAccountType: Int, $receiverAccountId: String, $keyword: String, $pageIndex: Int, $pageRows: Int) {
      result: messages(senderAccountId: $senderAccountId, receiverAccountType: $receiverAccountType, receiverAccountId: $receiverAccountId, keyword: $keyword, pageIndex: $pageIndex, pageRows: $pageRows) {
        total rows { ${MESSAGE_SELECTION} } } }`,
    variables: asIs,
  },
  getMessage: {
    shape: 'plain',
    document: `query ($id: ID!) { result: message(id: $id) { ${MESSAGE_SELECTION} } }`,
    variables: asIs,
  },
  publishMessage: {
    shape: 'plain',
    document: `mutation ($receiverAccountType: Int!, $receiverAccountIds: [String!]!, $messageContent: String!) {
      result: publishMessage(receiverAccountType: $receiverAccountType, receiverAccountIds: $receiverAccountIds, messageContent: $messageContent) {
        batchId rows { ${MESSAGE_SELECTION} } } }`,
    variables: asIs,
  },
  deleteMessage: {
    shape: 'plain',
    document: `mutation ($id: ID!) { result: deleteMessage(id: $id) }`,
    variables: asIs,
  },
  markInboxSeen: {
    shape: 'plain',
    document: `mutation ($announcementIds: [ID!]! = [], $messageIds: [ID!]! = []) {
      result: markInboxSeen(announcementIds: $announcementIds, messageIds: $messageIds) }`,
    variables: asIs,
  },
  addReport: {
    shape: 'plain',
    document: `mutation ($reportTypeId: Int! = 1, $contact: String! = "", $contactMethod: String! = "", $description: String!) {
      result: addReport(reportTypeId: $reportTypeId, contact: $contact, contactMethod: $contactMethod, description: $description) { ${REPORT_SELECTION} } }`,
    variables: asIs,
  },
  getReports: {
    shape: 'plain',
    document: `query ($reportTypeId: Int, $state: Int, $startTime: Float, $endTime: Float, $keyword: String, $pageIndex: Int, $pageRows: Int) {
      result: reports(reportTypeId: $reportTypeId, state: $state, startTime: $startTime, endTime: $endTime, keyword: $keyword, pageIndex: $pageIndex, pageRows: $pageRows) {
        total rows { ${REPORT_SELECTION} } } }`,
    variables: asIs,
  },
  getAuditHistory: {
    shape: 'plain',
    document: `query ($entityType: AuditEntityType!, $key: String! = "", $day: String, $pageIndex: Int, $pageRows: Int) {
      result: auditHistory(entityType: $entityType, key: $key, day: $day, pageIndex: $pageIndex, pageRows: $pageRows) {
        entity { ${AUDIT_ENTITY_SELECTION} } total rows { ${AUDIT_EVENT_SELECTION} } } }`,
    variables: asIs,
  },
  getAuditState: {
    shape: 'plain',
    document: `query ($entityType: AuditEntityType!, $key: String! = "", $day: String, $at: Float!, $compareAt: Float) {
      result: auditState(entityType: $entityType, key: $key, day: $day, at: $at, compareAt: $compareAt) {
        entity { ${AUDIT_ENTITY_SELECTION} } at exists revision eventAt fields { field value } compareAt changes { field before after } } }`,
    variables: asIs,
  },
  editReport: {
    shape: 'plain',
    document: `mutation ($id: ID!, $state: Int!, $note: String) { result: editReport(id: $id, state: $state, note: $note) { ${REPORT_SELECTION} } }`,
    variables: asIs,
  },
  startAuditVerification: {
    shape: 'plain',
    document: `mutation { result: startAuditVerification { ${AUDIT_VERIFICATION_SELECTION} } }`,
    variables: asIs,
  },
  getAuditVerification: {
    shape: 'plain',
    document: `query ($id: ID) { result: auditVerification(id: $id) { ${AUDIT_VERIFICATION_SELECTION} } }`,
    variables: asIs,
  },
  erasePersonalData: {
    shape: 'plain',
    document: `mutation ($accountType: Int!, $account: String!) {
      result: erasePersonalData(accountType: $accountType, account: $account) { accountType accountId erasedAt } }`,
    variables: asIs,
  },
} satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

function pick(value: any, fields: readonly string[]): any {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(fields.map((f) => [f, value[f]]));
}

/** Reduces an /api answer to the GraphQL selection of the same call. */
function normalise(shape: Shape, data: any): any {
  switch (shape) {
    case 'fleet':
      return pick(data, FLEET_FIELDS);
    case 'device':
      return pick(data, DEVICE_FIELDS);
    case 'devices':
      return (data as any[]).map((d) => pick(d, DEVICE_FIELDS));
    case 'fleetPage':
      return { total: data.total, rows: data.rows.map((r: any) => pick(r, FLEET_FIELDS)) };
    case 'devicePage':
      return { total: data.total, rows: data.rows.map((r: any) => pick(r, DEVICE_FIELDS)) };
    case 'accountPage':
      return { total: data.total, rows: data.rows.map((r: any) => pick(r, ACCOUNT_FIELDS)) };
    case 'warning':
      return pick(data, WARNING_FIELDS);
    case 'warningPage':
      return { total: data.total, rows: data.rows.map((r: any) => pick(r, WARNING_FIELDS)) };
    case 'plain':
      return data;
  }
}

/** Drops absent fields: GraphQL variables mean "absent" by leaving a field out, as the /api body does. */
function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

export interface CallOptions {
  /** Idempotency key: the /api body's requestId, GraphQL's Idempotency-Key header. */
  requestId?: string;
}

export interface Door {
  readonly name: 'api' | 'graphql';
  call<T = any>(
    call: CallName,
    input: Record<string, unknown>,
    token: string | undefined,
    options?: CallOptions,
  ): Promise<Envelope<T>>;
}

class ApiDoor implements Door {
  readonly name = 'api';
  constructor(private readonly app: () => TestApp) {}

  async call<T>(call: CallName, input: Record<string, unknown>, token?: string, options: CallOptions = {}) {
    const body = options.requestId ? { ...input, requestId: options.requestId } : input;
    const res = await this.app().api(call, body, token);
    if (res.code !== 0) return res as Envelope<T>;
    return { ...res, data: normalise(CALLS[call].shape, res.data) as T };
  }
}

class GraphqlDoor implements Door {
  readonly name = 'graphql';
  constructor(private readonly app: () => TestApp) {}

  async call<T>(call: CallName, input: Record<string, unknown>, token?: string, options: CallOptions = {}) {
    const spec: CallSpec = CALLS[call];
    const res = await fetch(`${this.app().server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.requestId ? { 'idempotency-key': options.requestId } : {}),
      },
      body: JSON.stringify({ query: spec.document, variables: withoutUndefined(spec.variables(input)) }),
    });
    const body = (await res.json()) as {
      data?: { result?: unknown } | null;
      errors?: { message: string; extensions?: { code?: unknown; detail?: unknown } }[];
    };
    if (body.errors && body.errors.length > 0) {
      const [first] = body.errors;
      const code = first.extensions?.code;
      if (typeof code !== 'number')
        throw new Error(`GraphQL ${call}: error without a code: ${first.message}`);
      return {
        code,
        message: first.message,
        ...(first.extensions?.detail ? { data: first.extensions.detail as T } : {}),
      };
    }
    return { code: 0, message: 'OK', data: body.data?.result as T };
  }
}

/** Both doors of the app the getter returns (the app is started in beforeAll, after this runs). */
export function doorsOf(app: () => TestApp): Door[] {
  return [new ApiDoor(app), new GraphqlDoor(app)];
}

/** Calls a door and fails with the server's message unless the answer is success. */
export async function ok<T = any>(
  door: Door,
  call: CallName,
  input: Record<string, unknown>,
  token: string | undefined,
  options?: CallOptions,
): Promise<T> {
  const res = await door.call<T>(call, input, token, options);
  if (res.code !== 0) throw new Error(`${door.name} ${call} answered ${res.code}: ${res.message}`);
  return res.data as T;
}
