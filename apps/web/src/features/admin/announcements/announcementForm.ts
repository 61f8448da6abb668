import { AnnouncementStatus } from '@gps/codes';

const MICROS_PER_MS = 1000;

/** What the publish dialog collects: the publish time it shows (epoch ms) and the text as typed. */
export interface AnnouncementDraft {
  publishAtMs: number | null;
  content: string;
}

/**
 * The publishAnnouncement variables of a draft: the text trimmed (the server counts it so), and the
 * publish time only when it is still ahead. A time already past (the dialog's default "now", a
 * moment old by the time Publish is pressed) is left out so the server's own clock publishes it at
 * once, rather than a browser clock running ahead scheduling it for a few seconds later.
 */
export function publishAnnouncementVariables(
  draft: AnnouncementDraft,
  nowMs: number,
): { publishDate?: number; messageContent: string } {
  const messageContent = draft.content.trim();
  if (draft.publishAtMs === null || draft.publishAtMs <= nowMs) return { messageContent };
  return { publishDate: draft.publishAtMs * MICROS_PER_MS, messageContent };
}

/** The tag colour of each status: a scheduled one stands out from the published. */
export const ANNOUNCEMENT_STATUS_COLOURS: Readonly<Record<number, string>> = {
  [AnnouncementStatus.SCHEDULED]: 'gold',
  [AnnouncementStatus.PUBLISHED]: 'green',
};
