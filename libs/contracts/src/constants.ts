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

export const AccountType = { ADMIN: 1, FLEET: 2, DEVICE: 3 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const AccountStatus = { NORMAL: 1, SUSPENDED: 2 } as const;

/** Device service status codes (serviceStatusCode / status). The admin stop action sets STOPPED. */
export const ServiceStatus = { NORMAL: 1, EXPIRED: 2, STOPPED: 3, PAID_STOP: 4 } as const;

/** deviceStatusCode: 1 offline (default); 2 and 3 show the running icon. */
export const DeviceStatusCode = { OFFLINE: 1, RUNNING: 2, RUNNING_ALT: 3 } as const;

export const DEVICE_ICONS = [1, 2, 3, 4, 5, 6, 7] as const; // car, motorcycle, bicycle, truck, excavator, boat, pedestrian

/** Administrator functions 1..13, each with a 4-character add/edit/delete/view flag string. */
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
export type AdminFunction = (typeof AdminFunction)[keyof typeof AdminFunction];

export const LANGUAGES = ['zh-TW', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
