/** One announcement; `scheduled` false is a stream nothing was published on (an unknown id). */
export interface AnnouncementState {
  readonly scheduled: boolean;
  readonly published: boolean;
  readonly deleted: boolean;
  /** Epoch ms from which customers see it. */
  readonly publishAt: number;
}

export const NO_ANNOUNCEMENT: AnnouncementState = {
  scheduled: false,
  published: false,
  deleted: false,
  publishAt: 0,
};
