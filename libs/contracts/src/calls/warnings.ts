import { WARNING_KINDS } from '@gps/codes';
import { z } from 'zod';
import { byName, call, page } from '../catalogue/declare';
import { CLIENT_DEVICE_PAGE } from '../constants';
import {
  entityId,
  epochMicros,
  id,
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
const WARNING_DEVICES_MAX = CLIENT_DEVICE_PAGE;

/** The caller's warnings, narrowed by devices, kinds and the period [startTime, endTime) (epoch µs). */
export const getWarningsInput = z
  .object({
    deviceSerialNumbers: z.array(serialNumber).min(1).max(WARNING_DEVICES_MAX).optional(),
    kinds: z.array(warningKind).min(1).max(WARNING_KINDS.length).optional(),
    startTime: micros.optional(),
    endTime: micros.optional(),
    handled: z.boolean().optional().describe('true: only handled warnings; false: only open ones.'),
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
    placeName: maybeText.describe(
      "The place it is about: the fence's alias for fence_enter and fence_exit; null for other kinds.",
    ),
    timestamp: epochMicros.describe(
      'When it happened: the fix time of the position that raised it, else its receipt. Lists, periods and order follow it. Epoch microseconds.',
    ),
    receivedTimestamp: epochMicros.describe(
      'When the platform received it: later than timestamp for an upload of buffered positions. Epoch microseconds.',
    ),
    latitude: maybeFloat,
    longitude: maybeFloat,
    cleared: flag,
    clearedTimestamp: maybeEpochMicros.describe('When a status warning was cleared. Epoch microseconds.'),
    handled: flag.describe('Marked handled by a person (handleWarning).'),
    handledBy: maybeText.describe(
      "Who handled it: the sign-in name (a device's serial); clients see 'administrator' for the back office.",
    ),
    handledAt: maybeEpochMicros.describe('When it was handled. Epoch microseconds.'),
    note: maybeText.describe("The handler's note, or null."),
  })
  .meta({
    id: 'Warning',
    description: 'A warning raised by a device: an alarm it sent, or a state it entered.',
  });
export const WarningPage = page(Warning, 'WarningPage');

/**
 * The note's bound here is the door's (UTF-16 units, generous); the rule (trimmed, at most 280
 * characters counted as characters, one line) is the domain's: docs/decisions/warnings.md.
 */
const NOTE_INPUT_MAX = 1000;

/** Marks a warning handled, with an optional note. */
export const handleWarningInput = z.object({
  warningId: id,
  note: z
    .string()
    .max(NOTE_INPUT_MAX)
    .optional()
    .describe('Trimmed, at most 280 characters of one line; blank or absent: no note.'),
});

export const warningCalls = byName([
  call({
    name: 'getWarnings',
    kind: 'query',
    summary:
      "The caller's warnings, newest first by when they happened (a buffered upload's by its fix time), 50 a page: every device's an administrator may see, a fleet's own (a main fleet's with its sub-fleets'), a device's own, each judged by the fleet the device was in when the warning was raised. Narrowed by deviceSerialNumbers (each must be visible, else -3), kinds, handled and [startTime, endTime) of when they happened (epoch µs). The kinds the platform hides (showOverspeed, showOffline at 0) are never listed.",
    input: getWarningsInput,
    output: WarningPage,
    graphql: { field: 'warnings', args: { filter: 'WarningFilter' } },
  }),
  call({
    name: 'handleWarning',
    kind: 'mutation',
    summary:
      "Marks a warning handled, with an optional note; who and when are kept. Whoever may see the warning may handle it (administrators need DEVICE or CUSTOMER edit); another tenant's warning is -3; a warning already handled is -5 (already_handled).",
    input: handleWarningInput,
    output: Warning,
    graphql: { field: 'handleWarning', args: { input: 'HandleWarningInput' } },
  }),
] as const);
