import { ReportState } from '@gps/codes';
import dayjs from 'dayjs';
import type { ListParams } from '../../../shared/back-office/useListQuery';

const MICROS_PER_MS = 1000;

/** The report list's filters: type, state, and the days they were sent (first and last, epoch ms). */
export interface ReportFilters {
  reportTypeId?: number;
  state?: number;
  period?: readonly [number, number];
}

/**
 * The period's bounds as getReports takes them, [startTime, endTime) in epoch microseconds: from the
 * first day's local midnight to the midnight after the last day, so the last day counts whole.
 */
export function periodMicros(period: readonly [number, number]): { startTime: number; endTime: number } {
  const start = dayjs(period[0]).startOf('day');
  const end = dayjs(period[1]).startOf('day').add(1, 'day');
  return { startTime: start.valueOf() * MICROS_PER_MS, endTime: end.valueOf() * MICROS_PER_MS };
}

/** The getReports variables of the filters and the page (filters left empty are left out). */
export function reportVariables(filters: ReportFilters, params: ListParams) {
  return {
    ...params,
    ...(filters.reportTypeId !== undefined ? { reportTypeId: filters.reportTypeId } : {}),
    ...(filters.state !== undefined ? { state: filters.state } : {}),
    ...(filters.period ? periodMicros(filters.period) : {}),
  };
}

/** The editReport variables: the state chosen, the note trimmed, an empty note left out. */
export function editReportVariables(id: string, state: number, note: string | undefined) {
  const trimmed = note?.trim() ?? '';
  return { id, state, ...(trimmed ? { note: trimmed } : {}) };
}

/** The tag colour of each state: what still needs handling stands out. */
export const REPORT_STATE_COLOURS: Readonly<Record<number, string>> = {
  [ReportState.NOT_PROCESSED]: 'red',
  [ReportState.CONTACTED]: 'blue',
  [ReportState.CLOSED]: 'default',
};
