import { ReportState } from '@gps/codes';

/** One feedback report; `added` false is a stream nothing was sent on (an unknown id). */
export interface FeedbackReportState {
  readonly added: boolean;
  readonly state: ReportState;
}

export const NO_REPORT: FeedbackReportState = { added: false, state: ReportState.NOT_PROCESSED };
