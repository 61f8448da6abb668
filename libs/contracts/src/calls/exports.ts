import { EXPORT_FORMATS, LANGUAGES } from '@gps/codes';
import { z } from 'zod';
import { byName, fileAnswer, fileCall } from '../catalogue/declare';
import { HISTORY_PERIOD_MAX_DAYS, overtimeSeconds, period, periodRules } from './history';

/** What a file is written in (docs/decisions/exports.md). */
export const EXPORT_MEDIA_TYPES = Object.freeze({
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const);

const format = z.enum(EXPORT_FORMATS).describe('gpx (GPX 1.1), kml (KML 2.2), csv (UTF-8 with BOM) or xlsx.');
const language = z
  .enum(LANGUAGES)
  .optional()
  .describe('The language of column headers and names in the file; zh-TW when absent.');
const files = fileAnswer(
  'A GPX, KML, CSV or XLSX file, by format.',
  EXPORT_FORMATS.map((f) => EXPORT_MEDIA_TYPES[f]),
);

export const exportCarTrackerLogsInput = periodRules(z.object({ ...period, format, language }));
export const exportParkingRecordsInput = periodRules(
  z.object({ ...period, format, language, overtimeSeconds }),
);

export const exportCalls = byName([
  fileCall({
    name: 'exportCarTrackerLogs',
    summary: `A device's track in [startTime, endTime) (epoch µs, at most ${HISTORY_PERIOD_MAX_DAYS} days) as a file, streamed: every point getCarTrackerLogs answers, in fix-time order, and (GPX and KML) its parking stops. Refused as getCarTrackerLogs is.`,
    input: exportCarTrackerLogsInput,
    output: files,
  }),
  fileCall({
    name: 'exportParkingRecords',
    summary: `A device's parking list in [startTime, endTime) (epoch µs, at most ${HISTORY_PERIOD_MAX_DAYS} days) as a file: the stops getParkingRecords answers for the same overtimeSeconds. Refused as getParkingRecords is.`,
    input: exportParkingRecordsInput,
    output: files,
  }),
] as const);
