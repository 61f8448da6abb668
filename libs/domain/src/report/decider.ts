import {
  RECEIVER_ACCOUNT_TYPES,
  REPORT_CONTACT_MAX,
  REPORT_CONTACT_METHOD_MAX,
  REPORT_NOTE_MAX,
  REPORT_STATES,
  REPORT_TYPES,
  ReportState,
} from '@gps/codes';
import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { accountLabel, messageText, MULTI_LINE } from '../shared/message-text';
import { unknownCommand } from '../shared/unknown-command';
import { everyField } from '../validation/every-field';
import { identifier } from '../validation/identifiers';
import { oneOf, timestamp } from '../validation/numbers';
import { optionalText } from '../validation/text';
import type { AddReport, EditReport, ReportCommand } from './commands';
import type { ReportAdded, ReportEdited, ReportEvent } from './events';
import { NO_REPORT, type FeedbackReportState } from './state';

function evolve(state: FeedbackReportState, e: ReportEvent): FeedbackReportState {
  switch (e.type) {
    case 'ReportAdded':
      return { ...state, added: true, state: ReportState.NOT_PROCESSED };
    case 'ReportEdited':
      return { ...state, state: e.data.state };
    default:
      return state;
  }
}

/** The contact fields may be left out: blank is '' (the report shows nothing there). */
function contactText(field: string, value: unknown, max: number): string {
  return optionalText(field, value, max) ?? '';
}

function add(c: AddReport, state: FeedbackReportState): ReportEvent[] {
  const fields = everyField({
    reportId: () => identifier('reportId', c.reportId),
    reportTypeId: () => oneOf('reportTypeId', c.reportTypeId, REPORT_TYPES),
    contact: () => contactText('contact', c.contact, REPORT_CONTACT_MAX),
    contactMethod: () => contactText('contactMethod', c.contactMethod, REPORT_CONTACT_METHOD_MAX),
    description: () => messageText('description', c.description),
    accountId: () => identifier('accountId', c.accountId),
    accountType: () => oneOf('accountType', c.accountType, RECEIVER_ACCOUNT_TYPES),
    account: () => accountLabel('account', c.account),
    at: () => timestamp('at', c.at),
  });
  if (state.added) {
    throw refusal('conflict', 'already_exists', `report ${fields.reportId} already exists`, {
      id: fields.reportId,
    });
  }
  return [event<ReportAdded>('ReportAdded', fields)];
}

/** Every edit is recorded, even one that sets the state it had: it may carry a note, and who looked. */
function edit(c: EditReport, state: FeedbackReportState): ReportEvent[] {
  if (!state.added) {
    throw new DomainError('not_found', `report ${c.reportId} not found`, { id: c.reportId });
  }
  const fields = everyField({
    state: () => oneOf('state', c.state, REPORT_STATES),
    note: () => optionalText('note', c.note, REPORT_NOTE_MAX, MULTI_LINE),
    byAccountId: () => identifier('byAccountId', c.byAccountId),
    by: () => accountLabel('by', c.by),
    at: () => timestamp('at', c.at),
  });
  return [event<ReportEdited>('ReportEdited', { reportId: c.reportId, ...fields })];
}

function decide(command: ReportCommand, state: FeedbackReportState): ReportEvent[] {
  switch (command.type) {
    case 'AddReport':
      return add(command, state);
    case 'EditReport':
      return edit(command, state);
    default:
      return unknownCommand(command);
  }
}

/** One feedback report, stream `report-<reportId>` (docs/decisions/feedback-reports.md). */
export const reportDecider: Decider<ReportCommand, ReportEvent, FeedbackReportState> = {
  initialState: NO_REPORT,
  evolve,
  decide,
};
