import {
  LANGUAGES,
  SystemSetting,
  type RefusalReason,
  type StatisticGroup,
  type SystemSettingId,
} from '@gps/codes';
import {
  ResponseCode,
  calls,
  type Call,
  type statisticsDayInput,
  type statisticsMultiDaysInput,
} from '@gps/contracts';
import { AdminFunction } from '@gps/domain';
import type { z } from 'zod';
import { statisticsFile, type StatisticsLine } from '../exports/statistics-file';
import { refused } from '../request/api-error';
import { callerOf, operation, type Access, type OperationContext } from '../request/operation';
import {
  GROUP_FIGURES,
  statisticsAnswer,
  type StatisticsAnswer,
  type StatisticsQuestion,
  type StatisticSum,
} from '../statistics';
import type { ReadModels } from './shared/read-models';
import { settingsNow } from './shared/settings-now';

/** What the statistics calls need: the read models and the platform's time zone. */
export interface StatisticsOperationDeps {
  read: ReadModels;
  timeZone: string;
}

/** Every client, each for its own scope; administrators with the statistics (or customer) view right. */
export const statisticsAccess: Access = {
  admin: [
    { functionId: AdminFunction.STATISTICS, right: 'view' },
    { functionId: AdminFunction.CUSTOMER, right: 'view' },
  ],
  clients: ['fleet', 'device'],
};

/** The groups a system setting switches off, with the refusal they then answer. */
const SWITCHED: Partial<Record<StatisticGroup, { setting: SystemSettingId; reason: RefusalReason }>> = {
  overspeed: { setting: SystemSetting.SHOW_OVERSPEED, reason: 'overspeed_off' },
  offline: { setting: SystemSetting.SHOW_OFFLINE, reason: 'offline_off' },
};

/**
 * Refuses a group whose setting is off (-4 with its reason), as the pages are hidden then: the
 * spec has no code for a feature switched off, and convertAddressToGps answers -4 for its own.
 */
export async function requireGroupShown(read: ReadModels, group: StatisticGroup): Promise<void> {
  const switched = SWITCHED[group];
  if (!switched) return;
  const setting = await settingsNow(read);
  if (setting(switched.setting) !== '1')
    throw refused(ResponseCode.ACCESS_DENIED, switched.reason, `${group} statistics are switched off`);
}

/** A Day or MultiDays call of a group: its input, and an answer of the group's figures. */
type StatisticsCall<I extends z.ZodType, F> = Call<string, I, z.ZodType<unknown, StatisticsAnswer<F>>>;

/** The two calls of one group: Day is the hours of one day, MultiDays the buckets of a period. */
function groupOperations<F extends object>(
  { read, timeZone }: StatisticsOperationDeps,
  group: StatisticGroup,
  figures: (sum: StatisticSum) => F,
  day: StatisticsCall<typeof statisticsDayInput, F>,
  multiDays: StatisticsCall<typeof statisticsMultiDaysInput, F>,
) {
  async function answer(ctx: OperationContext, question: StatisticsQuestion) {
    await requireGroupShown(read, group);
    return statisticsAnswer(read, callerOf(ctx).actor, timeZone, question, figures);
  }
  return [
    operation(day, {
      access: statisticsAccess,
      run: (ctx, { day: oneDay, ...scope }) =>
        answer(ctx, { ...scope, startDay: oneDay, endDay: oneDay, groupBy: 'hour' }),
    }),
    operation(multiDays, { access: statisticsAccess, run: answer }),
  ];
}

const [DEFAULT_LANGUAGE] = LANGUAGES;

/** Any group's figures as a line of the export's table. */
const lineFigures =
  (group: StatisticGroup) =>
  (sum: StatisticSum): Omit<StatisticsLine, 'key'> =>
    GROUP_FIGURES[group](sum);

export const statisticsOperations = (deps: StatisticsOperationDeps) => [
  operation(calls.exportStatistics, {
    access: statisticsAccess,
    async run(ctx, input) {
      // Refused as the group's own call is, before any byte is written.
      await requireGroupShown(deps.read, input.group);
      const answer = await statisticsAnswer(
        deps.read,
        callerOf(ctx).actor,
        deps.timeZone,
        input,
        lineFigures(input.group),
      );
      return statisticsFile(
        {
          ...input,
          language: input.language ?? DEFAULT_LANGUAGE,
          timeZone: deps.timeZone,
          scope: answer.scope,
        },
        answer,
      );
    },
  }),
  ...groupOperations(
    deps,
    'all',
    GROUP_FIGURES.all,
    calls.getAllStatisticsDay,
    calls.getAllStatisticsMultiDays,
  ),
  ...groupOperations(
    deps,
    'mileage',
    GROUP_FIGURES.mileage,
    calls.getMileageStatisticsDay,
    calls.getMileageStatisticsMultiDays,
  ),
  ...groupOperations(
    deps,
    'warning',
    GROUP_FIGURES.warning,
    calls.getWarningStatisticsDay,
    calls.getWarningStatisticsMultiDays,
  ),
  ...groupOperations(
    deps,
    'overspeed',
    GROUP_FIGURES.overspeed,
    calls.getOverspeedStatisticsDay,
    calls.getOverspeedStatisticsMultiDays,
  ),
  ...groupOperations(
    deps,
    'offline',
    GROUP_FIGURES.offline,
    calls.getOfflineStatisticsDay,
    calls.getOfflineStatisticsMultiDays,
  ),
];
