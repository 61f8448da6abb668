/** The viewer moved past these (next / close): stream `inbox-<accountId>`. */
export interface MarkInboxSeen {
  type: 'MarkInboxSeen';
  accountId: string;
  announcementIds: string[];
  messageIds: string[];
  at: number;
}

export type InboxCommand = MarkInboxSeen;
