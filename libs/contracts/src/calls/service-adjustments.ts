import { z } from 'zod';
import { byName, call, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import {
  entityId,
  epochMicros,
  keyword,
  maybeId,
  maybeText,
  micros,
  pageIndex,
  pageRows,
  serialNumber,
  text,
} from './common';

/** The most characters of an adjustment's reason (the domain's SERVICE_PERIOD_LIMITS.reasonMax). */
const REASON_MAX = 280;

export const manualAdjustServiceInput = z.object({
  deviceSerialNumber: serialNumber,
  serviceExpiredDate: micros.describe('The new service expiry, epoch microseconds.'),
  reason: z
    .string()
    .max(REASON_MAX * 4)
    .describe('Why, 1 to 280 characters after trimming.'),
});

/** The adjustments, narrowed by the period they were made in [startTime, endTime) (µs), a device and a keyword. */
export const getManualAdjustServiceLogsInput = z
  .object({
    startTime: micros.optional(),
    endTime: micros.optional(),
    deviceSerialNumber: serialNumber.optional(),
    keyword: keyword.describe('Matched in the serial number, fleet, reason and administrator.'),
    pageIndex,
    pageRows: pageRows(PAGE_SIZES.finance),
  })
  .refine((v) => v.startTime === undefined || v.endTime === undefined || v.startTime < v.endTime, {
    message: 'startTime must be before endTime',
    path: ['startTime'],
  });

export const ManualAdjustServiceLog = z
  .object({
    id: entityId,
    deviceSerialNumber: text,
    carName: maybeText.describe("The vehicle's name when adjusted."),
    fleetId: maybeId,
    fleetAlias: maybeText.describe("The device's fleet when adjusted."),
    fromServiceExpiredDate: epochMicros.describe('The expiry before, epoch microseconds.'),
    toServiceExpiredDate: epochMicros.describe('The expiry set, epoch microseconds.'),
    reason: text,
    adminId: entityId,
    adminName: maybeText.describe("The administrator's name (alias) when adjusted."),
    timestamp: epochMicros.describe('When it was adjusted, epoch microseconds.'),
  })
  .meta({
    id: 'ManualAdjustServiceLog',
    description: "An administrator's adjustment of a device's service expiry.",
  });
export const ManualAdjustServiceLogPage = page(ManualAdjustServiceLog, 'ManualAdjustServiceLogPage');

export const serviceAdjustmentCalls = byName([
  call({
    name: 'manualAdjustService',
    kind: 'mutation',
    summary:
      "Moves a device's service expiry to the given date, with a reason (finance, edit). -3 unknown device; -5 expiry_unchanged when it already expires then. An expired device moved into the future is in service again.",
    input: manualAdjustServiceInput,
    output: ManualAdjustServiceLog,
    graphql: { field: 'manualAdjustService', args: { input: 'ManualAdjustServiceInput' } },
  }),
  call({
    name: 'getManualAdjustServiceLogs',
    kind: 'query',
    summary: 'The manual service adjustments, newest first (finance, view); 100 a page.',
    input: getManualAdjustServiceLogsInput,
    output: ManualAdjustServiceLogPage,
    graphql: { field: 'manualAdjustServiceLogs', args: { filter: 'ManualAdjustServiceLogFilter' } },
  }),
] as const);
