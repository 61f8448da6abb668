import {
  LANGUAGES,
  STATISTIC_GROUPINGS,
  STATISTIC_GROUPS,
  STATISTIC_PERIOD_MAX_DAYS,
  daysIncluded,
  isCalendarDay,
} from '@gps/codes';
import { z } from 'zod';
import { asFloat, byName, call, fileAnswer, fileCall } from '../catalogue/declare';
import { EXPORT_MEDIA_TYPES } from './exports';
import { entityId, float, id, int, maybeText, serialNumber, text } from './common';
import { warningKind } from './warnings';

/** A local day in the platform's time zone, `YYYY-MM-DD`, that exists on the calendar. */
const localDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a day is written YYYY-MM-DD', abort: true })
  .refine(isCalendarDay, { message: 'no such day', params: { code: 'invalid' } })
  .describe("A local day in the platform's time zone, YYYY-MM-DD.");

/** Whose figures: a device, a fleet (with its sub-fleets), or neither for the caller's own scope. */
const scopeFields = {
  deviceSerialNumber: serialNumber
    .optional()
    .describe("One device's figures (its whole record). With fleetId: -2. Another tenant's device: -3."),
  fleetId: id
    .optional()
    .describe(
      "One fleet's figures, its sub-fleets' devices included. Neither field: the caller's own scope (a fleet's, a device's, the platform for administrators).",
    ),
};

interface Scoped {
  deviceSerialNumber?: string;
  fleetId?: string;
}
interface Period {
  startDay: string;
  endDay: string;
}

const oneScopeAtMost = <S extends z.ZodType<Scoped>>(schema: S) =>
  schema.refine((v) => v.deviceSerialNumber === undefined || v.fleetId === undefined, {
    message: 'give deviceSerialNumber or fleetId, not both',
    path: ['fleetId'],
  });

/** The period's length in days, both ends included; undefined while either end is not a day. */
const lengthOf = (v: Period) =>
  isCalendarDay(v.startDay) && isCalendarDay(v.endDay) ? daysIncluded(v.startDay, v.endDay) : undefined;

/**
 * A period of days: start before or on end, at most STATISTIC_PERIOD_MAX_DAYS days (judged once
 * both ends are days; a bad end is its own field's error).
 */
const periodRules = <S extends z.ZodType<Scoped & Period>>(schema: S) =>
  oneScopeAtMost(schema)
    .refine((v) => (lengthOf(v) ?? 1) >= 1, {
      message: 'endDay must not be before startDay',
      path: ['endDay'],
      params: { code: 'too_early' },
    })
    .refine((v) => (lengthOf(v) ?? 1) <= STATISTIC_PERIOD_MAX_DAYS, {
      message: `the period must not be longer than ${STATISTIC_PERIOD_MAX_DAYS} days`,
      path: ['endDay'],
      params: { code: 'too_large' },
    });

export const statisticGrouping = z.enum(STATISTIC_GROUPINGS).meta({
  id: 'StatisticGrouping',
  description:
    "day: a row per day (YYYY-MM-DD); month: a row per month (YYYY-MM); hour: a row per hour of the day (00..23), summed over the period's days.",
});

const multiDaysFields = {
  ...scopeFields,
  startDay: localDay.describe('The first day of the period (included), YYYY-MM-DD.'),
  endDay: localDay.describe(
    `The last day of the period (included), YYYY-MM-DD; the period is at most ${STATISTIC_PERIOD_MAX_DAYS} days, both ends counted.`,
  ),
  groupBy: statisticGrouping,
};

export const statisticsDayInput = oneScopeAtMost(
  z.object({ ...scopeFields, day: localDay.describe('The day, YYYY-MM-DD.') }),
);
export const statisticsMultiDaysInput = periodRules(z.object(multiDaysFields));

export const StatisticsScope = z
  .object({
    kind: z.enum(['device', 'fleet', 'platform']).meta({ id: 'StatisticScope' }),
    id: entityId.describe("The device's serial number, the fleet's id, or 'platform'."),
    name: maybeText.describe(
      "The vehicle's name (its serial when unnamed), the fleet's name; null for the platform.",
    ),
  })
  .meta({ id: 'StatisticsScope', description: 'Whose figures these are.' });

/** Whole seconds summed over many devices and days can pass GraphQL's 32-bit Int. */
const seconds = () => asFloat(z.number().int().nonnegative());
const kilometres = float.describe('Kilometres, rounded to 3 decimals.');

export const WarningKindCount = z
  .object({ kind: warningKind, count: int })
  .meta({ id: 'WarningKindCount', description: 'How many warnings of one kind.' });

/** What each group counts (docs/decisions/statistics.md), by row and in the totals. */
const FIGURES = {
  All: {
    mileageKm: kilometres,
    warnings: int.describe('Warnings raised.'),
    overspeeds: int.describe('Overspeed episodes begun.'),
    offlines: int.describe('Offline episodes begun.'),
  },
  Mileage: { mileageKm: kilometres },
  Warning: {
    warnings: int.describe('Warnings raised, all kinds.'),
    byKind: z
      .array(WarningKindCount)
      .describe('The kinds raised, most first (then by kind); empty on hour rows, which keep no kinds.'),
  },
  Overspeed: {
    overspeeds: int.describe('Overspeed episodes begun.'),
    overspeedSeconds: seconds().describe('Their durations, once ended, counted where each began.'),
    peakKmh: float.describe(
      'The highest speed of those episodes once ended, km/h (of an hour row: of the episodes begun in that hour); 0 with none.',
    ),
  },
  Offline: {
    offlines: int.describe('Offline episodes begun.'),
    offlineSeconds: seconds().describe('Their durations, once ended, counted where each began.'),
  },
} as const;
type GroupName = keyof typeof FIGURES;

/** One group's answer: the scope, the buckets of the period in order (zeros included), the totals. */
function statisticsAnswer<G extends GroupName>(group: G) {
  const figures = FIGURES[group];
  const Row = z
    .object({
      key: text.describe('YYYY-MM-DD (day), YYYY-MM (month) or HH, 00..23 (hour of the day).'),
      ...figures,
    })
    .meta({
      id: `${group}StatisticsRow`,
      description: `One bucket (a day, a month or an hour of the day) of the ${group.toLowerCase()} statistics.`,
    });
  const Totals = z.object(figures).meta({
    id: `${group}StatisticsTotals`,
    description: `The period's totals of the ${group.toLowerCase()} statistics.`,
  });
  return z
    .object({
      scope: StatisticsScope,
      timeZone: text.describe("The platform's time zone the days are counted in (IANA), e.g. Asia/Taipei."),
      groupBy: statisticGrouping,
      totals: Totals,
      rows: z.array(Row).describe('Every bucket of the period in order, zeros included.'),
    })
    .meta({
      id: `${group}Statistics`,
      description: `The ${group.toLowerCase()} statistics of a scope over a period.`,
    });
}

const SCOPE_WORDS =
  "Scope: deviceSerialNumber, fleetId (its sub-fleets' devices included, each day counted for the fleet the device was in), or neither for the caller's own; another tenant's device or fleet, or a sub-fleet asking for its parent, is -3. Administrators need STATISTICS or CUSTOMER view.";

/** The Day and MultiDays calls of one group, named `get<Group>StatisticsDay` and `...MultiDays`. */
function groupCalls<const G extends GroupName>(group: G, what: string, refused = '') {
  const output = statisticsAnswer(group);
  const field = group.toLowerCase() as Lowercase<G>;
  return [
    call({
      name: `get${group}StatisticsDay`,
      kind: 'query',
      summary: `${what} of one local day, by hour (24 rows, zeros included). ${SCOPE_WORDS}${refused}`,
      input: statisticsDayInput,
      output,
      graphql: { field: `${field}StatisticsDay`, args: 'flat' },
    }),
    call({
      name: `get${group}StatisticsMultiDays`,
      kind: 'query',
      summary: `${what} of a period of local days (startDay..endDay, both included, at most ${STATISTIC_PERIOD_MAX_DAYS}), by day, month or hour of the day, every bucket listed (zeros included), with the totals. ${SCOPE_WORDS}${refused}`,
      input: statisticsMultiDaysInput,
      output,
      graphql: { field: `${field}StatisticsMultiDays`, args: 'flat' },
    }),
  ] as const;
}

const REFUSED_OVERSPEED =
  ' Refused (-4, reason overspeed_off) while the system setting showOverspeed is off.';
const REFUSED_OFFLINE = ' Refused (-4, reason offline_off) while the system setting showOffline is off.';

export const exportStatisticsInput = periodRules(
  z.object({
    ...multiDaysFields,
    group: z.enum(STATISTIC_GROUPS).describe('all, mileage, warning, overspeed or offline.'),
    format: z.enum(['csv', 'xlsx']).describe('csv (UTF-8 with BOM) or xlsx.'),
    language: z.enum(LANGUAGES).optional().describe('The language of the column headers; zh-TW when absent.'),
  }),
);

export const statisticsCalls = byName([
  ...groupCalls('All', 'Mileage, warnings, overspeed and offline episodes'),
  ...groupCalls('Mileage', "Kilometres driven (the odometer's accepted distances)"),
  ...groupCalls('Warning', 'Warnings raised, with their kinds'),
  ...groupCalls('Overspeed', 'Overspeed episodes, their durations and peak speed', REFUSED_OVERSPEED),
  ...groupCalls('Offline', 'Offline episodes and their durations', REFUSED_OFFLINE),
  fileCall({
    name: 'exportStatistics',
    summary: `One group's figures over a period as a table file: the rows get<Group>StatisticsMultiDays answers and a totals line, headers in the language. Refused as that call is.`,
    input: exportStatisticsInput,
    output: fileAnswer('A CSV or XLSX file, by format.', [EXPORT_MEDIA_TYPES.csv, EXPORT_MEDIA_TYPES.xlsx]),
  }),
] as const);
