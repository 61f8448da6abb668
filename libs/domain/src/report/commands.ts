import type { ReportAddedData, ReportEditedData } from './events';

/**
 * Commands on one feedback report, stream `report-<reportId>`. Codes arrive as the numbers the call
 * was given: the decider checks them against the code sets.
 */
export interface AddReport extends Omit<ReportAddedData, 'reportTypeId' | 'accountType'> {
  type: 'AddReport';
  reportTypeId: number;
  accountType: number;
}
export interface EditReport extends Omit<ReportEditedData, 'state' | 'note'> {
  type: 'EditReport';
  state: number;
  /** Absent or blank: no note. */
  note?: string | null;
}

export type ReportCommand = AddReport | EditReport;
