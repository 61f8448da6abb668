/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddFenceInput = {
  /** 1 to 50 characters: the name shown. */
  alias: string;
  /** Points as 'lat,lng' in decimal degrees. A circle: its centre and a point on its edge. A polygon: 3 to 200 vertices, not crossing itself, unclosed. */
  coordinates: Array<string>;
  deviceSerialNumber: string;
  /** 1 circle, 2 polygon. */
  fenceType: number;
  isEnterWarning: boolean;
  isExitWarning: boolean;
  /** A circle only: metres, above 0 and at most 100,000; the radius as given, not measured from the edge point. */
  radius?: number | null | undefined;
  /** At most 280 characters. */
  remark?: string | null | undefined;
  /** Target type: 0 home, 1 company, 2 custom (the alias is then the typed name). */
  targetType: number;
};

export type AddMarkerInput = {
  /** 1 to 50 characters: the name shown. */
  alias: string;
  deviceSerialNumber: string;
  /** Decimal degrees, -90 to 90, not 0. */
  latitude: number;
  /** Decimal degrees, -180 to 180, not 0. */
  longitude: number;
  /** 0 picked on the map, 1 converted from an address. */
  markerType: number;
  /** At most 280 characters. */
  remark?: string | null | undefined;
  /** Target type: 0 home, 1 company, 2 custom (the alias is then the typed name). */
  targetType: number;
};

export type AddMileageMaintanceInput = {
  deviceSerialNumber: string;
  /** Days between services, 1 to 3650. */
  intervalDays?: number | null | undefined;
  /** Whole kilometres between services, 1 to 1,000,000. At least one interval is required. */
  intervalKm?: number | null | undefined;
  /** A date in the platform's time zone, YYYY-MM-DD. Of the last service, not after today: the day interval counts from it. */
  lastServiceDate: string;
  /** The platform odometer (whole km) at the last service: the km interval counts from it. */
  lastServiceOdometerKm: number;
  /** 1 to 50 characters: what is serviced (engine oil, tyres). */
  name: string;
  /** At most 280 characters. */
  remark?: string | null | undefined;
};

/** Fleet sign-in (account) or single-device sign-in (deviceSerialNumber). */
export type ClientLoginInput = {
  account?: string | null | undefined;
  deviceSerialNumber?: string | null | undefined;
  /** Lowercase hex SHA-256 of the password. */
  password: string;
};

export type CreateAccountInput = {
  account: string;
  alias: string;
  /** Where password-reset keys are mailed. */
  email?: string | null | undefined;
  /** The new password itself (not its digest), held to the password policy. */
  password: string;
  permissionId: string;
  statusCode?: number | null | undefined;
};

export type CreateFleetInput = {
  account: string;
  address?: string | null | undefined;
  alias: string;
  contact?: string | null | undefined;
  email?: string | null | undefined;
  /** The new password itself (not its digest), held to the password policy. */
  password: string;
  permissions?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

export type CreatePermissionInput = {
  name: string;
  rights?: Array<FunctionRightsInput> | null | undefined;
  sort?: number | null | undefined;
};

export type CreateSubFleetInput = {
  account: string;
  alias: string;
  parentFleetId: string;
  /** The new password itself (not its digest), held to the password policy. */
  password: string;
  permissions?: string | null | undefined;
};

export type DeviceFilter = {
  deviceSerialNumber?: string | null | undefined;
  deviceSerialNumbers?: Array<string> | null | undefined;
  /** Devices whose service expires before this time. Epoch microseconds. */
  filterServiceExpiredDate?: number | null | undefined;
  fleetId?: string | null | undefined;
  isContainSubFleet?: boolean | null | undefined;
  keyword?: string | null | undefined;
  /** Only devices changed since then. Epoch microseconds. */
  lastLoadingTimestamp?: number | null | undefined;
};

export type EditAccountInput = {
  alias?: string | null | undefined;
  /** Blank clears it. */
  email?: string | null | undefined;
  id: string;
  /** The new password itself (not its digest), held to the password policy. */
  password?: string | null | undefined;
  permissionId?: string | null | undefined;
  statusCode?: number | null | undefined;
};

export type EditDeviceInput = {
  carName?: string | null | undefined;
  deviceIcon?: number | null | undefined;
  deviceSerialNumber: string;
  email?: string | null | undefined;
  esimId?: string | null | undefined;
  firmwareVersion?: string | null | undefined;
  /** Move to this fleet; null takes the device out of its fleet. */
  fleetId?: string | null | undefined;
  isCarElectricity?: number | null | undefined;
  isValueAddedVisible?: number | null | undefined;
  /** The tracker model as its maker names it (LW-01, NT20, ...); the gateway decodes the layouts only the model tells apart from its next connection. Blank clears it (generic decoding). */
  model?: string | null | undefined;
  ownerName?: string | null | undefined;
  ownerPhone?: string | null | undefined;
  /** The new password itself (not its digest), held to the password policy. */
  password?: string | null | undefined;
  /** null clears it. */
  serviceStatusCode?: number | null | undefined;
  simCardNumber?: string | null | undefined;
  /** The device's own overspeed limit, whole km/h (1-300), in force from its next position; null clears it (its fleet's limit, else the platform's, applies). */
  speedLimitKmh?: number | null | undefined;
};

export type EditFenceInput = {
  /** 1 to 50 characters: the name shown. */
  alias: string;
  /** Points as 'lat,lng' in decimal degrees. A circle: its centre and a point on its edge. A polygon: 3 to 200 vertices, not crossing itself, unclosed. */
  coordinates: Array<string>;
  deviceSerialNumber: string;
  /** 1 circle, 2 polygon. */
  fenceType: number;
  id: string;
  isEnterWarning: boolean;
  isExitWarning: boolean;
  /** A circle only: metres, above 0 and at most 100,000; the radius as given, not measured from the edge point. */
  radius?: number | null | undefined;
  /** At most 280 characters. */
  remark?: string | null | undefined;
  /** Target type: 0 home, 1 company, 2 custom (the alias is then the typed name). */
  targetType: number;
};

export type EditFleetInput = {
  address?: string | null | undefined;
  alias?: string | null | undefined;
  contact?: string | null | undefined;
  email?: string | null | undefined;
  id: string;
  /** The new password itself (not its digest), held to the password policy. */
  password?: string | null | undefined;
  permissions?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** The overspeed limit, whole km/h (1-300), of the fleet's devices (and its sub-fleets') that set none; null clears it (the platform's applies). */
  speedLimitKmh?: number | null | undefined;
  statusCode?: number | null | undefined;
};

export type EditMarkerInput = {
  /** 1 to 50 characters: the name shown. */
  alias: string;
  deviceSerialNumber: string;
  id: string;
  /** Decimal degrees, -90 to 90, not 0. */
  latitude: number;
  /** Decimal degrees, -180 to 180, not 0. */
  longitude: number;
  /** 0 picked on the map, 1 converted from an address. */
  markerType: number;
  /** At most 280 characters. */
  remark?: string | null | undefined;
  /** Target type: 0 home, 1 company, 2 custom (the alias is then the typed name). */
  targetType: number;
};

export type EditMileageMaintanceInput = {
  deviceSerialNumber: string;
  id: string;
  /** Days between services, 1 to 3650. */
  intervalDays?: number | null | undefined;
  /** Whole kilometres between services, 1 to 1,000,000. At least one interval is required. */
  intervalKm?: number | null | undefined;
  /** A date in the platform's time zone, YYYY-MM-DD. Of the last service, not after today: the day interval counts from it. */
  lastServiceDate: string;
  /** The platform odometer (whole km) at the last service: the km interval counts from it. */
  lastServiceOdometerKm: number;
  /** 1 to 50 characters: what is serviced (engine oil, tyres). */
  name: string;
  /** At most 280 characters. */
  remark?: string | null | undefined;
};

export type EditPermissionInput = {
  id: string;
  name?: string | null | undefined;
  rights?: Array<FunctionRightsInput> | null | undefined;
  sort?: number | null | undefined;
};

export type EditSubFleetInput = {
  alias?: string | null | undefined;
  id: string;
  /** The new password itself (not its digest), held to the password policy. */
  password?: string | null | undefined;
  permissions?: string | null | undefined;
};

export type FleetFilter = {
  account?: string | null | undefined;
  containSubFleets?: boolean | null | undefined;
  id?: string | null | undefined;
  keyword?: string | null | undefined;
  parentFleetId?: string | null | undefined;
};

export type FunctionRightsInput = {
  flags: string;
  functionId: number;
};

export type HandleWarningInput = {
  /** Trimmed, at most 280 characters of one line; blank or absent: no note. */
  note?: string | null | undefined;
  warningId: string;
};

/** What made an item due: the odometer reached its due reading, or the calendar its due date. */
export type MaintenanceDueBy =
  | 'date'
  | 'km';

/** A remote command. Give at most one of text, number and on, as the key needs. */
export type RemoteCommandInput = {
  deviceSerialNumber: string;
  key: RemoteKey;
  /** FREQ seconds (30 normal, 15 fast), VIBL level 0..15. */
  number?: number | null | undefined;
  /** VIB, LBVON, POF, SLEEP. */
  on?: boolean | null | undefined;
  /** The menu's request data code: 12 or 13. */
  requestDataCode: number;
  /** PSW, PHONE, USER; FREQ also takes "normal" or "fast". */
  text?: string | null | undefined;
};

/** PSW password, PHONE device SIM number, USER owner phone, FREQ report interval, VIB vibration alarm, VIBL vibration sensitivity 0..15, LBVON low-battery alarm, POF power-cut alarm, GPS satellites query, VBAT battery query, SLEEP power saving. */
export type RemoteKey =
  | 'FREQ'
  | 'GPS'
  | 'LBVON'
  | 'PHONE'
  | 'POF'
  | 'PSW'
  | 'SLEEP'
  | 'USER'
  | 'VBAT'
  | 'VIB'
  | 'VIBL';

export type WarningFilter = {
  deviceSerialNumbers?: Array<string> | null | undefined;
  endTime?: number | null | undefined;
  /** true: only handled warnings; false: only open ones. */
  handled?: boolean | null | undefined;
  kinds?: Array<WarningKind> | null | undefined;
  startTime?: number | null | undefined;
};

/** What a warning is about: an alarm a device sent or a state it entered. */
export type WarningKind =
  | 'collision'
  | 'door'
  | 'fall'
  | 'fence_enter'
  | 'fence_exit'
  | 'geofence'
  | 'geofence_enter'
  | 'geofence_exit'
  | 'gps_blind_spot'
  | 'harsh_acceleration'
  | 'harsh_braking'
  | 'low_battery'
  | 'maintenance'
  | 'offline'
  | 'other'
  | 'overspeed'
  | 'power_cut'
  | 'power_off'
  | 'removal'
  | 'sharp_turn'
  | 'sim_changed'
  | 'sos'
  | 'tamper'
  | 'tow'
  | 'unplugged'
  | 'vibration';

export type AccountFieldsFragment = { id: string, account: string, alias: string, permissionId: string, permissionName: string | null, statusCode: number, lastLoginTimestamp: number | null, createDate: number };

export type AccountsQueryVariables = Exact<{
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type AccountsQuery = { accounts: { total: number, rows: Array<{ id: string, account: string, alias: string, permissionId: string, permissionName: string | null, statusCode: number, lastLoginTimestamp: number | null, createDate: number }> } };

export type CreateAccountMutationVariables = Exact<{
  input: CreateAccountInput;
}>;


export type CreateAccountMutation = { createAccount: { id: string, account: string, alias: string, permissionId: string, permissionName: string | null, statusCode: number, lastLoginTimestamp: number | null, createDate: number } };

export type EditAccountMutationVariables = Exact<{
  input: EditAccountInput;
}>;


export type EditAccountMutation = { editAccount: { id: string, account: string, alias: string, permissionId: string, permissionName: string | null, statusCode: number, lastLoginTimestamp: number | null, createDate: number } };

export type DeleteAccountMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type ConvertAddressToGpsMutationVariables = Exact<{
  deviceSerialNumber: string;
  address: string;
}>;


export type ConvertAddressToGpsMutation = { convertAddressToGps: { latitude: number, longitude: number, address: string } };

export type ConvertGpsToAddressMutationVariables = Exact<{
  deviceSerialNumber: string;
  latitude: number;
  longitude: number;
}>;


export type ConvertGpsToAddressMutation = { convertGpsToAddress: { address: string | null, source: string | null } };

export type SessionFieldsFragment = { token: string, accountId: string, accountType: number, account: string, alias: string | null, permissions: Array<number>, parentFleetId: string | null, idleSeconds: number, rights: Array<{ functionId: number, flags: string }> };

export type LoginMutationVariables = Exact<{
  input: ClientLoginInput;
}>;


export type LoginMutation = { login: { token: string, accountId: string, accountType: number, account: string, alias: string | null, permissions: Array<number>, parentFleetId: string | null, idleSeconds: number, rights: Array<{ functionId: number, flags: string }> } };

export type LoginAccountMutationVariables = Exact<{
  account: string;
  password: string;
}>;


export type LoginAccountMutation = { loginAccount: { token: string, accountId: string, accountType: number, account: string, alias: string | null, permissions: Array<number>, parentFleetId: string | null, idleSeconds: number, rights: Array<{ functionId: number, flags: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ForgetAccountPasswordMutationVariables = Exact<{
  account: string;
  email: string;
}>;


export type ForgetAccountPasswordMutation = { forgetAccountPassword: boolean };

export type RequestForgetPasswordMutationVariables = Exact<{
  account: string;
  email: string;
}>;


export type RequestForgetPasswordMutation = { requestForgetPassword: boolean };

export type ResetAccountPasswordMutationVariables = Exact<{
  resetKey: string;
  password: string;
}>;


export type ResetAccountPasswordMutation = { resetAccountPassword: boolean };

export type ResetPasswordMutationVariables = Exact<{
  resetKey: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type StaySignedInQueryVariables = Exact<{ [key: string]: never; }>;


export type StaySignedInQuery = { me: { idleSeconds: number } };

export type DeviceFieldsFragment = { deviceId: string, deviceSerialNumber: string, carName: string | null, alias: string | null, deviceOwnerName: string | null, phoneNumber: string | null, email: string | null, simNumber: string | null, carElectricity: number | null, firmwareVersion: string | null, model: string | null, speedLimitKmh: number | null, esimId: string | null, isValueAddedVisible: number | null, serviceStatusCode: number | null, status: number | null, fleetId: string | null, fleetAlias: string | null, parentFleetId: string | null, planName: string | null, serviceExpiredDate: number | null, valueExpiredDate: number | null, createDate: number, deviceStatusCode: number, warnings: number, locateType: number | null, speed: number | null, isProtected: number | null, latitude: number | null, longitude: number | null, gpsLatitude: number | null, gpsLongitude: number | null, address: string | null, deviceIcon: number, convertGpsToAddressTimes: number, hasPassword: boolean, allocated: number, updatedTimestamp: number, lastSeenTimestamp: number | null, course: number | null, odometerMeters: number | null, powerVoltage: number | null, deviceOdometerMeters: number | null, editableFields: Array<string>, parkedAtMarker: { id: string, alias: string } | null };

export type DevicesQueryVariables = Exact<{
  filter?: DeviceFilter | null | undefined;
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
}>;


export type DevicesQuery = { devices: { total: number, rows: Array<{ deviceId: string, deviceSerialNumber: string, carName: string | null, alias: string | null, deviceOwnerName: string | null, phoneNumber: string | null, email: string | null, simNumber: string | null, carElectricity: number | null, firmwareVersion: string | null, model: string | null, speedLimitKmh: number | null, esimId: string | null, isValueAddedVisible: number | null, serviceStatusCode: number | null, status: number | null, fleetId: string | null, fleetAlias: string | null, parentFleetId: string | null, planName: string | null, serviceExpiredDate: number | null, valueExpiredDate: number | null, createDate: number, deviceStatusCode: number, warnings: number, locateType: number | null, speed: number | null, isProtected: number | null, latitude: number | null, longitude: number | null, gpsLatitude: number | null, gpsLongitude: number | null, address: string | null, deviceIcon: number, convertGpsToAddressTimes: number, hasPassword: boolean, allocated: number, updatedTimestamp: number, lastSeenTimestamp: number | null, course: number | null, odometerMeters: number | null, powerVoltage: number | null, deviceOdometerMeters: number | null, editableFields: Array<string>, parkedAtMarker: { id: string, alias: string } | null }> } };

export type AddDevicesMutationVariables = Exact<{
  deviceSerialNumbers: Array<string> | string;
}>;


export type AddDevicesMutation = { addDevices: { added: Array<string>, duplicates: Array<string>, invalid: Array<string> } };

export type AllocationDeviceMutationVariables = Exact<{
  deviceSerialNumbers: Array<string> | string;
  fleetId?: string | null | undefined;
}>;


export type AllocationDeviceMutation = { allocationDevice: Array<{ deviceId: string, deviceSerialNumber: string, carName: string | null, alias: string | null, deviceOwnerName: string | null, phoneNumber: string | null, email: string | null, simNumber: string | null, carElectricity: number | null, firmwareVersion: string | null, model: string | null, speedLimitKmh: number | null, esimId: string | null, isValueAddedVisible: number | null, serviceStatusCode: number | null, status: number | null, fleetId: string | null, fleetAlias: string | null, parentFleetId: string | null, planName: string | null, serviceExpiredDate: number | null, valueExpiredDate: number | null, createDate: number, deviceStatusCode: number, warnings: number, locateType: number | null, speed: number | null, isProtected: number | null, latitude: number | null, longitude: number | null, gpsLatitude: number | null, gpsLongitude: number | null, address: string | null, deviceIcon: number, convertGpsToAddressTimes: number, hasPassword: boolean, allocated: number, updatedTimestamp: number, lastSeenTimestamp: number | null, course: number | null, odometerMeters: number | null, powerVoltage: number | null, deviceOdometerMeters: number | null, editableFields: Array<string>, parkedAtMarker: { id: string, alias: string } | null }> };

export type EditDeviceMutationVariables = Exact<{
  input: EditDeviceInput;
}>;


export type EditDeviceMutation = { editDevice: { deviceId: string, deviceSerialNumber: string, carName: string | null, alias: string | null, deviceOwnerName: string | null, phoneNumber: string | null, email: string | null, simNumber: string | null, carElectricity: number | null, firmwareVersion: string | null, model: string | null, speedLimitKmh: number | null, esimId: string | null, isValueAddedVisible: number | null, serviceStatusCode: number | null, status: number | null, fleetId: string | null, fleetAlias: string | null, parentFleetId: string | null, planName: string | null, serviceExpiredDate: number | null, valueExpiredDate: number | null, createDate: number, deviceStatusCode: number, warnings: number, locateType: number | null, speed: number | null, isProtected: number | null, latitude: number | null, longitude: number | null, gpsLatitude: number | null, gpsLongitude: number | null, address: string | null, deviceIcon: number, convertGpsToAddressTimes: number, hasPassword: boolean, allocated: number, updatedTimestamp: number, lastSeenTimestamp: number | null, course: number | null, odometerMeters: number | null, powerVoltage: number | null, deviceOdometerMeters: number | null, editableFields: Array<string>, parkedAtMarker: { id: string, alias: string } | null } };

export type StopDeviceServiceMutationVariables = Exact<{
  deviceSerialNumbers: Array<string> | string;
}>;


export type StopDeviceServiceMutation = { stopDeviceService: Array<{ deviceId: string, deviceSerialNumber: string, carName: string | null, alias: string | null, deviceOwnerName: string | null, phoneNumber: string | null, email: string | null, simNumber: string | null, carElectricity: number | null, firmwareVersion: string | null, model: string | null, speedLimitKmh: number | null, esimId: string | null, isValueAddedVisible: number | null, serviceStatusCode: number | null, status: number | null, fleetId: string | null, fleetAlias: string | null, parentFleetId: string | null, planName: string | null, serviceExpiredDate: number | null, valueExpiredDate: number | null, createDate: number, deviceStatusCode: number, warnings: number, locateType: number | null, speed: number | null, isProtected: number | null, latitude: number | null, longitude: number | null, gpsLatitude: number | null, gpsLongitude: number | null, address: string | null, deviceIcon: number, convertGpsToAddressTimes: number, hasPassword: boolean, allocated: number, updatedTimestamp: number, lastSeenTimestamp: number | null, course: number | null, odometerMeters: number | null, powerVoltage: number | null, deviceOdometerMeters: number | null, editableFields: Array<string>, parkedAtMarker: { id: string, alias: string } | null }> };

export type FleetFieldsFragment = { id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number };

export type FleetsQueryVariables = Exact<{
  filter?: FleetFilter | null | undefined;
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
}>;


export type FleetsQuery = { fleets: { total: number, rows: Array<{ id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number, subFleets: Array<{ id: string }> }> } };

export type FleetTreeQueryVariables = Exact<{
  filter?: FleetFilter | null | undefined;
}>;


export type FleetTreeQuery = { fleets: { total: number, rows: Array<{ id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number, subFleets: Array<{ id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number }> }> } };

export type FleetOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  pageRows?: number | null | undefined;
}>;


export type FleetOptionsQuery = { fleets: { total: number, rows: Array<{ id: string, account: string, alias: string, parentFleetId: string | null }> } };

export type SubFleetsQueryVariables = Exact<{
  parentFleetId: string;
}>;


export type SubFleetsQuery = { subFleets: { total: number, rows: Array<{ id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number }> } };

export type CreateFleetMutationVariables = Exact<{
  input: CreateFleetInput;
}>;


export type CreateFleetMutation = { createFleet: { id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number } };

export type EditFleetMutationVariables = Exact<{
  input: EditFleetInput;
}>;


export type EditFleetMutation = { editFleet: { id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number } };

export type DeleteFleetMutationVariables = Exact<{
  id: string;
}>;


export type DeleteFleetMutation = { deleteFleet: boolean };

export type CreateSubFleetMutationVariables = Exact<{
  input: CreateSubFleetInput;
}>;


export type CreateSubFleetMutation = { createSubFleet: { id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number } };

export type EditSubFleetMutationVariables = Exact<{
  input: EditSubFleetInput;
}>;


export type EditSubFleetMutation = { editSubFleet: { id: string, account: string, alias: string, contact: string | null, phoneNumber: string | null, address: string | null, email: string | null, permissions: string, parentFleetId: string | null, speedLimitKmh: number | null, numberOfDevices: number, loginTimestamp: number | null, accountType: number, statusCode: number } };

export type DeleteSubFleetMutationVariables = Exact<{
  id: string;
}>;


export type DeleteSubFleetMutation = { deleteSubFleet: boolean };

export type GatewayStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayStatusQuery = { gatewayStatus: { refusedSerials: number, gateways: Array<{ id: string, publishedAt: number, stale: boolean, startedAt: number, ports: Array<string>, sessions: number, connections: number, messages: number, acks: number, refusedUnknown: number, loginTimeouts: number, connectionsRefused: number, decodeErrors: number, badChecksums: number, recordFailures: number, datagramsDropped: number, commandsSent: number, commandReplies: number, positionsRecorded: number, warningsRaised: number }>, unknownDevices: Array<{ serial: string, protocol: string, remoteAddress: string | null, firstSeenAt: number, lastSeenAt: number, attempts: number }> } };

export type ProvisionedSerialsQueryVariables = Exact<{
  serials: Array<string> | string;
}>;


export type ProvisionedSerialsQuery = { devices: { rows: Array<{ deviceId: string, deviceSerialNumber: string }> } };

export type TrackPointFieldsFragment = { fixTime: number, latitude: number, longitude: number, speed: number, course: number, altitude: number | null, satellites: number | null, locateType: number, acc: boolean | null, address: string | null };

export type CarTrackerLogsQueryVariables = Exact<{
  deviceSerialNumber: string;
  startTime: number;
  endTime: number;
  cursor?: string | null | undefined;
}>;


export type CarTrackerLogsQuery = { carTrackerLogs: { nextCursor: string | null, serviceExpired: boolean, rows: Array<{ fixTime: number, latitude: number, longitude: number, speed: number, course: number, altitude: number | null, satellites: number | null, locateType: number, acc: boolean | null, address: string | null }> } };

export type ParkingRecordsQueryVariables = Exact<{
  deviceSerialNumber: string;
  startTime: number;
  endTime: number;
  overtimeSeconds?: number | null | undefined;
}>;


export type ParkingRecordsQuery = { parkingRecords: { serviceExpired: boolean, rows: Array<{ startTime: number, endTime: number | null, durationSeconds: number, latitude: number, longitude: number, address: string | null, marker: { id: string, alias: string } | null }> } };

export type HistoryWarningsQueryVariables = Exact<{
  filter?: WarningFilter | null | undefined;
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
}>;


export type HistoryWarningsQuery = { warnings: { total: number, rows: Array<{ id: string, kind: string, warningMessage: string, placeName: string | null, timestamp: number, latitude: number | null, longitude: number | null }> } };

export type DevicesUpdatedSubscriptionVariables = Exact<{
  deviceSerialNumbers?: Array<string> | string | null | undefined;
}>;


export type DevicesUpdatedSubscription = { devicesUpdated: Array<{ deviceId: string, deviceSerialNumber: string, carName: string | null, alias: string | null, deviceOwnerName: string | null, phoneNumber: string | null, email: string | null, simNumber: string | null, carElectricity: number | null, firmwareVersion: string | null, model: string | null, speedLimitKmh: number | null, esimId: string | null, isValueAddedVisible: number | null, serviceStatusCode: number | null, status: number | null, fleetId: string | null, fleetAlias: string | null, parentFleetId: string | null, planName: string | null, serviceExpiredDate: number | null, valueExpiredDate: number | null, createDate: number, deviceStatusCode: number, warnings: number, locateType: number | null, speed: number | null, isProtected: number | null, latitude: number | null, longitude: number | null, gpsLatitude: number | null, gpsLongitude: number | null, address: string | null, deviceIcon: number, convertGpsToAddressTimes: number, hasPassword: boolean, allocated: number, updatedTimestamp: number, lastSeenTimestamp: number | null, course: number | null, odometerMeters: number | null, powerVoltage: number | null, deviceOdometerMeters: number | null, editableFields: Array<string>, parkedAtMarker: { id: string, alias: string } | null }> };

export type WarningRaisedSubscriptionVariables = Exact<{
  deviceSerialNumbers?: Array<string> | string | null | undefined;
}>;


export type WarningRaisedSubscription = { warningRaised: { id: string, deviceSerialNumber: string, carName: string | null, kind: string, warningMessage: string, placeName: string | null, source: string, timestamp: number, latitude: number | null, longitude: number | null, cleared: boolean, handled: boolean, handledBy: string | null, handledAt: number | null, note: string | null } };

export type MaintenanceFieldsFragment = { id: string, deviceSerialNumber: string, carName: string | null, name: string, intervalKm: number | null, intervalDays: number | null, lastServiceOdometerKm: number, lastServiceDate: string, remark: string | null, nextDueOdometerKm: number | null, nextDueDate: string | null, odometerKm: number | null, due: boolean, dueBy: Array<MaintenanceDueBy> };

export type MileageMaintancesQueryVariables = Exact<{
  deviceSerialNumber?: string | null | undefined;
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
}>;


export type MileageMaintancesQuery = { mileageMaintances: { total: number, rows: Array<{ id: string, deviceSerialNumber: string, carName: string | null, name: string, intervalKm: number | null, intervalDays: number | null, lastServiceOdometerKm: number, lastServiceDate: string, remark: string | null, nextDueOdometerKm: number | null, nextDueDate: string | null, odometerKm: number | null, due: boolean, dueBy: Array<MaintenanceDueBy> }> } };

export type AddMileageMaintanceMutationVariables = Exact<{
  input: AddMileageMaintanceInput;
}>;


export type AddMileageMaintanceMutation = { addMileageMaintance: { id: string, deviceSerialNumber: string, carName: string | null, name: string, intervalKm: number | null, intervalDays: number | null, lastServiceOdometerKm: number, lastServiceDate: string, remark: string | null, nextDueOdometerKm: number | null, nextDueDate: string | null, odometerKm: number | null, due: boolean, dueBy: Array<MaintenanceDueBy> } };

export type EditMileageMaintanceMutationVariables = Exact<{
  input: EditMileageMaintanceInput;
}>;


export type EditMileageMaintanceMutation = { editMileageMaintance: { id: string, deviceSerialNumber: string, carName: string | null, name: string, intervalKm: number | null, intervalDays: number | null, lastServiceOdometerKm: number, lastServiceDate: string, remark: string | null, nextDueOdometerKm: number | null, nextDueDate: string | null, odometerKm: number | null, due: boolean, dueBy: Array<MaintenanceDueBy> } };

export type RecordMileageMaintanceServiceMutationVariables = Exact<{
  deviceSerialNumber: string;
  id: string;
}>;


export type RecordMileageMaintanceServiceMutation = { recordMileageMaintanceService: { id: string, deviceSerialNumber: string, carName: string | null, name: string, intervalKm: number | null, intervalDays: number | null, lastServiceOdometerKm: number, lastServiceDate: string, remark: string | null, nextDueOdometerKm: number | null, nextDueDate: string | null, odometerKm: number | null, due: boolean, dueBy: Array<MaintenanceDueBy> } };

export type DeleteMileageMaintanceMutationVariables = Exact<{
  deviceSerialNumber: string;
  id: string;
}>;


export type DeleteMileageMaintanceMutation = { deleteMileageMaintance: boolean };

export type PermissionFieldsFragment = { id: string, name: string, sort: number, rights: Array<{ functionId: number, flags: string }> };

export type PermissionsQueryVariables = Exact<{
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type PermissionsQuery = { permissions: { total: number, rows: Array<{ id: string, name: string, sort: number, rights: Array<{ functionId: number, flags: string }> }> } };

export type CreatePermissionMutationVariables = Exact<{
  input: CreatePermissionInput;
}>;


export type CreatePermissionMutation = { createPermission: { id: string, name: string, sort: number, rights: Array<{ functionId: number, flags: string }> } };

export type EditPermissionMutationVariables = Exact<{
  input: EditPermissionInput;
}>;


export type EditPermissionMutation = { editPermission: { id: string, name: string, sort: number, rights: Array<{ functionId: number, flags: string }> } };

export type DeletePermissionMutationVariables = Exact<{
  id: string;
}>;


export type DeletePermissionMutation = { deletePermission: boolean };

export type FenceFieldsFragment = { id: string, deviceSerialNumber: string, alias: string, fenceType: number, coordinates: Array<string>, radius: number | null, isEnterWarning: boolean, isExitWarning: boolean, remark: string | null, targetType: number };

export type MarkerFieldsFragment = { id: string, deviceSerialNumber: string, alias: string, latitude: number, longitude: number, remark: string | null, targetType: number, markerType: number };

export type DevicePlacesQueryVariables = Exact<{
  deviceSerialNumber: string;
}>;


export type DevicePlacesQuery = { fences: { rows: Array<{ id: string, deviceSerialNumber: string, alias: string, fenceType: number, coordinates: Array<string>, radius: number | null, isEnterWarning: boolean, isExitWarning: boolean, remark: string | null, targetType: number }> }, markers: { rows: Array<{ id: string, deviceSerialNumber: string, alias: string, latitude: number, longitude: number, remark: string | null, targetType: number, markerType: number }> } };

export type AddFenceMutationVariables = Exact<{
  input: AddFenceInput;
}>;


export type AddFenceMutation = { addFence: { id: string, deviceSerialNumber: string, alias: string, fenceType: number, coordinates: Array<string>, radius: number | null, isEnterWarning: boolean, isExitWarning: boolean, remark: string | null, targetType: number } };

export type EditFenceMutationVariables = Exact<{
  input: EditFenceInput;
}>;


export type EditFenceMutation = { editFence: { id: string, deviceSerialNumber: string, alias: string, fenceType: number, coordinates: Array<string>, radius: number | null, isEnterWarning: boolean, isExitWarning: boolean, remark: string | null, targetType: number } };

export type DeleteFenceMutationVariables = Exact<{
  deviceSerialNumber: string;
  id: string;
}>;


export type DeleteFenceMutation = { deleteFence: boolean };

export type CopyFenceMutationVariables = Exact<{
  deviceSerialNumber: string;
  id: string;
  deviceSerialNumbers: Array<string> | string;
}>;


export type CopyFenceMutation = { copyFence: { rows: Array<{ id: string, deviceSerialNumber: string, alias: string, fenceType: number, coordinates: Array<string>, radius: number | null, isEnterWarning: boolean, isExitWarning: boolean, remark: string | null, targetType: number }> } };

export type AddMarkerMutationVariables = Exact<{
  input: AddMarkerInput;
}>;


export type AddMarkerMutation = { addMarker: { id: string, deviceSerialNumber: string, alias: string, latitude: number, longitude: number, remark: string | null, targetType: number, markerType: number } };

export type EditMarkerMutationVariables = Exact<{
  input: EditMarkerInput;
}>;


export type EditMarkerMutation = { editMarker: { id: string, deviceSerialNumber: string, alias: string, latitude: number, longitude: number, remark: string | null, targetType: number, markerType: number } };

export type DeleteMarkerMutationVariables = Exact<{
  deviceSerialNumber: string;
  id: string;
}>;


export type DeleteMarkerMutation = { deleteMarker: boolean };

export type CopyMarkerMutationVariables = Exact<{
  deviceSerialNumber: string;
  id: string;
  deviceSerialNumbers: Array<string> | string;
}>;


export type CopyMarkerMutation = { copyMarker: { rows: Array<{ id: string, deviceSerialNumber: string, alias: string, latitude: number, longitude: number, remark: string | null, targetType: number, markerType: number }> } };

export type CommandLogFieldsFragment = { commandId: string, deviceSerialNumber: string, requestDataCode: number, key: RemoteKey, value: string | null, status: string, requestedBy: string, requestTimestamp: number, expiresTimestamp: number, sentTimestamp: number | null, sentText: string | null, replyTimestamp: number | null, replyText: string | null, failureReason: string | null, closedTimestamp: number | null };

export type RemoteCommandMutationVariables = Exact<{
  input: RemoteCommandInput;
}>;


export type RemoteCommandMutation = { remoteCommand: { commandId: string, deviceSerialNumber: string, key: RemoteKey, value: string | null, status: string, requestTimestamp: number, warning: string | null, queuedNow: boolean } };

export type DeviceSendCommandLogQueryVariables = Exact<{
  deviceSerialNumber: string;
  startTime?: number | null | undefined;
  endTime?: number | null | undefined;
}>;


export type DeviceSendCommandLogQuery = { deviceSendCommandLog: { total: number, rows: Array<{ commandId: string, deviceSerialNumber: string, requestDataCode: number, key: RemoteKey, value: string | null, status: string, requestedBy: string, requestTimestamp: number, expiresTimestamp: number, sentTimestamp: number | null, sentText: string | null, replyTimestamp: number | null, replyText: string | null, failureReason: string | null, closedTimestamp: number | null }> } };

export type SystemSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemSettingsQuery = { systemSettings: Array<{ id: string, value: string }> };

export type EditSystemSettingMutationVariables = Exact<{
  id: string;
  value: string;
}>;


export type EditSystemSettingMutation = { editSystemSetting: { id: string, value: string } };

export type SystemLogsQueryVariables = Exact<{
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type SystemLogsQuery = { systemLogs: { total: number, rows: Array<{ id: string, timestamp: number, accountId: string | null, account: string | null, action: string, functionId: number | null, outcome: string, detail: string | null, ip: string | null }> } };

export type VoiceRecordingFieldsFragment = { id: string, deviceSerialNumber: string, fileName: string, contentType: string, size: number, recordedAt: number | null, uploadedAt: number, uploadedBy: string, url: string };

export type VoiceRecorderLogsQueryVariables = Exact<{
  deviceSerialNumber: string;
}>;


export type VoiceRecorderLogsQuery = { voiceRecorderLogs: { total: number, rows: Array<{ id: string, deviceSerialNumber: string, fileName: string, contentType: string, size: number, recordedAt: number | null, uploadedAt: number, uploadedBy: string, url: string }> } };

export type UploadVoiceRecorderLogsMutationVariables = Exact<{
  deviceSerialNumber: string;
  fileName: string;
  data: string;
}>;


export type UploadVoiceRecorderLogsMutation = { uploadVoiceRecorderLogs: { id: string, deviceSerialNumber: string, fileName: string, contentType: string, size: number, recordedAt: number | null, uploadedAt: number, uploadedBy: string, url: string } };

export type WarningFieldsFragment = { id: string, deviceSerialNumber: string, carName: string | null, kind: string, warningMessage: string, placeName: string | null, source: string, timestamp: number, latitude: number | null, longitude: number | null, cleared: boolean, handled: boolean, handledBy: string | null, handledAt: number | null, note: string | null };

export type WarningsQueryVariables = Exact<{
  filter?: WarningFilter | null | undefined;
  pageIndex?: number | null | undefined;
  pageRows?: number | null | undefined;
}>;


export type WarningsQuery = { warnings: { total: number, rows: Array<{ id: string, deviceSerialNumber: string, carName: string | null, kind: string, warningMessage: string, placeName: string | null, source: string, timestamp: number, latitude: number | null, longitude: number | null, cleared: boolean, handled: boolean, handledBy: string | null, handledAt: number | null, note: string | null }> } };

export type HandleWarningMutationVariables = Exact<{
  input: HandleWarningInput;
}>;


export type HandleWarningMutation = { handleWarning: { id: string, deviceSerialNumber: string, carName: string | null, kind: string, warningMessage: string, placeName: string | null, source: string, timestamp: number, latitude: number | null, longitude: number | null, cleared: boolean, handled: boolean, handledBy: string | null, handledAt: number | null, note: string | null } };

export const AccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionName"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}}]}}]} as unknown as DocumentNode<AccountFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"rights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const DeviceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOwnerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"simNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carElectricity"}},{"kind":"Field","name":{"kind":"Name","value":"firmwareVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"esimId"}},{"kind":"Field","name":{"kind":"Name","value":"isValueAddedVisible"}},{"kind":"Field","name":{"kind":"Name","value":"serviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"fleetAlias"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"valueExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"deviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"isProtected"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAtMarker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceIcon"}},{"kind":"Field","name":{"kind":"Name","value":"convertGpsToAddressTimes"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"allocated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"odometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"powerVoltage"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOdometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"editableFields"}}]}}]} as unknown as DocumentNode<DeviceFieldsFragment, unknown>;
export const FleetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<FleetFieldsFragment, unknown>;
export const TrackPointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixTime"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"altitude"}},{"kind":"Field","name":{"kind":"Name","value":"satellites"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"acc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]} as unknown as DocumentNode<TrackPointFieldsFragment, unknown>;
export const MaintenanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MaintenanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MileageMaintance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intervalKm"}},{"kind":"Field","name":{"kind":"Name","value":"intervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"odometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"dueBy"}}]}}]} as unknown as DocumentNode<MaintenanceFieldsFragment, unknown>;
export const PermissionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"rights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<PermissionFieldsFragment, unknown>;
export const FenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"fenceType"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"isEnterWarning"}},{"kind":"Field","name":{"kind":"Name","value":"isExitWarning"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}}]}}]} as unknown as DocumentNode<FenceFieldsFragment, unknown>;
export const MarkerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Marker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"markerType"}}]}}]} as unknown as DocumentNode<MarkerFieldsFragment, unknown>;
export const CommandLogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommandLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommandLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commandId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requestDataCode"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sentTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sentText"}},{"kind":"Field","name":{"kind":"Name","value":"replyTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}}]}}]} as unknown as DocumentNode<CommandLogFieldsFragment, unknown>;
export const VoiceRecordingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoiceRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<VoiceRecordingFieldsFragment, unknown>;
export const WarningFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WarningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Warning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"warningMessage"}},{"kind":"Field","name":{"kind":"Name","value":"placeName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"cleared"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}},{"kind":"Field","name":{"kind":"Name","value":"handledBy"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<WarningFieldsFragment, unknown>;
export const AccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Accounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionName"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}}]}}]} as unknown as DocumentNode<AccountsQuery, AccountsQueryVariables>;
export const CreateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionName"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}}]}}]} as unknown as DocumentNode<CreateAccountMutation, CreateAccountMutationVariables>;
export const EditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"permissionId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionName"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}}]}}]} as unknown as DocumentNode<EditAccountMutation, EditAccountMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const ConvertAddressToGpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertAddressToGps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertAddressToGps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<ConvertAddressToGpsMutation, ConvertAddressToGpsMutationVariables>;
export const ConvertGpsToAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertGpsToAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertGpsToAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<ConvertGpsToAddressMutation, ConvertGpsToAddressMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"rights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"rights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}}]}}]} as unknown as DocumentNode<LoginAccountMutation, LoginAccountMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ForgetAccountPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetAccountPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetAccountPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ForgetAccountPasswordMutation, ForgetAccountPasswordMutationVariables>;
export const RequestForgetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestForgetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestForgetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestForgetPasswordMutation, RequestForgetPasswordMutationVariables>;
export const ResetAccountPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetAccountPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetAccountPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resetKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetAccountPasswordMutation, ResetAccountPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resetKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StaySignedInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaySignedIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}}]}}]}}]} as unknown as DocumentNode<StaySignedInQuery, StaySignedInQueryVariables>;
export const DevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Devices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOwnerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"simNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carElectricity"}},{"kind":"Field","name":{"kind":"Name","value":"firmwareVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"esimId"}},{"kind":"Field","name":{"kind":"Name","value":"isValueAddedVisible"}},{"kind":"Field","name":{"kind":"Name","value":"serviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"fleetAlias"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"valueExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"deviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"isProtected"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAtMarker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceIcon"}},{"kind":"Field","name":{"kind":"Name","value":"convertGpsToAddressTimes"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"allocated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"odometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"powerVoltage"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOdometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"editableFields"}}]}}]} as unknown as DocumentNode<DevicesQuery, DevicesQueryVariables>;
export const AddDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"invalid"}}]}}]}}]} as unknown as DocumentNode<AddDevicesMutation, AddDevicesMutationVariables>;
export const AllocationDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AllocationDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fleetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocationDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}}},{"kind":"Argument","name":{"kind":"Name","value":"fleetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fleetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOwnerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"simNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carElectricity"}},{"kind":"Field","name":{"kind":"Name","value":"firmwareVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"esimId"}},{"kind":"Field","name":{"kind":"Name","value":"isValueAddedVisible"}},{"kind":"Field","name":{"kind":"Name","value":"serviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"fleetAlias"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"valueExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"deviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"isProtected"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAtMarker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceIcon"}},{"kind":"Field","name":{"kind":"Name","value":"convertGpsToAddressTimes"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"allocated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"odometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"powerVoltage"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOdometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"editableFields"}}]}}]} as unknown as DocumentNode<AllocationDeviceMutation, AllocationDeviceMutationVariables>;
export const EditDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditDeviceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOwnerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"simNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carElectricity"}},{"kind":"Field","name":{"kind":"Name","value":"firmwareVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"esimId"}},{"kind":"Field","name":{"kind":"Name","value":"isValueAddedVisible"}},{"kind":"Field","name":{"kind":"Name","value":"serviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"fleetAlias"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"valueExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"deviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"isProtected"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAtMarker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceIcon"}},{"kind":"Field","name":{"kind":"Name","value":"convertGpsToAddressTimes"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"allocated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"odometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"powerVoltage"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOdometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"editableFields"}}]}}]} as unknown as DocumentNode<EditDeviceMutation, EditDeviceMutationVariables>;
export const StopDeviceServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopDeviceService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopDeviceService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOwnerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"simNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carElectricity"}},{"kind":"Field","name":{"kind":"Name","value":"firmwareVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"esimId"}},{"kind":"Field","name":{"kind":"Name","value":"isValueAddedVisible"}},{"kind":"Field","name":{"kind":"Name","value":"serviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"fleetAlias"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"valueExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"deviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"isProtected"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAtMarker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceIcon"}},{"kind":"Field","name":{"kind":"Name","value":"convertGpsToAddressTimes"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"allocated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"odometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"powerVoltage"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOdometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"editableFields"}}]}}]} as unknown as DocumentNode<StopDeviceServiceMutation, StopDeviceServiceMutationVariables>;
export const FleetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Fleets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FleetFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}},{"kind":"Field","name":{"kind":"Name","value":"subFleets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<FleetsQuery, FleetsQueryVariables>;
export const FleetTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FleetFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}},{"kind":"Field","name":{"kind":"Name","value":"subFleets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<FleetTreeQuery, FleetTreeQueryVariables>;
export const FleetOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"containSubFleets"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}}]}}]}}]}}]} as unknown as DocumentNode<FleetOptionsQuery, FleetOptionsQueryVariables>;
export const SubFleetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubFleets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentFleetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subFleets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentFleetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentFleetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<SubFleetsQuery, SubFleetsQueryVariables>;
export const CreateFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFleetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<CreateFleetMutation, CreateFleetMutationVariables>;
export const EditFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditFleetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<EditFleetMutation, EditFleetMutationVariables>;
export const DeleteFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFleetMutation, DeleteFleetMutationVariables>;
export const CreateSubFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubFleetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<CreateSubFleetMutation, CreateSubFleetMutationVariables>;
export const EditSubFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditSubFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditSubFleetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editSubFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fleet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfDevices"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}}]}}]} as unknown as DocumentNode<EditSubFleetMutation, EditSubFleetMutationVariables>;
export const DeleteSubFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSubFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSubFleetMutation, DeleteSubFleetMutationVariables>;
export const GatewayStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GatewayStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gatewayStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ports"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"connections"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}},{"kind":"Field","name":{"kind":"Name","value":"acks"}},{"kind":"Field","name":{"kind":"Name","value":"refusedUnknown"}},{"kind":"Field","name":{"kind":"Name","value":"loginTimeouts"}},{"kind":"Field","name":{"kind":"Name","value":"connectionsRefused"}},{"kind":"Field","name":{"kind":"Name","value":"decodeErrors"}},{"kind":"Field","name":{"kind":"Name","value":"badChecksums"}},{"kind":"Field","name":{"kind":"Name","value":"recordFailures"}},{"kind":"Field","name":{"kind":"Name","value":"datagramsDropped"}},{"kind":"Field","name":{"kind":"Name","value":"commandsSent"}},{"kind":"Field","name":{"kind":"Name","value":"commandReplies"}},{"kind":"Field","name":{"kind":"Name","value":"positionsRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"warningsRaised"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unknownDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"remoteAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusedSerials"}}]}}]}}]} as unknown as DocumentNode<GatewayStatusQuery, GatewayStatusQueryVariables>;
export const ProvisionedSerialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProvisionedSerials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serials"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serials"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}}]}}]}}]}}]} as unknown as DocumentNode<ProvisionedSerialsQuery, ProvisionedSerialsQueryVariables>;
export const CarTrackerLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarTrackerLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carTrackerLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"startTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"endTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackPointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpired"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrackPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixTime"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"altitude"}},{"kind":"Field","name":{"kind":"Name","value":"satellites"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"acc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]} as unknown as DocumentNode<CarTrackerLogsQuery, CarTrackerLogsQueryVariables>;
export const ParkingRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overtimeSeconds"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"startTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"endTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"overtimeSeconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overtimeSeconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"marker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpired"}}]}}]}}]} as unknown as DocumentNode<ParkingRecordsQuery, ParkingRecordsQueryVariables>;
export const HistoryWarningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryWarnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WarningFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"warningMessage"}},{"kind":"Field","name":{"kind":"Name","value":"placeName"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryWarningsQuery, HistoryWarningsQueryVariables>;
export const DevicesUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DevicesUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devicesUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOwnerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"simNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carElectricity"}},{"kind":"Field","name":{"kind":"Name","value":"firmwareVersion"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"speedLimitKmh"}},{"kind":"Field","name":{"kind":"Name","value":"esimId"}},{"kind":"Field","name":{"kind":"Name","value":"isValueAddedVisible"}},{"kind":"Field","name":{"kind":"Name","value":"serviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"fleetAlias"}},{"kind":"Field","name":{"kind":"Name","value":"parentFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"valueExpiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"deviceStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"locateType"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"isProtected"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"gpsLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAtMarker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceIcon"}},{"kind":"Field","name":{"kind":"Name","value":"convertGpsToAddressTimes"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"allocated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"odometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"powerVoltage"}},{"kind":"Field","name":{"kind":"Name","value":"deviceOdometerMeters"}},{"kind":"Field","name":{"kind":"Name","value":"editableFields"}}]}}]} as unknown as DocumentNode<DevicesUpdatedSubscription, DevicesUpdatedSubscriptionVariables>;
export const WarningRaisedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WarningRaised"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warningRaised"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WarningFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WarningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Warning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"warningMessage"}},{"kind":"Field","name":{"kind":"Name","value":"placeName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"cleared"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}},{"kind":"Field","name":{"kind":"Name","value":"handledBy"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<WarningRaisedSubscription, WarningRaisedSubscriptionVariables>;
export const MileageMaintancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MileageMaintances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mileageMaintances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MaintenanceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MaintenanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MileageMaintance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intervalKm"}},{"kind":"Field","name":{"kind":"Name","value":"intervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"odometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"dueBy"}}]}}]} as unknown as DocumentNode<MileageMaintancesQuery, MileageMaintancesQueryVariables>;
export const AddMileageMaintanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMileageMaintance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMileageMaintanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMileageMaintance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MaintenanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MaintenanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MileageMaintance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intervalKm"}},{"kind":"Field","name":{"kind":"Name","value":"intervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"odometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"dueBy"}}]}}]} as unknown as DocumentNode<AddMileageMaintanceMutation, AddMileageMaintanceMutationVariables>;
export const EditMileageMaintanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditMileageMaintance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditMileageMaintanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editMileageMaintance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MaintenanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MaintenanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MileageMaintance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intervalKm"}},{"kind":"Field","name":{"kind":"Name","value":"intervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"odometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"dueBy"}}]}}]} as unknown as DocumentNode<EditMileageMaintanceMutation, EditMileageMaintanceMutationVariables>;
export const RecordMileageMaintanceServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordMileageMaintanceService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordMileageMaintanceService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MaintenanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MaintenanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MileageMaintance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intervalKm"}},{"kind":"Field","name":{"kind":"Name","value":"intervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOdometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"odometerKm"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"dueBy"}}]}}]} as unknown as DocumentNode<RecordMileageMaintanceServiceMutation, RecordMileageMaintanceServiceMutationVariables>;
export const DeleteMileageMaintanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMileageMaintance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMileageMaintance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMileageMaintanceMutation, DeleteMileageMaintanceMutationVariables>;
export const PermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Permissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"rights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<PermissionsQuery, PermissionsQueryVariables>;
export const CreatePermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePermissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"rights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<CreatePermissionMutation, CreatePermissionMutationVariables>;
export const EditPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditPermissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PermissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"rights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<EditPermissionMutation, EditPermissionMutationVariables>;
export const DeletePermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePermissionMutation, DeletePermissionMutationVariables>;
export const DevicePlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevicePlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FenceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"markers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarkerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"fenceType"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"isEnterWarning"}},{"kind":"Field","name":{"kind":"Name","value":"isExitWarning"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Marker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"markerType"}}]}}]} as unknown as DocumentNode<DevicePlacesQuery, DevicePlacesQueryVariables>;
export const AddFenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddFenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"fenceType"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"isEnterWarning"}},{"kind":"Field","name":{"kind":"Name","value":"isExitWarning"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}}]}}]} as unknown as DocumentNode<AddFenceMutation, AddFenceMutationVariables>;
export const EditFenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditFence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditFenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editFence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"fenceType"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"isEnterWarning"}},{"kind":"Field","name":{"kind":"Name","value":"isExitWarning"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}}]}}]} as unknown as DocumentNode<EditFenceMutation, EditFenceMutationVariables>;
export const DeleteFenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFenceMutation, DeleteFenceMutationVariables>;
export const CopyFenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyFence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyFence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FenceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"fenceType"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"isEnterWarning"}},{"kind":"Field","name":{"kind":"Name","value":"isExitWarning"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}}]}}]} as unknown as DocumentNode<CopyFenceMutation, CopyFenceMutationVariables>;
export const AddMarkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMarker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMarkerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMarker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Marker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"markerType"}}]}}]} as unknown as DocumentNode<AddMarkerMutation, AddMarkerMutationVariables>;
export const EditMarkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditMarker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditMarkerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editMarker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarkerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Marker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"markerType"}}]}}]} as unknown as DocumentNode<EditMarkerMutation, EditMarkerMutationVariables>;
export const DeleteMarkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMarker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMarker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMarkerMutation, DeleteMarkerMutationVariables>;
export const CopyMarkerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyMarker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyMarker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumbers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarkerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarkerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Marker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"markerType"}}]}}]} as unknown as DocumentNode<CopyMarkerMutation, CopyMarkerMutationVariables>;
export const RemoteCommandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoteCommand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoteCommandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remoteCommand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commandId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"queuedNow"}}]}}]}}]} as unknown as DocumentNode<RemoteCommandMutation, RemoteCommandMutationVariables>;
export const DeviceSendCommandLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeviceSendCommandLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceSendCommandLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"startTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"endTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommandLogFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommandLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommandLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commandId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requestDataCode"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sentTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sentText"}},{"kind":"Field","name":{"kind":"Name","value":"replyTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}}]}}]} as unknown as DocumentNode<DeviceSendCommandLogQuery, DeviceSendCommandLogQueryVariables>;
export const SystemSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SystemSettingsQuery, SystemSettingsQueryVariables>;
export const EditSystemSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditSystemSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editSystemSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<EditSystemSettingMutation, EditSystemSettingMutationVariables>;
export const SystemLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}}]}}]}}]} as unknown as DocumentNode<SystemLogsQuery, SystemLogsQueryVariables>;
export const VoiceRecorderLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoiceRecorderLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voiceRecorderLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceRecordingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VoiceRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<VoiceRecorderLogsQuery, VoiceRecorderLogsQueryVariables>;
export const UploadVoiceRecorderLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadVoiceRecorderLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadVoiceRecorderLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceSerialNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceSerialNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UploadVoiceRecorderLogsMutation, UploadVoiceRecorderLogsMutationVariables>;
export const WarningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Warnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WarningFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageRows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageRows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WarningFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WarningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Warning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"warningMessage"}},{"kind":"Field","name":{"kind":"Name","value":"placeName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"cleared"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}},{"kind":"Field","name":{"kind":"Name","value":"handledBy"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<WarningsQuery, WarningsQueryVariables>;
export const HandleWarningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HandleWarning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandleWarningInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleWarning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WarningFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WarningFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Warning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"warningMessage"}},{"kind":"Field","name":{"kind":"Name","value":"placeName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"cleared"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}},{"kind":"Field","name":{"kind":"Name","value":"handledBy"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<HandleWarningMutation, HandleWarningMutationVariables>;