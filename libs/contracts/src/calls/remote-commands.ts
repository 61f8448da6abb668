import { COMMAND_FAILURES, REMOTE_COMMAND_KEYS, RequestDataCode } from '@gps/codes';
import { z } from 'zod';
import { byName, call, page } from '../catalogue/declare';
import {
  entityId,
  epochMicros,
  int,
  MICROS,
  maybeEpochMicros,
  maybeText,
  micros,
  serialNumber,
  text,
} from './common';

/** The spec's remote key codes (the menu's query, set and remote-control entries), from @gps/codes. */
export const REMOTE_KEYS = REMOTE_COMMAND_KEYS;

/** The key codes as a named enum (GraphQL's RemoteKey). */
export const remoteKey = z.enum(REMOTE_KEYS).meta({
  id: 'RemoteKey',
  description:
    'PSW password, PHONE device SIM number, USER owner phone, FREQ report interval, VIB vibration alarm, VIBL vibration sensitivity 0..15, LBVON low-battery alarm, POF power-cut alarm, GPS satellites query, VBAT battery query, SLEEP power saving.',
});

/**
 * `requestDataCode` is the menu's code (12 or 13), recorded as given: the spec does not tie it to
 * keys. The value's shape depends on the key and is checked by the domain, which also accepts the
 * legacy forms (1/0 for switches, "normal"/"fast" for FREQ).
 */
export const remoteCommandInput = z.object({
  deviceSerialNumber: serialNumber,
  requestDataCode: z.union([z.literal(RequestDataCode.QUERY), z.literal(RequestDataCode.COMMAND)]),
  key: remoteKey,
  value: z
    .union([z.string().max(64), z.number(), z.boolean()])
    .nullable()
    .optional(),
});

/** A device's command history within [startTime, endTime) (epoch µs); the last 24 hours by default. */
export const getDeviceSendCommandLogInput = z
  .object({
    deviceSerialNumber: serialNumber,
    startTime: micros.optional(),
    endTime: micros.optional(),
  })
  .refine((v) => v.startTime === undefined || v.endTime === undefined || v.startTime < v.endTime, {
    message: 'startTime must be before endTime',
    path: ['startTime'],
  });

/** Why a command failed, as a code (pages translate it); failureReason says it in technical words. */
const commandFailure = z.enum(COMMAND_FAILURES).meta({
  id: 'CommandFailure',
  description:
    'unsupported_command: the device’s protocol has no such command; invalid_value: it cannot carry the value; invalid_target: it cannot address the device; personal_data_erased: the number was erased with its owner’s personal data.',
});

/** Entries one command-history call returns at most (a day of a busy operator's commands). */
export const REMOTE_COMMAND_LOG_MAX = 500;

/** The recorded value: text, seconds, level, or a switch; GraphQL answers it as text. */
const recordedValue = z.union([z.string(), z.number(), z.boolean()]).nullable();

export const CommandLogEntry = z
  .object({
    commandId: entityId,
    deviceSerialNumber: text,
    requestDataCode: int,
    key: remoteKey,
    value: recordedValue.describe('As recorded: text, seconds, level, 1/0 for a switch.'),
    status: text.describe('queued, sent, replied, failed or expired.'),
    requestedBy: text.describe('Account name of who asked.'),
    requestTimestamp: epochMicros,
    expiresTimestamp: epochMicros.describe(`${MICROS} Unanswered by then, the command expires.`),
    sentTimestamp: maybeEpochMicros,
    sentText: maybeText.describe('The command text as written to the device.'),
    replyTimestamp: maybeEpochMicros,
    replyText: maybeText.describe("The device's answer."),
    failure: commandFailure.nullable(),
    failureReason: maybeText.describe('Why it failed, in technical words (English), for the record.'),
    closedTimestamp: maybeEpochMicros.describe(`${MICROS} When it failed or expired.`),
  })
  .meta({
    id: 'CommandLogEntry',
    description: "One remote command and what became of it: an entry of the device's command history.",
  });
export const CommandLogPage = page(CommandLogEntry, 'CommandLogPage');

export const RemoteCommandResult = CommandLogEntry.extend({
  warning: maybeText.describe("The spec's advice, for the fast (15 s) frequency."),
  queuedNow: z
    .boolean()
    .describe('false when this was a retry (same Idempotency-Key) of a command already queued.'),
}).meta({ id: 'RemoteCommandResult' });

export const remoteCommandCalls = byName([
  call({
    name: 'remoteCommand',
    kind: 'mutation',
    summary:
      'Queues a remote command for a device: sent at once if it is connected, otherwise when it connects, until COMMAND_TTL_SECONDS pass. Needs the send-commands permission (client slot 2) for that device; a device out of service (expired, stopped or on a paid stop) takes none (-5). Answers the command-history entry; FREQ 15 also answers the fast-frequency warning.',
    input: remoteCommandInput,
    output: RemoteCommandResult,
    graphql: { field: 'remoteCommand', args: { input: 'RemoteCommandInput' } },
  }),
  call({
    name: 'getDeviceSendCommandLog',
    kind: 'query',
    summary:
      "A device's command history within [startTime, endTime) (epoch µs; the last 24 hours by default), newest first, with each command's status, the text sent and the device's reply.",
    input: getDeviceSendCommandLogInput,
    output: CommandLogPage,
    graphql: {
      field: 'deviceSendCommandLog',
      args: 'flat',
      description: "A device's command history, newest first; the last 24 hours by default.",
    },
  }),
] as const);
