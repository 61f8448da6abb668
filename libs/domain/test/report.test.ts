import { reportDecider, streams, type AddReport, type EditReport, type ReportEvent } from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, givenWhenThen } from './support/given-when-then';

const run = givenWhenThen(reportDecider);
const AT = 1_764_000_000_000;
const ID = 'rp-1';

function add(overrides: Partial<AddReport> = {}): AddReport {
  return {
    type: 'AddReport',
    reportId: ID,
    reportTypeId: 2,
    contact: ' Wang ',
    contactMethod: ' 0912-345-678 ',
    description: ' The tracker\nstopped reporting ',
    accountId: 'fleet-1',
    accountType: 2,
    account: 'acme',
    at: AT,
    ...overrides,
  };
}
function edit(overrides: Partial<EditReport> = {}): EditReport {
  return {
    type: 'EditReport',
    reportId: ID,
    state: 2,
    note: ' Called back ',
    byAccountId: 'admin-1',
    by: 'admin',
    at: AT + 1,
    ...overrides,
  };
}
const added: ReportEvent = {
  type: 'ReportAdded',
  version: 1,
  data: {
    reportId: ID,
    reportTypeId: 2,
    contact: 'Wang',
    contactMethod: '0912-345-678',
    description: 'The tracker\nstopped reporting',
    accountId: 'fleet-1',
    accountType: 2,
    account: 'acme',
    at: AT,
  },
};
const closed: ReportEvent = {
  type: 'ReportEdited',
  version: 1,
  data: { reportId: ID, state: 3, note: null, byAccountId: 'admin-1', by: 'admin', at: AT + 2 },
};

describe('feedback report decider', () => {
  it('names one stream per report', () => {
    expect(streams.report(ID)).toBe(`report-${ID}`);
  });

  it('records a report with its text trimmed and line breaks kept', () => {
    expect(run([], add())).toEqual([added]);
  });

  it('records a device account report with no contact given', () => {
    expect(
      run(
        [],
        add({
          contact: '  ',
          contactMethod: undefined as unknown as string,
          accountId: '358899051234567',
          accountType: 3,
        }),
      ),
    ).toMatchObject([{ data: { contact: '', contactMethod: '', accountType: 3 } }]);
  });

  it('refuses a bad type, a missing or too long description and too long contacts, naming each', () => {
    expect(
      failingFields(
        run(
          [],
          add({ reportTypeId: 6, contact: 'x'.repeat(51), contactMethod: 'y'.repeat(101), description: ' ' }),
        ),
      ),
    ).toEqual([
      { field: 'reportTypeId', code: 'invalid_choice' },
      { field: 'contact', code: 'too_long' },
      { field: 'contactMethod', code: 'too_long' },
      { field: 'description', code: 'required' },
    ]);
    expect(failingFields(run([], add({ description: 'd'.repeat(281), accountType: 1 })))).toEqual([
      { field: 'description', code: 'too_long' },
      { field: 'accountType', code: 'invalid_choice' },
    ]);
  });

  it('refuses a second report under the same id', () => {
    expect(errorOf(run([added], add())).detail?.reason).toBe('already_exists');
  });

  it('records each edit with its state, note, who and when', () => {
    expect(run([added], edit())).toEqual([
      {
        type: 'ReportEdited',
        version: 1,
        data: {
          reportId: ID,
          state: 2,
          note: 'Called back',
          byAccountId: 'admin-1',
          by: 'admin',
          at: AT + 1,
        },
      },
    ]);
  });

  it('reopens a closed report, and records an edit to the same state (a note, who looked)', () => {
    expect(run([added, closed], edit({ state: 1, note: undefined }))).toMatchObject([
      { data: { state: 1, note: null } },
    ]);
    expect(run([added, closed], edit({ state: 3 }))).toMatchObject([
      { data: { state: 3, note: 'Called back' } },
    ]);
  });

  it('refuses an unknown state, a too long note and a missing administrator', () => {
    expect(failingFields(run([added], edit({ state: 4, note: 'n'.repeat(281), by: '' })))).toEqual([
      { field: 'state', code: 'invalid_choice' },
      { field: 'note', code: 'too_long' },
      { field: 'by', code: 'required' },
    ]);
  });

  it('refuses to edit an unknown report', () => {
    expect(errorOf(run([], edit())).kind).toBe('not_found');
  });
});
