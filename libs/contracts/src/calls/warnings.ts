import { WARNING_KINDS } from '@gps/codes';
import { z } from 'zod';
import { byName, call, page } from '../catalogue/declare';
import {
  entityId,
  epochMicros,
  flag,
  maybeEpochMicros,
  maybeFloat,
  maybeId,
  maybeText,
  micros,
  pageIndex,
  pageRows,
  serialNumber,
  text,
} from './common';

/** The kinds of warning a list can be narrowed to (GraphQL's WarningKind). */
export const warningKind = z.enum(WARNING_KINDS).meta({
  id: 'WarningKind',
  description: 'What a warning is about: an alarm a device sent or a state it entered.',
});

/** The most devices one warnings query may name: a client's whole device page. */
const WARNING_DEVICES_MAX = 1000;

/** The caller's warnings, narrowed by devices, kinds and the period [startTime, endTime) (epoch µs). */
export const getWarningsInput = z
  .object({
    deviceSerialNumbers: z.array(serialNumber).min(1).max(WARNING_DEVICES_MAX).optional(),
    kinds: z.array(warningKind).min(1).max(WARNING_KINDS.length).optional(),
    startTime: micros.optional(),
    endTime: micros.optional(),
    pageIndex,
    pageRows: pageRows(WARNING_DEVICES_MAX),
  })
  .refine((v) => v.startTime === undefined || v.endTime === undefined || v.startTime < v.endTime, {
    message: 'startTime must be before endTime',
    path: ['startTime'],
  });

/** A warning as the list and the live `warningRaised` subscription answer it. */
export const Warning = z
  .object({
    id: entityId,
    deviceSerialNumber: text,
    carName: maybeText.describe("The vehicle's name when the warning was raised."),
    fleetId: maybeId,
    kind: text.describe('sos, power_cut, low_battery, vibration, power_off, tamper, ...'),
    source: text.describe("'status': open until cleared; 'alarm': a one-off alarm packet."),
    warningMessage: text.describe('Stable English text per kind; the UI translates by kind.'),
    timestamp: epochMicros,
    latitude: maybeFloat,
    longitude: maybeFloat,
    cleared: flag,
    clearedTimestamp: maybeEpochMicros.describe('When a status warning was cleared. Epoch microseconds.'),
  })
  .meta({
    id: 'Warning',
    description: 'A warning raised by a device: an alarm it sent, or a state it entered.',
  });
export const WarningPage = page(Warning, 'WarningPage');

export const warningCalls = byName([
  call({
    name: 'getWarnings',
    kind: 'query',
    summary:
      "The caller's warnings, newest first, 50 a page: every device's an administrator may see, a fleet's own (a main fleet's with its sub-fleets'), a device's own, each judged by the fleet the device was in when the warning was raised. Narrowed by deviceSerialNumbers (each must be visible, else -3), kinds and [startTime, endTime) (epoch µs).",
    input: getWarningsInput,
    output: WarningPage,
    graphql: { field: 'warnings', args: { filter: 'WarningFilter' } },
  }),
] as const);
