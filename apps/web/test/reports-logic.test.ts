import { describe, expect, it } from '@jest/globals';
import { ReportState, ReportType } from '@gps/codes';
import {
  editReportVariables,
  periodMicros,
  reportVariables,
} from '../src/features/admin/reports/reportFilters';

const PAGE = { pageIndex: 0, pageRows: 50 };
const micros = (date: Date) => date.getTime() * 1000;

describe('the report list filters', () => {
  it('asks for the page alone when nothing is chosen', () => {
    expect(reportVariables({}, PAGE)).toEqual(PAGE);
  });

  it('takes the period from the first day’s midnight to the midnight after the last day', () => {
    const first = new Date(2026, 10, 1, 15, 30);
    const last = new Date(2026, 10, 3, 10, 0);
    expect(periodMicros([first.getTime(), last.getTime()])).toEqual({
      startTime: micros(new Date(2026, 10, 1)),
      endTime: micros(new Date(2026, 10, 4)),
    });
    const day = new Date(2026, 11, 31, 23, 59).getTime();
    expect(periodMicros([day, day])).toEqual({
      startTime: micros(new Date(2026, 11, 31)),
      endTime: micros(new Date(2027, 0, 1)),
    });
  });

  it('passes type, state, period and keyword as getReports names them', () => {
    const first = new Date(2026, 10, 1).getTime();
    expect(
      reportVariables(
        { reportTypeId: ReportType.DEVICE, state: ReportState.NOT_PROCESSED, period: [first, first] },
        { ...PAGE, keyword: 'battery' },
      ),
    ).toEqual({
      ...PAGE,
      keyword: 'battery',
      reportTypeId: 2,
      state: 1,
      startTime: micros(new Date(2026, 10, 1)),
      endTime: micros(new Date(2026, 10, 2)),
    });
  });
});

describe('editing a report', () => {
  it('sends the state and the note trimmed; an empty note is left out', () => {
    expect(editReportVariables('r1', ReportState.CLOSED, '  Called back \n')).toEqual({
      id: 'r1',
      state: 3,
      note: 'Called back',
    });
    expect(editReportVariables('r1', ReportState.CONTACTED, '   ')).toEqual({ id: 'r1', state: 2 });
    expect(editReportVariables('r1', ReportState.CONTACTED, undefined)).toEqual({ id: 'r1', state: 2 });
  });
});
