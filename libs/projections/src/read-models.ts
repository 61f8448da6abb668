import type {
  AccountKind,
  AccountType,
  CommandFailure,
  AnnouncementStatus,
  InvoiceType,
  OrderFailure,
  OrderKind,
  OrderStatus,
  PaymentStatus,
  PaymentType,
  ReceiverAccountType,
  ReportState,
  ReportType,
} from '@gps/codes';
import type {
  AtMarker,
  MarkerPoint,
  OrderLine,
  PaymentStage,
  PositionRejectReason,
  Protection,
  RemoteCommandStatus,
  VehicleStatus,
  WarningKind,
} from '@gps/domain';
import { collection, type Filter, type Query } from '@gps/read-store';
import type { DevicePresenceDoc } from './presence/device-presence';

/**
 * Read-model document shapes: what the doors serve. Time fields are epoch microseconds, the unit the
 * spec's clients compare against. `Collections` (below) names the collection of each.
 */
export interface AccountDoc {
  id: string;
  account: string;
  alias: string;
  permissionId: string;
  statusCode: number;
  /** Where password-reset keys are mailed. */
  email: string | null;
  lastLoginTimestamp: number | null;
  createDate: number;
  [k: string]: unknown;
}

export interface PermissionDoc {
  id: string;
  name: string;
  sort: number;
  /** Function id '1'..'13' -> add/edit/delete/view flags, e.g. '1101'. */
  rights: Record<string, string>;
  createDate: number;
  [k: string]: unknown;
}

export interface FleetDoc {
  id: string;
  account: string;
  alias: string;
  contact: string | null;
  phoneNumber: string | null;
  address: string | null;
  email: string | null;
  permissions: string;
  parentFleetId: string | null;
  /** The fleet's overspeed limit, km/h; null: none of its own (its parent's, else the platform's). */
  speedLimitKmh: number | null;
  numberOfDevices: number;
  numberOfSubFleets: number;
  loginTimestamp: number | null;
  statusCode: number;
  accountType: typeof AccountType.FLEET;
  createDate: number;
  [k: string]: unknown;
}

export interface DeviceDoc {
  id: string;
  deviceId: string;
  deviceSerialNumber: string;
  carName: string | null;
  alias: string | null;
  deviceOwnerName: string | null;
  phoneNumber: string | null;
  email: string | null;
  simNumber: string | null;
  carElectricity: number | null;
  firmwareVersion: string | null;
  /** The tracker's model as entered (free text); null: none, read generically. */
  model: string | null;
  /** The device's own overspeed limit, km/h; null: its fleet's or the platform's. */
  speedLimitKmh: number | null;
  esimId: string | null;
  isValueAddedVisible: number | null;
  serviceStatusCode: number | null;
  status: number | null;
  fleetId: string | null;
  fleetAlias: string | null;
  parentFleetId: string | null;
  /** Its service plan: 1 to 10 (A to J), 0 for none (DevicePlanAssigned). */
  planId: number;
  /** The plan's letter, null for none. */
  planName: string | null;
  serviceExpiredDate: number | null;
  valueExpiredDate: number | null;
  /** The address plan's expiry, epoch µs; null: never bought (docs/decisions/service-lifecycle.md). */
  addressPlanExpiredDate: number | null;
  createDate: number;
  deviceStatusCode: number;
  warnings: number;
  locateType: number | null;
  speed: number | null;
  isProtected: number | null;
  latitude: number | null;
  longitude: number | null;
  gpsLatitude: number | null;
  gpsLongitude: number | null;
  address: string | null;
  deviceIcon: number;
  convertGpsToAddressTimes: number;
  /** The marker its stop under way is within 150 m of ("parked at Home"); null when moving or none. */
  parkedAtMarker: AtMarker | null;
  hasPassword: boolean;
  allocated: number;
  /** Epoch µs of the row's last change (whatever changed): what `lastLoadingTimestamp` polls. */
  updatedTimestamp: number;
  // Live telemetry (see docs/decisions/read-models.md). null until the device has reported it.
  /** Degrees of the last in-order fix (the existing latitude/longitude are its position). */
  course: number | null;
  /** Metres; null when the last fix did not carry one. */
  altitude: number | null;
  satellites: number | null;
  /** Percent 0..100; the last value the device sent (a report without one keeps it). */
  batteryLevel: number | null;
  /** Volts; kept like batteryLevel. */
  batteryVoltage: number | null;
  /** External power: the vehicle's supply, volts; kept like batteryLevel. */
  powerVoltage: number | null;
  gsmSignal: number | null;
  /** Ignition; kept like batteryLevel. */
  acc: boolean | null;
  /** Device time of the last in-order fix, epoch µs. */
  lastFixTimestamp: number | null;
  /** Odometer total after the last in-order fix. */
  odometerMeters: number | null;
  /**
   * The device's own odometer, metres, from the last in-order fix that carried one (kept like
   * batteryLevel). Shown beside odometerMeters, never counted: docs/decisions/device-readings.md.
   */
  deviceOdometerMeters: number | null;
  /** null until the telemetry decider first decides it (the UI may show it as no signal). */
  vehicleStatus: VehicleStatus | null;
  /** null until the device first reports; isProtected is 0 for 'none', 1 for any armed mode. */
  protection: Protection | null;
  online: boolean;
  /** Receipt time of the last event the device caused (the decider's lastSeenAt), epoch µs. */
  lastSeenTimestamp: number | null;
  /** Positions the filters refused, in total and per reason (every reason present, 0 at first). */
  rejectedPositions: number;
  rejectedPositionsByReason: Record<PositionRejectReason, number>;
  [k: string]: unknown;
}

/** `DeviceDoc.locateType`: the spec's "satellite" and "base station" (a code set of @gps/codes). */
export { LocateType as LocateTypeCode } from '@gps/codes';

/**
 * An administrator's adjustment of a device's service expiry (ServiceManuallyAdjusted), with the
 * device's car name and fleet at the time; the administrator's name is joined when listed.
 */
export interface ServiceAdjustmentDoc {
  /** The event's id. */
  id: string;
  deviceSerialNumber: string;
  carName: string | null;
  fleetId: string | null;
  fleetAlias: string | null;
  /** Epoch µs. */
  fromServiceExpiredDate: number;
  toServiceExpiredDate: number;
  reason: string;
  adminId: string;
  /** The administrator's sign-in name then. */
  adminName: string | null;
  /** Epoch µs of the adjustment. */
  timestamp: number;
  /** The event's log position: the order of adjustments made in the same microsecond. */
  seq: number;
  [k: string]: unknown;
}

/** One warning raised by a device, with the device's car name and fleet at the time it was raised. */
export interface WarningDoc {
  /** The event's warningId: `${serial}-${at}-${kind}`. */
  id: string;
  deviceSerialNumber: string;
  carName: string | null;
  fleetId: string | null;
  parentFleetId: string | null;
  kind: WarningKind;
  /** 'status': a status alarm, open until AlarmCleared; 'alarm': a one-off alarm packet. */
  source: 'status' | 'alarm';
  /** Stable English text per kind; the UI translates by kind. */
  warningMessage: string;
  /**
   * The place a warning is about: the fence's alias when it was crossed (fence_enter, fence_exit,
   * from the FenceEntered/FenceExited beside the warning); null for every other kind.
   */
  placeName: string | null;
  /**
   * When it happened, epoch µs: the fix time of the position that raised it, else the receipt
   * (WarningRaised's `occurredAt ?? at`). The time keys, period filters and order follow it.
   */
  timestamp: number;
  /** When the platform received it, epoch µs: later than `timestamp` for a buffered upload. */
  receivedTimestamp: number;
  latitude: number | null;
  longitude: number | null;
  cleared: boolean;
  clearedTimestamp: number | null;
  /** Marked handled by a person (WarningHandled); handled once, for good. */
  handled: boolean;
  /** Who handled it: the account kind (what clients may see of an administrator's name depends on it). */
  handledByKind: AccountKind | null;
  /** The handler's sign-in name at the time (a device's is its serial). */
  handledBy: string | null;
  /** When it was handled, epoch µs. */
  handledAt: number | null;
  /** The handler's note (trimmed, up to 280 characters), or null. */
  note: string | null;
  /**
   * Sort keys `<owner>|<timestamp, 17 digits>`: the read-store indexes one field (plus id), so
   * "one device's (or fleet's) warnings, newest first" needs the owner and the time in one field to
   * be served by an index. Query them with `ownerTimeKeyRange`.
   */
  deviceTimeKey: string;
  /** null while the device belongs to no fleet. */
  fleetTimeKey: string | null;
  /** The main fleet of the device's fleet (itself for a main fleet): a main fleet with its sub-fleets. */
  mainFleetTimeKey: string | null;
  [k: string]: unknown;
}

/** One remote command and what became of it: the command log and the gateway's outbox. */
export interface RemoteCommandDoc {
  /** The commandId. */
  id: string;
  deviceSerialNumber: string;
  requestDataCode: number;
  key: string;
  /** As recorded: text, seconds, level, 0/1, or null for queries. */
  value: string | number | null;
  /** GT06's server flag: a reply echoes it. */
  requestNumber: number;
  status: RemoteCommandStatus;
  requestedByKind: AccountKind;
  /** The admin account id, the fleet id or the device serial. */
  requestedById: string;
  requestTimestamp: number;
  expiresTimestamp: number;
  protocol: string | null;
  /** The command text as written to the device. */
  sentText: string | null;
  sentTimestamp: number | null;
  replyText: string | null;
  replyTimestamp: number | null;
  /** Why it failed, as a code the pages translate. */
  failure: CommandFailure | null;
  /** Why it failed, in technical words. */
  failureReason: string | null;
  /** When it failed or expired. */
  closedTimestamp: number | null;
  /** `<serial>|<requestTimestamp>`: one device's commands in time order from one index. */
  deviceTimeKey: string;
  /** The serial while queued (the outbox's lookup), null after. */
  queuedSerial: string | null;
  /** expiresTimestamp while queued or sent (the expiry sweep's lookup), null once settled. */
  openExpiresTimestamp: number | null;
  [k: string]: unknown;
}

/** Sign-in lookup, kept apart so password hashes never travel with list read models. */
export interface CredentialDoc {
  /** 'admin:<lowercased account>' | 'fleet:<lowercased account>' | 'device:<serial>' */
  id: string;
  kind: AccountKind;
  subjectId: string;
  passwordHash: string | null;
  statusCode: number;
  email: string | null;
  [k: string]: unknown;
}

export interface SettingDoc {
  id: string;
  value: string;
  [k: string]: unknown;
}

export interface SystemLogDoc {
  id: string;
  timestamp: number;
  /** Position of the entry in the event log: orders entries recorded in the same millisecond. */
  seq: number;
  accountId: string | null;
  account: string | null;
  action: string;
  functionId: number | null;
  outcome: 'success' | 'denied' | 'failure';
  detail: string | null;
  ip: string | null;
  [k: string]: unknown;
}

/** One uploaded voice recording; the audio is a file named by the id (docs/decisions/voice-recordings.md). */
export interface VoiceRecordingDoc {
  /** The recordingId. */
  id: string;
  deviceSerialNumber: string;
  fileName: string;
  /** Detected from the bytes; what playback serves. */
  contentType: string;
  size: number;
  sha256: string;
  /** Epoch µs when the device recorded it; null when the uploader did not say. */
  recordedAt: number | null;
  /** Epoch µs. */
  uploadedAt: number;
  /** The uploader's sign-in name at the time. */
  uploadedBy: string;
  uploadedByKind: AccountKind;
  /** The admin account id, the fleet id or the device serial. */
  uploadedById: string;
  [k: string]: unknown;
}

/** An electronic fence of a device (docs/decisions/places.md), as the calls answer it. */
export interface FenceDoc {
  /** The fenceId. */
  id: string;
  deviceSerialNumber: string;
  alias: string;
  fenceType: number;
  /** `'lat,lng'` points: a circle's centre and edge point, or a polygon's vertices. */
  coordinates: string[];
  /** Metres, circles only. */
  radius: number | null;
  isEnterWarning: boolean;
  isExitWarning: boolean;
  remark: string | null;
  targetType: number;
  /** Epoch µs when it was added: the list's order. */
  createdAt: number;
  [k: string]: unknown;
}

/**
 * A maintenance item of a device (docs/decisions/mileage-maintenance.md), with its next due point
 * kept beside it so the due sweep finds the items to check by index.
 */
export interface MaintenanceItemDoc {
  /** The itemId. */
  id: string;
  deviceSerialNumber: string;
  name: string;
  intervalKm: number | null;
  intervalDays: number | null;
  lastServiceOdometerKm: number;
  /** `YYYY-MM-DD`, the platform's time zone. */
  lastServiceDate: string;
  remark: string | null;
  /** Last service + interval km, null without a km interval. */
  nextDueOdometerKm: number | null;
  /** Last service date + interval days (`YYYY-MM-DD`), null without a day interval. */
  nextDueDate: string | null;
  /** The warning raised for the current due point, null while none was. */
  warningId: string | null;
  /** Epoch µs when it was added: the list's order. */
  createdAt: number;
  [k: string]: unknown;
}

/** A VIP plan item for sale (docs/decisions/billing.md): the catalogue's item as it now is. */
export interface VipPlanItemDoc {
  /** The itemId. */
  id: string;
  flag: number;
  name: string;
  /** Whole NT$. */
  price: number;
  extendDays: number;
  statusCode: number;
  description: string | null;
  invoiceName: string | null;
  /** Epoch µs when it was added. */
  createdAt: number;
  [k: string]: unknown;
}

/** An item of a service plan (docs/decisions/billing.md): the whole item and its plan's letter. */
export interface PlanItemDoc {
  /** The itemId. */
  id: string;
  planId: number;
  /** The plan's letter, A to J. */
  planName: string;
  name: string;
  price: number;
  extendDays: number;
  activeStatus: number;
  overtimeDays: number;
  overtimePrice: number;
  description: string | null;
  /** Epoch µs when it was added: the list's order within its plan. */
  createdAt: number;
  [k: string]: unknown;
}

/** A coupon (docs/decisions/billing.md); deleted coupons are not kept. */
export interface CouponDoc {
  /** The coupon number. */
  id: string;
  couponNumber: string;
  batchId: string;
  /** Whole NT$. */
  discountFee: number;
  /** 1 not sent, 2 sent, 3 used. */
  status: number;
  orderNumber: string | null;
  deviceSerialNumbers: string[];
  /** Epoch µs when used, null while unused. */
  usedAt: number | null;
  /** Epoch µs when issued. */
  issuedAt: number;
  [k: string]: unknown;
}

/**
 * An order (docs/decisions/orders.md) with everything a list and finance need: its lines and
 * amounts, the spec's statuses, the payment, invoice and refund figures (whole NT$), its fleet and
 * that fleet's parent (a main fleet sees its sub-fleets' orders). Times are epoch µs.
 */
export interface PlanOrderDoc {
  /** The orderNumber. */
  id: string;
  orderNumber: string;
  kind: OrderKind;
  itemId: string;
  itemName: string;
  planId: number | null;
  lines: OrderLine[];
  deviceSerialNumbers: string[];
  subtotal: number;
  discount: number;
  amount: number;
  couponNumber: string | null;
  /** The order decider's payment stage and delivery, from which the spec's two statuses follow. */
  stage: PaymentStage;
  delivered: boolean;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentType: PaymentType;
  provider: string;
  tradeNo: string | null;
  paymentCode: string | null;
  paymentCodeExpiresAt: number | null;
  /** Why the payment or the last refund failed, as a code the pages translate; null unless one did. */
  failure: OrderFailure | null;
  /** The same in the provider's words (or ours when it did not answer), for the record. */
  failureReason: string | null;
  invoiceType: InvoiceType;
  invoiceNumber: string | null;
  invoiceVoided: boolean;
  /** The allowances' sum on the invoice (0: none). */
  allowanceAmount: number;
  /** Asked when the refund was requested, null before. */
  refundRequestedAmount: number | null;
  /** Paid back (0 until refunded). */
  refundedAmount: number;
  fleetId: string | null;
  parentFleetId: string | null;
  placedAt: number;
  capturedAt: number | null;
  deliveredAt: number | null;
  refundedAt: number | null;
  /** Who placed it (an account id). */
  by: string;
  /** An administrator's note on a manual top-up. */
  note: string | null;
  [k: string]: unknown;
}

/** One device of an order: the order list's device filter (`deviceSerialNumber`) by index. */
export interface PlanOrderDeviceDoc {
  /** `<serialNumber>|<orderNumber>`. */
  id: string;
  deviceSerialNumber: string;
  orderNumber: string;
  placedAt: number;
  [k: string]: unknown;
}

/** A fleet's parent as it was created (fleets never move), kept by the orders projection for itself. */
export interface PlanOrderFleetDoc {
  /** The fleetId. */
  id: string;
  parentFleetId: string | null;
  [k: string]: unknown;
}

/**
 * Finance's figures of one Taipei day and payment type (docs/decisions/finance.md): what was
 * captured and what was refunded that day, from the order events alone.
 */
export interface FinanceDayDoc {
  /** `<YYYYMMDD>|<paymentType>`: a period's days are one key range. */
  id: string;
  /** YYYYMMDD, Taipei. */
  day: string;
  paymentType: PaymentType;
  capturedAmount: number;
  capturedCount: number;
  refundedAmount: number;
  refundedCount: number;
  [k: string]: unknown;
}

/** An order's payment type, kept by the finance projection for the refund that comes later. */
export interface FinanceOrderDoc {
  /** The orderNumber. */
  id: string;
  paymentType: PaymentType;
  [k: string]: unknown;
}

/**
 * An announcement to every customer (docs/decisions/announcements-and-messages.md); deleted ones
 * are not kept. Times are epoch µs.
 */
export interface AnnouncementDoc {
  /** The announcementId. */
  id: string;
  content: string;
  /** Its publish time: customers see it from then on (AnnouncementStatus.SCHEDULED until then). */
  activeDate: number;
  /** 1 scheduled, 2 published (AnnouncementStatus). */
  status: AnnouncementStatus;
  createdAt: number;
  /** The administrator's account id. */
  createdBy: string;
  [k: string]: unknown;
}

/**
 * A message to one account (docs/decisions/announcements-and-messages.md): a fleet's id or a
 * device's serial; deleted ones are not kept.
 */
export interface MessageDoc {
  /** The messageId. */
  id: string;
  /** The publishMessage call that sent it with the rest of its receivers. */
  batchId: string;
  senderAccountId: string;
  /** The administrator's account name then. */
  sender: string;
  /** 2 fleet (main or sub), 3 device (ReceiverAccountType). */
  receiverAccountType: ReceiverAccountType;
  /** The fleet's id, or the device's serial number. */
  receiverAccountId: string;
  /** The receiver's name when sent. */
  alias: string;
  content: string;
  /** When it was sent, epoch µs. */
  activeDate: number;
  [k: string]: unknown;
}

/**
 * One announcement or message an account has seen (InboxItemsSeen): what a sign-in leaves out.
 * Kept when the item is deleted (a deleted item is never handed over anyway).
 */
export interface InboxSeenDoc {
  /** `<accountId>:<itemId>`. */
  id: string;
  /** The session's subjectId: an administrator's or fleet's account id, a device's serial. */
  accountId: string;
  /** The announcementId or messageId. */
  itemId: string;
  kind: 'announcement' | 'message';
  /** Epoch µs. */
  seenAt: number;
  [k: string]: unknown;
}

/** The id of an InboxSeenDoc. */
export const inboxSeenId = (accountId: string, itemId: string): string => `${accountId}:${itemId}`;

/** One editReport of a feedback report: the state and note it set, who and when (epoch µs). */
export interface ReportChangeDoc {
  state: ReportState;
  note: string | null;
  byAccountId: string;
  /** The administrator's account name then. */
  by: string;
  at: number;
}

/**
 * A customer's feedback report and its handling (docs/decisions/feedback-reports.md), as the
 * contract's Report. The keyword filter is the read store's own (account, contact, contactMethod,
 * description).
 */
export interface ReportDoc {
  /** The reportId. */
  id: string;
  reportTypeId: ReportType;
  contact: string;
  contactMethod: string;
  description: string;
  /** The customer's account id (a device's serial number), type (2 fleet, 3 device) and name then. */
  accountId: string;
  accountType: ReceiverAccountType;
  account: string;
  /** 1 not processed, 2 contacted, 3 closed (ReportState). */
  state: ReportState;
  /** The latest edit's note (null when it had none). */
  note: string | null;
  /** Epoch µs when it was sent. */
  createdAt: number;
  /** Epoch µs of the latest edit; null before any. */
  updatedAt: number | null;
  /** Every edit, oldest first. */
  changes: ReportChangeDoc[];
  [k: string]: unknown;
}

/** A marker point of a device (docs/decisions/places.md). */
export interface MarkerDoc {
  /** The markerId. */
  id: string;
  deviceSerialNumber: string;
  alias: string;
  latitude: number;
  longitude: number;
  remark: string | null;
  targetType: number;
  markerType: number;
  /** Epoch µs when it was added: the list's order. */
  createdAt: number;
  [k: string]: unknown;
}

/**
 * What the directory keeps to show a parked device at its marker (docs/decisions/address-quotas.md):
 * the device's markers' points, as its place events gave them, and where its stop under way is.
 * Its own copy, not the places projection's: one projection sees markers and stops in log order, so
 * a rebuild decides the same.
 */
export interface ParkingMarkersDoc {
  /** The device's serial number. */
  id: string;
  markers: MarkerPoint[];
  /** The stop under way (StopStarted), null once it ended. */
  stop: { latitude: number; longitude: number } | null;
  [k: string]: unknown;
}

/**
 * One stop of a device (StopStarted, then StopEnded): what history's parking tab lists. Its id is
 * `<serial>|<startTime>` (ownerTimeKey), read in ranges of the primary key: a device's stops never
 * overlap, so the key orders them and a stop started before a period is the one just before its start.
 */
export interface StopDoc {
  id: string;
  deviceSerialNumber: string;
  /** Fix times, epoch µs; endTime is null while the vehicle is still parked. */
  startTime: number;
  endTime: number | null;
  /** null while still parked. */
  durationMs: number | null;
  latitude: number;
  longitude: number;
  /** The embedded atlas' area at the stop (county, town, village); null at sea or outside Taiwan. */
  address: string | null;
  [k: string]: unknown;
}

/** One ended trip of a device (TripEnded), its id `<serial>|<startTime>` like StopDoc's. */
export interface TripDoc {
  id: string;
  deviceSerialNumber: string;
  /** Fix times, epoch µs. */
  startTime: number;
  endTime: number;
  durationMs: number;
  distanceMeters: number;
  maxSpeedKmh: number;
  averageSpeedKmh: number;
  startLatitude: number;
  startLongitude: number;
  endLatitude: number;
  endLongitude: number;
  endedBy: 'stop' | 'gap';
  [k: string]: unknown;
}

/**
 * One offline episode of a device (DeviceWentOffline, then OfflineEnded): what the offline reports
 * list. Its id is `<serial>|<startTime>` (ownerTimeKey), read in ranges of the primary key like
 * StopDoc's. It runs from the device's last packet to its next one (docs/decisions/online-buckets.md).
 */
export interface OfflineEpisodeDoc {
  id: string;
  deviceSerialNumber: string;
  /** The last packet before it went offline, epoch µs. */
  startTime: number;
  /** The first packet after, epoch µs; null while still offline. */
  endTime: number | null;
  /** endTime - startTime, ms; null while still offline. */
  durationMs: number | null;
  /** The last accepted fix before it went offline (fix time, epoch µs); null without one. */
  fixTime: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The embedded atlas' area of that fix; null at sea, outside Taiwan or without a fix. */
  address: string | null;
  [k: string]: unknown;
}

/**
 * One accepted position in a TrackChunkDoc, as a tuple to keep a day of them small to store and
 * quick to parse: fix time and receipt (epoch ms), latitude, longitude, speed (km/h), course,
 * altitude, satellites, locate type (LocateTypeCode), ACC, the platform odometer after it (m),
 * buffered (out of order), and its event's position in the log (orders fixes of one fix time).
 */
export type TrackChunkPoint = [
  fixTime: number,
  receivedAt: number,
  latitude: number,
  longitude: number,
  speed: number,
  course: number,
  altitude: number | null,
  satellites: number | null,
  locateType: number,
  acc: boolean | null,
  odometerMeters: number,
  buffered: boolean,
  position: number,
];

/**
 * A device's accepted positions taken in one minute of fix time (TRACK_CHUNK_MS), in log order
 * (each appended as it is recorded; the reader sorts by fix time, then log position): what history's
 * track reads, a day in at most 1,440 documents (docs/decisions/history.md). Its id is
 * `<serial>|<slice start, µs>` (ownerTimeKey), read in ranges of the primary key.
 */
export interface TrackChunkDoc {
  id: string;
  deviceSerialNumber: string;
  /** The slice's start, epoch µs. */
  startTime: number;
  points: TrackChunkPoint[];
  [k: string]: unknown;
}

/**
 * The fix time a TrackChunkDoc spans: 6 points at one fix every 10 s, 60 at one a second. The store
 * rewrites a chunk's row at each point appended, so a chunk is kept small (ten minutes cost the
 * ingestion benchmark three times as much; docs/decisions/history.md).
 */
export const TRACK_CHUNK_MS = 60_000;

/** The scopes statistics are kept for: a device, a fleet (with its sub-fleets), the whole platform. */
export type StatisticScope = 'device' | 'fleet' | 'platform';

/** The scopeId of the platform's rows. */
export const PLATFORM_SCOPE_ID = 'platform';

/** Hours in a local day: `StatisticsDayDoc.hourly` series are keyed by hours 0 to 23. */
export const HOURS_PER_DAY = 24;

/**
 * A figure by local hour, sparse: only the hours that counted something, keyed `h<hour>` (`h0` to
 * `h23`; identifiers, so the read store increments `hourly.mileageDm.h5` in place). Most hours of
 * most rows count nothing: a dense series of 24 zeros each made a row about 1 KB, rewritten whole
 * by SQLite at each batch's increment.
 */
export type HourlySeries = { [hour: `h${number}`]: number };

/** The key of `hour` in an HourlySeries. */
export const hourlyKey = (hour: number): `h${number}` => `h${hour}`;

/** What a scope counted: the sums every statistics group reads (docs/decisions/statistics.md). */
export interface StatisticFigures {
  /**
   * Sum of the accepted positions' distanceMeters (the odometer's filters applied), in decimetres:
   * the odometer's steps are whole decimetres, so the rows keep integers and their sums are exact.
   */
  mileageDm: number;
  /** Warnings raised, all kinds. */
  warnings: number;
  /** Overspeed episodes begun. */
  overspeeds: number;
  /** Durations of those episodes, once ended (attributed to the episode's start). */
  overspeedMs: number;
  /** Offline episodes begun. */
  offlines: number;
  /** Durations of those episodes, once ended (attributed to the episode's start). */
  offlineMs: number;
}

/** The figures of StatisticFigures, in its order: what the rollups add and the statistics calls sum. */
export const STATISTIC_FIGURES: readonly (keyof StatisticFigures)[] = [
  'mileageDm',
  'warnings',
  'overspeeds',
  'overspeedMs',
  'offlines',
  'offlineMs',
];

/**
 * One scope's figures for one local day (the platform's time zone), kept as events arrive by the
 * statistics projection: what every statistics page sums, a year in at most 366 rows a scope. Its
 * id is `<scope>:<scopeId>:<YYYYMMDD>`, read in ranges of the primary key. A fleet's rows count its
 * own devices and its sub-fleets' (the fleet each device belonged to when it happened).
 */
export interface StatisticsDayDoc extends StatisticFigures {
  id: string;
  scope: StatisticScope;
  /** Serial number, fleet id, or PLATFORM_SCOPE_ID. */
  scopeId: string;
  /** YYYYMMDD, local. */
  day: string;
  /** Warnings by kind (kinds not raised are absent). */
  warningsByKind: Partial<Record<WarningKind, number>>;
  /** Highest speed of the day's overspeed episodes once ended, km/h; 0 with none. */
  overspeedPeakKmh: number;
  /** Each figure by local hour of the day (hours that counted nothing are absent). */
  hourly: { [K in keyof StatisticFigures]: HourlySeries };
  /** overspeedPeakKmh by the local hour the episodes began (hours without one are absent). */
  hourlyOverspeedPeakKmh: HourlySeries;
  [k: string]: unknown;
}

/** The id of a StatisticsDayDoc: `<scope>:<scopeId>:<YYYYMMDD>`, so a scope's days are one key range. */
export function statisticsDayId(scope: StatisticScope, scopeId: string, day: string): string {
  return `${scope}:${scopeId}:${day}`;
}

/** A device's fleet from an instant on (epoch ms, the allocation's time), until the next period's. */
export interface FleetMembershipPeriod {
  from: number;
  /** null: unallocated (counted for the platform only). */
  fleetId: string | null;
  /** The fleet's parent, whose rows count its sub-fleets' (null for a main fleet or unallocated). */
  parentFleetId: string | null;
}

/**
 * The fleets one device belonged to over time (its allocations, in time order), kept by the
 * statistics projection so an event is counted for the fleet of when it happened: a device moved
 * today leaves yesterday's figures with its old fleet. Its id is the device serial.
 */
export interface FleetMembershipDoc {
  id: string;
  periods: FleetMembershipPeriod[];
  [k: string]: unknown;
}

/**
 * The read-model collections, each typed by its documents: a read answers with the collection's
 * document type, and a write must give one (the read store takes these handles, not names).
 */
export const Collections = {
  accounts: collection<AccountDoc>('accounts'),
  permissions: collection<PermissionDoc>('permissions'),
  fleets: collection<FleetDoc>('fleets'),
  devices: collection<DeviceDoc>('devices'),
  credentials: collection<CredentialDoc>('credentials'),
  settings: collection<SettingDoc>('settings'),
  systemLogs: collection<SystemLogDoc>('system_logs'),
  warnings: collection<WarningDoc>('warnings'),
  serviceAdjustments: collection<ServiceAdjustmentDoc>('service_adjustments'),
  voiceRecordings: collection<VoiceRecordingDoc>('voice_recordings'),
  remoteCommands: collection<RemoteCommandDoc>('remote_commands'),
  stops: collection<StopDoc>('stops'),
  trips: collection<TripDoc>('trips'),
  trackChunks: collection<TrackChunkDoc>('track_chunks'),
  fences: collection<FenceDoc>('fences'),
  markers: collection<MarkerDoc>('markers'),
  maintenanceItems: collection<MaintenanceItemDoc>('maintenance_items'),
  planItems: collection<PlanItemDoc>('plan_items'),
  parkingMarkers: collection<ParkingMarkersDoc>('parking_markers'),
  statisticsDays: collection<StatisticsDayDoc>('statistics_days'),
  fleetMemberships: collection<FleetMembershipDoc>('statistics_memberships'),
  devicePresence: collection<DevicePresenceDoc>('device_presence'),
  offlineEpisodes: collection<OfflineEpisodeDoc>('offline_episodes'),
  vipPlanItems: collection<VipPlanItemDoc>('vip_plan_items'),
  coupons: collection<CouponDoc>('coupons'),
  planOrders: collection<PlanOrderDoc>('plan_orders'),
  planOrderDevices: collection<PlanOrderDeviceDoc>('plan_order_devices'),
  planOrderFleets: collection<PlanOrderFleetDoc>('plan_order_fleets'),
  financeDays: collection<FinanceDayDoc>('finance_days'),
  financeOrders: collection<FinanceOrderDoc>('finance_orders'),
  announcements: collection<AnnouncementDoc>('announcements'),
  messages: collection<MessageDoc>('messages'),
  inboxSeen: collection<InboxSeenDoc>('inbox_seen'),
  reports: collection<ReportDoc>('reports'),
} as const;

export const credentialId = {
  admin: (account: string) => `admin:${account.toLowerCase()}`,
  fleet: (account: string) => `fleet:${account.toLowerCase()}`,
  device: (serial: string) => `device:${serial}`,
};

/** Epoch milliseconds (as carried by events) to the microseconds the read models serve. */
export const micros = (ms: number): number => ms * 1000;

const TIME_DIGITS = 17; // epoch µs has 16 digits until the year 2286
const KEY_SEPARATOR = '|';
/** The character after the separator: the exclusive end of one owner's keys. */
const KEY_END = '}';

/** `<owner>|<timestamp>` with the timestamp zero-padded, so string order is time order. */
export function ownerTimeKey(owner: string, timestamp: number): string {
  return `${owner}${KEY_SEPARATOR}${String(timestamp).padStart(TIME_DIGITS, '0')}`;
}

/**
 * Filters and sort for one owner's rows on a time key field (the id itself for rows keyed by
 * ownerTimeKey), optionally within [from, to) (epoch µs), newest first: one index range scan.
 */
export function ownerTimeKeyRange(
  field: 'id' | 'deviceTimeKey' | 'fleetTimeKey' | 'mainFleetTimeKey',
  owner: string,
  range: { from?: number; to?: number } = {},
): { filters: Filter[]; sort: NonNullable<Query['sort']> } {
  const from = range.from === undefined ? `${owner}${KEY_SEPARATOR}` : ownerTimeKey(owner, range.from);
  const to = range.to === undefined ? `${owner}${KEY_END}` : ownerTimeKey(owner, range.to);
  return {
    filters: [
      { field, op: 'gte', value: from },
      { field, op: 'lt', value: to },
    ],
    sort: [{ field, direction: 'desc' }],
  };
}
