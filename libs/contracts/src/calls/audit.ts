import { z } from 'zod';
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_EXPORT_MEDIA_TYPE,
  AUDIT_HISTORY_PAGE_ROWS,
  AUDIT_HISTORY_PAGE_ROWS_MAX,
  AUDIT_PROBLEMS,
  AUDIT_VERIFICATION_PHASES,
  AUDIT_VERIFICATION_STATES,
  ERASED_PERSONAL_DATA,
} from '@gps/codes';
import { byName, call, fileAnswer, fileCall } from '../catalogue/declare';
import {
  entityId,
  epochMicros,
  flag,
  id,
  int,
  maybeEpochMicros,
  maybeText,
  micros,
  pageIndex,
  pageRows,
  text,
} from './common';

/** The auditors' side (docs/decisions/audit.md, docs/decisions/personal-data.md). */

const entityType = z
  .enum(AUDIT_ENTITY_TYPES)
  .describe(`One of ${AUDIT_ENTITY_TYPES.join(', ')}.`)
  .meta({ id: 'AuditEntityType' });
const entityKey = z
  .string()
  .trim()
  .max(64)
  .optional()
  .describe(
    'What people know it by: a serial number (device, telemetry, places, maintenance), an account name (fleet, account), a group name (permission), an order or coupon number, a plan letter or number, an id (the rest); none for settings and vipPlan.',
  );
const telemetryDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .describe(
    "telemetry only (and required there): the UTC day of receipt, YYYY-MM-DD, as the log keeps a device's positions.",
  );
const entityInput = { entityType, key: entityKey, day: telemetryDay };

export const AuditEntity = z
  .object({
    entityType: text,
    key: text.describe('The key it was found by, as the log names it (an id where a name was given).'),
    label: text.describe('What people know it by (an account name, a serial number, an order number...).'),
    streamId: text.describe('The event stream that holds its history.'),
    events: int.describe('Events in its stream.'),
  })
  .meta({
    id: 'AuditEntity',
    description: 'An entity found for the auditors: its stream and how long its history is.',
  });

export const AuditChange = z
  .object({
    field: text.describe('A dotted path into the state (serviceExpiredAt, info.vehicle.plate).'),
    before: maybeText.describe('The value before, as JSON text; null when the field was absent.'),
    after: maybeText.describe('The value after, as JSON text; null when the field is gone.'),
  })
  .meta({
    id: 'AuditChange',
    description: 'One field that an event (or the time between two moments) changed.',
  });

export const AuditField = z
  .object({
    field: text.describe('A dotted path into the state.'),
    value: text.describe('Its value as JSON text.'),
  })
  .meta({ id: 'AuditField', description: "One field of an entity's state." });

export const AuditEvent = z
  .object({
    position: text.describe('Its place in the whole log (a decimal integer, may pass 2^53).'),
    revision: int.describe('Its place in its stream, from 0.'),
    type: text,
    version: int.describe("The event type's schema version."),
    recordedAt: epochMicros.describe('When the log recorded it. Epoch microseconds.'),
    actorKind: text.describe('admin, fleet, device, system or gateway.'),
    actorId: text,
    actor: text.describe(
      "Who, as people know them: an account name, a serial number, a system worker's name.",
    ),
    call: maybeText.describe('The call that caused it; null for the system and the gateway.'),
    commandId: maybeText,
    ip: maybeText.describe('The address the request came from, where there was one.'),
    changes: z
      .array(AuditChange)
      .describe('What it changed, field by field (secrets show as changed, never their value).'),
    hash: maybeText.describe(
      'Its link in the hash chain (hex); null for an event the chain does not cover yet.',
    ),
  })
  .meta({ id: 'AuditEvent', description: 'One event of an entity, with who caused it and what it changed.' });

export const AuditHistory = z
  .object({ entity: AuditEntity, total: int, rows: z.array(AuditEvent) })
  .meta({ id: 'AuditHistory', description: "A page of an entity's events, oldest first." });

export const AuditState = z
  .object({
    entity: AuditEntity,
    at: epochMicros,
    exists: flag.describe('False before its first event (or after its deletion where the state says so).'),
    revision: int.describe('The last event folded in (its revision); -1 when none.'),
    eventAt: maybeEpochMicros.describe('When that event was recorded.'),
    fields: z.array(AuditField).describe('Its state as of `at`, field by field (secrets left out).'),
    compareAt: maybeEpochMicros,
    changes: z
      .array(AuditChange)
      .describe(
        'With compareAt: what differs from the state as of compareAt (before) to `at` (after); [] otherwise.',
      ),
  })
  .meta({
    id: 'AuditState',
    description: "An entity's state as of a moment: its events up to then, folded.",
  });

export const AuditVerification = z
  .object({
    id: entityId,
    state: text.describe(`${AUDIT_VERIFICATION_STATES.join(', ')}.`),
    phase: text.describe(`${AUDIT_VERIFICATION_PHASES.join(', ')}.`),
    checked: int.describe('Events (chain, replay) or documents (compare) checked so far in this phase.'),
    total: int.describe('Of how many, in this phase.'),
    startedAt: epochMicros,
    finishedAt: maybeEpochMicros,
    headPosition: maybeText.describe('The last position the verification covers.'),
    headHash: maybeText.describe(
      'The chain hash at that position: write it down, a later rewrite of the log cannot keep it.',
    ),
    problem: maybeText.describe(`broken only: ${AUDIT_PROBLEMS.join(', ')}.`),
    problemPosition: maybeText.describe('The position of the first event in question.'),
    problemDetail: maybeText.describe(
      'The stream and revision, or the read model and document, in question.',
    ),
  })
  .meta({
    id: 'AuditVerification',
    description:
      'A run of the log verification: the chain, then a replay compared with the live read models.',
  });

export const PersonalDataErasure = z
  .object({
    accountType: int.describe('2 fleet, 3 single device.'),
    accountId: text,
    erasedAt: epochMicros,
  })
  .meta({ id: 'PersonalDataErasure', description: "A customer's personal data erased: the key destroyed." });

const AUDIT = 'Administrators need the system log right (function 12):';

export const exportAuditLogInput = z.object({
  entityType: entityType
    .optional()
    .describe("With key (and day for telemetry): that entity's stream; absent: the whole log in the period."),
  key: entityKey,
  day: telemetryDay,
  startTime: micros.optional().describe('Events recorded at or after it. Epoch microseconds.'),
  endTime: micros.optional().describe('Events recorded before it. Epoch microseconds.'),
});

export const auditCalls = byName([
  call({
    name: 'getAuditHistory',
    kind: 'query',
    summary: `An entity's events, oldest first, ${AUDIT_HISTORY_PAGE_ROWS} a page unless asked (at most ${AUDIT_HISTORY_PAGE_ROWS_MAX}): each with when, who, the call, the request address and what it changed. ${AUDIT} view. -3 nothing of that type with that key. Recorded in the system log.`,
    input: z.object({ ...entityInput, pageIndex, pageRows: pageRows(AUDIT_HISTORY_PAGE_ROWS_MAX) }),
    output: AuditHistory,
    graphql: { field: 'auditHistory', args: 'flat' },
  }),
  call({
    name: 'getAuditState',
    kind: 'query',
    summary: `An entity's state as of \`at\` (its events recorded up to then, folded), and with compareAt what changed between the two moments. ${AUDIT} view. -3 nothing of that type with that key. Recorded in the system log.`,
    input: z.object({ ...entityInput, at: micros, compareAt: micros.optional() }),
    output: AuditState,
    graphql: { field: 'auditState', args: 'flat' },
  }),
  fileCall({
    name: 'exportAuditLog',
    summary: `An entity's history, or the whole log in a period, as JSON Lines with each event's chain hash and its predecessor's, closed by a line that counts them; \`npm run audit -- verify-export <file>\` (or scripts/verify-audit-export.mjs alone) checks it without the server. ${AUDIT} view. Recorded in the system log.`,
    input: exportAuditLogInput,
    output: fileAnswer('JSON Lines (docs/decisions/audit.md).', [AUDIT_EXPORT_MEDIA_TYPE]),
  }),
  call({
    name: 'startAuditVerification',
    kind: 'mutation',
    summary: `Starts verifying the log (the chain, then a replay into a scratch store compared with the live read models), or answers the one already running. ${AUDIT} view.`,
    input: z.object({}),
    output: AuditVerification,
    graphql: { field: 'startAuditVerification', args: 'flat' },
  }),
  call({
    name: 'getAuditVerification',
    kind: 'query',
    summary: `A verification's progress and outcome; without id, the latest. ${AUDIT} view. -3 unknown verification (or none yet).`,
    input: z.object({ id: id.optional() }),
    output: AuditVerification,
    graphql: { field: 'auditVerification', args: 'flat' },
  }),
  call({
    name: 'erasePersonalData',
    kind: 'mutation',
    summary: `Erases a customer's personal data (names, phone numbers, e-mail and postal addresses) by destroying their key: the history still replays and verifies, and every erased field reads "${ERASED_PERSONAL_DATA}". Cannot be undone. Administrators need the customer right (function 5): delete. -3 unknown account.`,
    input: z.object({
      accountType: z
        .number()
        .int()
        .describe('2 fleet (by account name), 3 single device (by serial number).'),
      account: z.string().trim().min(1).max(64),
    }),
    output: PersonalDataErasure,
    graphql: { field: 'erasePersonalData', args: 'flat' },
  }),
] as const);
