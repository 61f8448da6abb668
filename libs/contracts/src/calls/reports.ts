import { z } from 'zod';
import {
  DEFAULT_REPORT_TYPE,
  MESSAGE_CONTENT_MAX,
  REPORT_CONTACT_MAX,
  REPORT_CONTACT_METHOD_MAX,
  REPORT_NOTE_MAX,
  REPORT_STATES,
  REPORT_TYPES,
} from '@gps/codes';
import { byName, call, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import {
  entityId,
  epochMicros,
  id,
  int,
  keyword,
  maybeEpochMicros,
  maybeText,
  micros,
  pageIndex,
  pageRows,
  text,
} from './common';

export const ReportChange = z
  .object({
    state: int,
    note: maybeText,
    byAccountId: entityId,
    by: text.describe("The administrator's account name."),
    at: epochMicros,
  })
  .meta({ id: 'ReportChange', description: 'One editReport: the state and note it set, who and when.' });

export const Report = z
  .object({
    id: entityId,
    reportTypeId: int.describe(`One of ${REPORT_TYPES.join(', ')}.`),
    contact: text,
    contactMethod: text,
    description: text,
    accountId: text.describe("The customer's account id (a device's serial number)."),
    accountType: int.describe('2 fleet, 3 single device.'),
    account: text.describe("The customer's account name as it was when sent."),
    state: int.describe(`${REPORT_STATES.join(', ')}: not processed, contacted, closed.`),
    note: maybeText.describe("The administrator's latest note."),
    createdAt: epochMicros,
    updatedAt: maybeEpochMicros.describe('The latest editReport; null before any.'),
    changes: z.array(ReportChange).describe('Every editReport, oldest first.'),
  })
  .meta({ id: 'Report', description: "A customer's feedback report and how it was handled." });
export const ReportPage = page(Report, 'ReportPage');

const ADMIN = 'Administrators need the report right (function 9):';

export const reportCalls = byName([
  call({
    name: 'addReport',
    kind: 'mutation',
    summary: `A customer's feedback (the user menu's Feedback), not processed until an administrator handles it. Customers only.`,
    input: z.object({
      reportTypeId: z
        .number()
        .int()
        .default(DEFAULT_REPORT_TYPE)
        .describe(`One of ${REPORT_TYPES.join(', ')}; ${DEFAULT_REPORT_TYPE} when absent.`),
      contact: z.string().trim().max(REPORT_CONTACT_MAX).default(''),
      contactMethod: z.string().trim().max(REPORT_CONTACT_METHOD_MAX).default(''),
      description: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX),
    }),
    output: Report,
    graphql: { field: 'addReport', args: 'flat' },
    multiLine: ['description'],
  }),
  call({
    name: 'getReports',
    kind: 'query',
    summary: `Feedback reports, newest first, 50 a page, narrowed by type, state, the period they were sent in [startTime, endTime) and a keyword (in the account, contact, contact method or description). ${ADMIN} view.`,
    input: z.object({
      reportTypeId: z.number().int().optional(),
      state: z.number().int().optional(),
      startTime: micros.optional(),
      endTime: micros.optional(),
      keyword,
      pageIndex,
      pageRows: pageRows(PAGE_SIZES.reports),
    }),
    output: ReportPage,
    graphql: { field: 'reports', args: 'flat' },
  }),
  call({
    name: 'editReport',
    kind: 'mutation',
    summary: `Moves a report to a state (any of the three: a closed one can be reopened) with an optional note (at most ${REPORT_NOTE_MAX} characters); who and when are kept in its changes. ${ADMIN} edit. -3 unknown report.`,
    input: z.object({
      id,
      state: z.number().int(),
      note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
    }),
    output: Report,
    graphql: { field: 'editReport', args: 'flat' },
    multiLine: ['note'],
  }),
] as const);
