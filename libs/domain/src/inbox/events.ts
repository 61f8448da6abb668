import type { DomainEvent } from '../decider';

/**
 * What one account has seen of its announcements and messages (docs/decisions/announcements-and-
 * messages.md), stream `inbox-<accountId>`: the session's subjectId (a fleet's or administrator's
 * account id, a device's serial number). A sign-in hands over only the unseen.
 */
export interface InboxItemsSeenData {
  accountId: string;
  /** Only ids not seen before, each once. */
  announcementIds: string[];
  messageIds: string[];
  at: number;
}

export type InboxItemsSeen = DomainEvent<'InboxItemsSeen', InboxItemsSeenData>;

export type InboxEvent = InboxItemsSeen;

export const INBOX_EVENT_TYPES = ['InboxItemsSeen'] as const satisfies readonly InboxEvent['type'][];
