/** Business constants from the spec (section 9 of both documents). */
export const REQUEST_TIMEOUT_MS = 60_000;
export const SESSION_IDLE_SECONDS = 900;
export const DEFAULT_REFRESH_SECONDS = 15;
export const CLIENT_DEVICE_PAGE = 1000;
export const MULTI_MONITOR_MAX = 9;
export const SERVICE_EXPIRY_WINDOW_DAYS = 30;
export const DEFAULT_PARKING_OVERTIME_SECONDS = 1800;
export const MARKER_DISTANCE = 150;
export const TEXT_AREA_MAX = 280;
export const VOICE_RECORDING_LIST = 20;
export const COMMAND_LOG_REFRESH_MS = 60_000;
export const FREE_ADDRESS_QUOTA_PER_DAY = 100_000;
export const MAP_DEFAULT_CENTER = { lat: 23.98, lng: 120.97 } as const;

export const PAGE_SIZES = {
  accounts: [30, 100],
  permissions: [30, 100],
  fleets: [30, 100],
  devices: 200,
  servicePlans: 50,
  vipPlans: 50,
  coupons: 50,
  announcements: 20,
  messages: 20,
  reports: 50,
  finance: 100,
  systemLog: 5000,
  mileage: 20,
  warnings: 50,
  onlineTable: 100,
  offlineDevices: 200,
} as const;

/**
 * The code sets are defined once, in @gps/codes; re-exported here so that the contracts' surface
 * (and the web app's `@gps/contracts/constants` imports) stay as they were.
 */
export {
  AccountStatus,
  AccountType,
  AdminFunction,
  DEVICE_ICONS,
  DeviceStatusCode,
  LANGUAGES,
  ServiceStatus,
  type Language,
} from '@gps/codes';
