import { reportDecider, streams, type ReportCommand, type ReportEvent } from '@gps/domain';
import { Collections, reportsProjection } from '@gps/projections';
import { DirectoryHarness, MINUTE, us } from './support/directory-harness';

/** The feedback reports read model, fed by the report decider through the log. */

const T = Date.UTC(2026, 10, 25, 2, 0, 0);
const ADMIN = 'admin-1';

let h: DirectoryHarness;
let logs: Map<string, ReportEvent[]>;

async function report(command: ReportCommand): Promise<void> {
  const log = logs.get(command.reportId) ?? [];
  const events = reportDecider.decide(command, log.reduce(reportDecider.evolve, reportDecider.initialState));
  logs.set(command.reportId, [...log, ...events]);
  await h.append(streams.report(command.reportId), events);
}
const add = (reportId: string, over: Partial<ReportCommand> = {}): ReportCommand =>
  ({
    type: 'AddReport',
    reportId,
    reportTypeId: 2,
    contact: 'Wang',
    contactMethod: '0912-345-678',
    description: 'The tracker stopped reporting',
    accountId: 'fleet-1',
    accountType: 2,
    account: 'acme',
    at: T,
    ...over,
  }) as ReportCommand;
const edit = (reportId: string, state: number, note: string | undefined, at: number): ReportCommand => ({
  type: 'EditReport',
  reportId,
  state,
  note,
  byAccountId: ADMIN,
  by: 'admin',
  at,
});

beforeEach(async () => {
  logs = new Map();
  h = await DirectoryHarness.start([reportsProjection]);
});
afterEach(() => h.stop());

describe('reports projection', () => {
  it('keeps a new report not processed, with no edit yet', async () => {
    await report(add('r1'));
    expect(await h.read.get(Collections.reports, 'r1')).toEqual({
      id: 'r1',
      reportTypeId: 2,
      contact: 'Wang',
      contactMethod: '0912-345-678',
      description: 'The tracker stopped reporting',
      accountId: 'fleet-1',
      accountType: 2,
      account: 'acme',
      state: 1,
      note: null,
      createdAt: us(T),
      updatedAt: null,
      changes: [],
    });
  });

  it('keeps every edit, who and when; a state-only edit keeps the note written before', async () => {
    await report(add('r1'));
    await report(edit('r1', 2, 'Called back', T + MINUTE));
    await report(edit('r1', 3, undefined, T + 2 * MINUTE));
    expect(await h.read.get(Collections.reports, 'r1')).toMatchObject({
      state: 3,
      note: 'Called back',
      updatedAt: us(T + 2 * MINUTE),
      changes: [
        { state: 2, note: 'Called back', byAccountId: ADMIN, by: 'admin', at: us(T + MINUTE) },
        { state: 3, note: null, byAccountId: ADMIN, by: 'admin', at: us(T + 2 * MINUTE) },
      ],
    });
  });

  it('answers the list filters: type, state, period and keyword', async () => {
    await report(add('r1'));
    await report(add('r2', { reportTypeId: 4, description: 'Please add dark mode', at: T + MINUTE }));
    await report(add('r3', { account: 'globex', contact: 'Lin', at: T + 2 * MINUTE }));
    await report(edit('r3', 3, undefined, T + 3 * MINUTE));
    const ids = async (query: Parameters<typeof h.read.find>[1]) =>
      (
        await h.read.find(Collections.reports, {
          sort: [{ field: 'createdAt', direction: 'desc' }],
          ...query,
        })
      ).rows.map((r) => r.id);
    expect(await ids({})).toEqual(['r3', 'r2', 'r1']);
    expect(await ids({ filters: [{ field: 'reportTypeId', op: 'eq', value: 2 }] })).toEqual(['r3', 'r1']);
    expect(await ids({ filters: [{ field: 'state', op: 'eq', value: 1 }] })).toEqual(['r2', 'r1']);
    expect(
      await ids({
        filters: [
          { field: 'createdAt', op: 'gte', value: us(T + MINUTE) },
          { field: 'createdAt', op: 'lt', value: us(T + 2 * MINUTE) },
        ],
      }),
    ).toEqual(['r2']);
    const keyword = (value: string) => ({
      keyword: { fields: ['account', 'contact', 'contactMethod', 'description'], value },
    });
    expect(await ids(keyword('DARK'))).toEqual(['r2']);
    expect(await ids(keyword('glob'))).toEqual(['r3']);
    expect(await ids(keyword('0912'))).toEqual(['r3', 'r2', 'r1']);
  });

  it('rebuilds byte for byte what it kept live', async () => {
    await report(add('r1'));
    await report(add('r2', { at: T + MINUTE }));
    await report(edit('r1', 2, 'Called back', T + 2 * MINUTE));
    await report(edit('r1', 1, 'Reopened', T + 3 * MINUTE));
    const live = JSON.stringify(await h.read.dump(Collections.reports));
    await h.runner.rebuild('reports');
    expect(JSON.stringify(await h.read.dump(Collections.reports))).toBe(live);
  });
});
