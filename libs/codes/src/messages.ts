import { codesOf, isOneOf, type CodeOf } from './code-set';

/**
 * The code sets of talking to customers (docs/decisions/announcements-and-messages.md,
 * docs/decisions/feedback-reports.md): whom a message is for, a feedback report's type and state,
 * and the lengths the spec gives.
 */

/** A message's receiverAccountType: a fleet account (main or sub) or a single device's account. */
export const ReceiverAccountType = Object.freeze({ FLEET: 2, DEVICE: 3 } as const);
export type ReceiverAccountType = CodeOf<typeof ReceiverAccountType>;
export const RECEIVER_ACCOUNT_TYPES = codesOf(ReceiverAccountType);
export const isReceiverAccountType = isOneOf(RECEIVER_ACCOUNT_TYPES);

/** Announcement, message and feedback texts: the spec's 280 characters, after trimming. */
export const MESSAGE_CONTENT_MAX = 280;
/** Receivers of one publishMessage call. */
export const MESSAGE_RECEIVERS_MAX = 500;
/** Announcements of one deleteAnnouncements call. */
export const ANNOUNCEMENT_DELETE_MAX = 100;

/** An announcement as an administrator sees it: waiting for its publish time, or published. */
export const AnnouncementStatus = Object.freeze({ SCHEDULED: 1, PUBLISHED: 2 } as const);
export type AnnouncementStatus = CodeOf<typeof AnnouncementStatus>;
export const ANNOUNCEMENT_STATUSES = codesOf(AnnouncementStatus);

/**
 * What a sign-in hands over: the account's unseen announcements published in the last 30 days
 * (older news is in the message list) and its unseen messages, each at most 20, newest first.
 */
export const SESSION_ANNOUNCEMENT_DAYS = 30;
export const SESSION_INBOX_MAX = 20;

/** A feedback report's type: the configured options (labels are the web app's), 1 by default. */
export const ReportType = Object.freeze({
  USAGE: 1,
  DEVICE: 2,
  SERVICE_AND_BILLING: 3,
  SUGGESTION: 4,
  OTHER: 5,
} as const);
export type ReportType = CodeOf<typeof ReportType>;
export const REPORT_TYPES = codesOf(ReportType);
export const isReportType = isOneOf(REPORT_TYPES);
export const DEFAULT_REPORT_TYPE: ReportType = ReportType.USAGE;

/** The spec's report process: not processed, contacted, closed. */
export const ReportState = Object.freeze({ NOT_PROCESSED: 1, CONTACTED: 2, CLOSED: 3 } as const);
export type ReportState = CodeOf<typeof ReportState>;
export const REPORT_STATES = codesOf(ReportState);
export const isReportState = isOneOf(REPORT_STATES);

/** Free-text lengths of a report: contact name, contact method, the administrator's note. */
export const REPORT_CONTACT_MAX = 50;
export const REPORT_CONTACT_METHOD_MAX = 100;
export const REPORT_NOTE_MAX = 280;
