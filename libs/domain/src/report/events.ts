import type { ReceiverAccountType, ReportState, ReportType } from '@gps/codes';
import type { DomainEvent } from '../decider';

/** A customer's feedback report (docs/decisions/feedback-reports.md), stream `report-<reportId>`. */
export interface ReportAddedData {
  reportId: string;
  reportTypeId: ReportType;
  /** Contact name and method: trimmed, '' when not given. */
  contact: string;
  contactMethod: string;
  /** Trimmed, 1 to 280 characters; line breaks kept. */
  description: string;
  /** The customer's account id (a device's serial number), its type (2 fleet, 3 device) and name then. */
  accountId: string;
  accountType: ReceiverAccountType;
  account: string;
  at: number;
}
/** An administrator moved the report to a state (any of the three), with an optional note. */
export interface ReportEditedData {
  reportId: string;
  state: ReportState;
  /** Trimmed, at most 280 characters; null when none. */
  note: string | null;
  /** The administrator's account id and account name. */
  byAccountId: string;
  by: string;
  at: number;
}

export type ReportAdded = DomainEvent<'ReportAdded', ReportAddedData>;
export type ReportEdited = DomainEvent<'ReportEdited', ReportEditedData>;

export type ReportEvent = ReportAdded | ReportEdited;

export const REPORT_EVENT_TYPES = [
  'ReportAdded',
  'ReportEdited',
] as const satisfies readonly ReportEvent['type'][];
