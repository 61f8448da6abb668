/** What one account has seen: the ids of the announcements and messages it moved past. */
export interface InboxState {
  readonly announcementIds: ReadonlySet<string>;
  readonly messageIds: ReadonlySet<string>;
}

export const EMPTY_INBOX: InboxState = { announcementIds: new Set(), messageIds: new Set() };
