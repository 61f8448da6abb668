import type { DomainEvent } from '../decider';

/**
 * An announcement to every customer (docs/decisions/announcements-and-messages.md), stream
 * `announcement-<announcementId>`. `by` is the administrator's account id.
 */
export interface AnnouncementScheduledData {
  announcementId: string;
  /** Trimmed, 1 to 280 characters; line breaks kept. */
  content: string;
  /** Epoch ms from which customers see it: its activeDate. */
  publishAt: number;
  at: number;
  by: string;
}
/**
 * Customers see it from now on. Recorded with AnnouncementScheduled when its publish time is not in
 * the future, else by the sweep once the time came.
 */
export interface AnnouncementPublishedData {
  announcementId: string;
  /** The publish time it came due for (the scheduled publishAt), not when the sweep noticed. */
  at: number;
}
export interface AnnouncementDeletedData {
  announcementId: string;
  at: number;
  by: string;
}

export type AnnouncementScheduled = DomainEvent<'AnnouncementScheduled', AnnouncementScheduledData>;
export type AnnouncementPublished = DomainEvent<'AnnouncementPublished', AnnouncementPublishedData>;
export type AnnouncementDeleted = DomainEvent<'AnnouncementDeleted', AnnouncementDeletedData>;

export type AnnouncementEvent = AnnouncementScheduled | AnnouncementPublished | AnnouncementDeleted;

export const ANNOUNCEMENT_EVENT_TYPES = [
  'AnnouncementScheduled',
  'AnnouncementPublished',
  'AnnouncementDeleted',
] as const satisfies readonly AnnouncementEvent['type'][];
