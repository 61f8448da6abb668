import {
  DEFAULT_REPORT_TYPE,
  MESSAGE_CONTENT_MAX,
  REPORT_CONTACT_MAX,
  REPORT_CONTACT_METHOD_MAX,
} from '@gps/codes';
import type { AddFeedbackReportMutationVariables } from '../../gql/graphql';

/** The Feedback form's fields, named as addReport names them (server field issues land on them). */
export interface FeedbackValues {
  reportTypeId: number;
  contact?: string;
  contactMethod?: string;
  description?: string;
}

/** The lengths the server checks, so the form stops the user at the same place. */
export const FEEDBACK_LIMITS = Object.freeze({
  contactMax: REPORT_CONTACT_MAX,
  contactMethodMax: REPORT_CONTACT_METHOD_MAX,
  descriptionMax: MESSAGE_CONTENT_MAX,
});

export const FEEDBACK_INITIAL: FeedbackValues = Object.freeze({ reportTypeId: DEFAULT_REPORT_TYPE });

/** The call's variables: texts trimmed, the optional contact fields empty when left blank. */
export function feedbackVariables(values: FeedbackValues): AddFeedbackReportMutationVariables {
  return {
    reportTypeId: values.reportTypeId,
    contact: values.contact?.trim() ?? '',
    contactMethod: values.contactMethod?.trim() ?? '',
    description: values.description?.trim() ?? '',
  };
}
