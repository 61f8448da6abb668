/** Commands on one announcement, stream `announcement-<announcementId>`. `by` is the administrator's id. */
export interface PublishAnnouncement {
  type: 'PublishAnnouncement';
  announcementId: string;
  content: string;
  /** Epoch ms; the call passes its own time when the administrator gave none. */
  publishAt: number;
  at: number;
  by: string;
}
/** The periodic sweep: the announcement's publish time has come (a no-op when already published). */
export interface PublishDueAnnouncement {
  type: 'PublishDueAnnouncement';
  announcementId: string;
  at: number;
}
export interface DeleteAnnouncement {
  type: 'DeleteAnnouncement';
  announcementId: string;
  at: number;
  by: string;
}

export type AnnouncementCommand = PublishAnnouncement | PublishDueAnnouncement | DeleteAnnouncement;
