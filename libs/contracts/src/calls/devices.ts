import { z } from 'zod';
import { NO_PLAN, PLAN_LETTERS } from '@gps/codes';
import { AtMarker } from './at-marker';
import { byName, call, page } from '../catalogue/declare';
import {
  entityId,
  epochMicros,
  flag,
  id,
  int,
  maybeEpochMicros,
  maybeFloat,
  maybeId,
  maybeInt,
  maybeText,
  micros,
  MICROS,
  pageIndex,
  pageRows,
  newPassword,
  serialNumber,
  text,
} from './common';

export const getDevicesInput = z.object({
  keyword: z.string().max(100).optional(),
  deviceSerialNumber: serialNumber.optional(),
  deviceSerialNumbers: z.array(serialNumber).max(1000).optional(),
  fleetId: id.optional(),
  isContainSubFleet: z.boolean().optional(),
  /** At or before, in fact. */
  filterServiceExpiredDate: micros
    .optional()
    .describe(`Devices whose service expires before this time. ${MICROS}`),
  /** Changed after this time, for polling clients. */
  lastLoadingTimestamp: micros.optional().describe(`Only devices changed since then. ${MICROS}`),
  planId: z
    .number()
    .int()
    .min(NO_PLAN)
    .max(PLAN_LETTERS.length)
    .optional()
    .describe('Only devices on this service plan (0: on none).'),
  pageIndex,
  pageRows: pageRows(1000),
});
export const addDevicesInput = z.object({
  deviceSerialNumbers: z.array(z.string().trim()).min(1, 'give at least one serial number').max(1000),
});
export const allocationDeviceInput = z.object({
  deviceSerialNumbers: z.array(serialNumber).min(1).max(1000),
  fleetId: id.nullable().optional().describe('null or absent: back to unallocated.'),
});
/** The update payload and the admin editor's field names, as the spec gives them. */
export const editDeviceInput = z.object({
  deviceSerialNumber: serialNumber,
  carName: z.string().trim().optional(),
  ownerName: z.string().trim().optional(),
  ownerPhone: z.string().trim().optional(),
  email: z.string().trim().optional(),
  password: newPassword.optional(),
  deviceIcon: z.number().int().optional(),
  simCardNumber: z.string().trim().optional(),
  firmwareVersion: z.string().trim().optional(),
  model: z
    .string()
    .trim()
    .optional()
    .describe(
      'The tracker model as its maker names it (LW-01, NT20, ...); the gateway decodes the layouts only the model tells apart from its next connection. Blank clears it (generic decoding).',
    ),
  speedLimitKmh: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "The device's own overspeed limit, whole km/h (1-300), in force from its next position; null clears it (its fleet's limit, else the platform's, applies).",
    ),
  esimId: z.string().trim().optional(),
  isValueAddedVisible: z.number().int().optional(),
  isCarElectricity: z.number().int().optional(),
  serviceStatusCode: z.number().int().nullable().optional().describe('null clears it.'),
  fleetId: id.nullable().optional().describe('Move to this fleet; null takes the device out of its fleet.'),
});
export const getExpireServiceDevicesInput = z.object({ pageIndex, pageRows: pageRows(1000) });
export const stopDeviceServiceInput = z.object({
  deviceSerialNumbers: z.array(serialNumber).min(1).max(1000),
});

export const Device = z
  .object({
    deviceId: entityId,
    deviceSerialNumber: text,
    carName: maybeText,
    alias: maybeText,
    deviceOwnerName: maybeText,
    phoneNumber: maybeText,
    email: maybeText,
    simNumber: maybeText,
    carElectricity: maybeInt,
    firmwareVersion: maybeText,
    model: maybeText.describe('The tracker model as entered; null reads its frames generically.'),
    speedLimitKmh: maybeInt.describe(
      "The device's own overspeed limit in km/h; null: its fleet's, else the platform's.",
    ),
    esimId: maybeText,
    isValueAddedVisible: maybeInt,
    serviceStatusCode: maybeInt,
    status: maybeInt,
    fleetId: maybeId,
    fleetAlias: maybeText,
    parentFleetId: maybeId,
    planId: int.describe('Its service plan: 1 to 10 (A to J), 0 none.'),
    planName: maybeText.describe('The service plan letter (A to J), null for none.'),
    serviceExpiredDate: maybeEpochMicros,
    valueExpiredDate: maybeEpochMicros,
    addressPlanExpiredDate: maybeEpochMicros.describe("The address plan's expiry; null: never bought."),
    createDate: epochMicros,
    deviceStatusCode: int,
    warnings: int,
    locateType: maybeInt,
    speed: maybeFloat,
    isProtected: maybeInt,
    latitude: maybeFloat,
    longitude: maybeFloat,
    gpsLatitude: maybeFloat,
    gpsLongitude: maybeFloat,
    address: maybeText,
    deviceIcon: int,
    convertGpsToAddressTimes: int,
    parkedAtMarker: AtMarker.nullable().describe(
      'While the vehicle is stopped: the marker its stop is within 150 m of ("parked at Home"); null otherwise.',
    ),
    hasPassword: flag,
    allocated: int,
    updatedTimestamp: epochMicros,
    course: maybeFloat.describe('Degrees of the last fix.'),
    altitude: maybeFloat.describe('Metres.'),
    satellites: maybeInt,
    batteryLevel: maybeFloat.describe('Percent 0..100, as last reported.'),
    batteryVoltage: maybeFloat.describe("The tracker's battery in volts, as last reported."),
    powerVoltage: maybeFloat.describe("External power: the vehicle's supply in volts, as last reported."),
    gsmSignal: maybeInt,
    acc: flag.nullable().describe('Ignition, as last reported.'),
    lastFixTimestamp: maybeFloat.describe(`${MICROS} Device time of the last fix.`),
    odometerMeters: maybeFloat.describe('Distance accumulated over accepted positions.'),
    deviceOdometerMeters: maybeFloat.describe(
      "The tracker's own odometer in metres, as last reported; shown, while odometerMeters is the one statistics count.",
    ),
    vehicleStatus: maybeText.describe('sleep, stationary, moving or no_signal.'),
    protection: maybeText.describe('none, vibration, sound or combined.'),
    online: flag,
    lastSeenTimestamp: maybeFloat.describe(`${MICROS} The last time the device was heard from.`),
    rejectedPositions: int.describe('Positions the filters refused, in total.'),
    editableFields: z
      .array(text)
      .describe(
        'The fields the caller may change with editDevice, named as editDevice names them (simCardNumber, ownerName, password, ...); empty when it may not edit the device.',
      ),
  })
  .meta({ id: 'Device', description: 'A tracker and the vehicle it is in.' });
export const DevicePage = page(Device, 'DevicePage');
export const AddDevicesResult = z
  .object({ added: z.array(text), duplicates: z.array(text), invalid: z.array(text) })
  .meta({ id: 'AddDevicesResult', description: 'Outcome of addDevices, per serial number.' });

export const deviceCalls = byName([
  call({
    name: 'getDevices',
    kind: 'query',
    summary:
      'Devices visible to the caller with the spec filters; 1000 a call for clients, 200 a page in the back office. lastLoadingTimestamp (epoch µs) returns only devices changed since then.',
    input: getDevicesInput,
    output: DevicePage,
    graphql: { field: 'devices', args: { filter: 'DeviceFilter' } },
  }),
  call({
    name: 'addDevices',
    kind: 'mutation',
    summary:
      'Adds a batch of serial numbers; duplicates and invalid serials are reported per serial, the rest added.',
    input: addDevicesInput,
    output: AddDevicesResult,
    graphql: { field: 'addDevices', args: 'flat' },
  }),
  call({
    name: 'allocationDevice',
    kind: 'mutation',
    summary:
      'Allocates devices to a fleet (fleetId null: back to unallocated). Main fleets with fleet management may move their own devices between themselves and their sub-fleets.',
    input: allocationDeviceInput,
    output: z.array(Device),
    graphql: { field: 'allocationDevice', args: 'flat' },
  }),
  call({
    name: 'editDevice',
    kind: 'mutation',
    summary:
      'Edits a device: only changed fields are sent. Clients need permission slot 1 and may change carName, ownerName, ownerPhone, email, deviceIcon and password; fleetId moves the device (fleet management).',
    input: editDeviceInput,
    output: Device,
    graphql: { field: 'editDevice', args: { input: 'EditDeviceInput' } },
  }),
  call({
    name: 'getExpireServiceDevices',
    kind: 'query',
    summary: 'Devices whose service expires within the next 30 days (or already has), soonest first.',
    input: getExpireServiceDevicesInput,
    output: DevicePage,
    graphql: { field: 'expireServiceDevices', args: 'flat' },
  }),
  call({
    name: 'stopDeviceService',
    kind: 'mutation',
    summary: 'Stops service for the selected devices (status 3), in bulk.',
    input: stopDeviceServiceInput,
    output: z.array(Device),
    graphql: { field: 'stopDeviceService', args: 'flat' },
  }),
] as const);
