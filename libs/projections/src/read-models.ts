/**
 * Read-model collections and their document shapes: what the doors serve. Time fields are epoch
 * microseconds, the unit the spec's clients compare against.
 */
export const Collections = {
  accounts: 'accounts',
  permissions: 'permissions',
  fleets: 'fleets',
  devices: 'devices',
  credentials: 'credentials',
  settings: 'settings',
  systemLogs: 'system_logs',
} as const;

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
  numberOfDevices: number;
  numberOfSubFleets: number;
  loginTimestamp: number | null;
  statusCode: number;
  accountType: 2;
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
  esimId: string | null;
  isValueAddedVisible: number | null;
  serviceStatusCode: number | null;
  status: number | null;
  fleetId: string | null;
  fleetAlias: string | null;
  parentFleetId: string | null;
  planName: string | null;
  serviceExpiredDate: number | null;
  valueExpiredDate: number | null;
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
  hasPassword: boolean;
  allocated: number;
  updatedTimestamp: number;
  [k: string]: unknown;
}

/** Sign-in lookup, kept apart so password hashes never travel with list read models. */
export interface CredentialDoc {
  /** 'admin:<lowercased account>' | 'fleet:<lowercased account>' | 'device:<serial>' */
  id: string;
  kind: 'admin' | 'fleet' | 'device';
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

export const credentialId = {
  admin: (account: string) => `admin:${account.toLowerCase()}`,
  fleet: (account: string) => `fleet:${account.toLowerCase()}`,
  device: (serial: string) => `device:${serial}`,
};

/** Epoch milliseconds (as carried by events) to the microseconds the read models serve. */
export const micros = (ms: number): number => ms * 1000;
