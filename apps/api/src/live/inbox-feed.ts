import { Collections, type ProjectionRunner } from '@gps/projections';
import type { RecordedEvent } from '@gps/event-store';
import type { ReadStore } from '@gps/read-store';
import type { EventTap } from '../device-link/event-tap';
import type { LiveHub } from './live-hub';
import { topicsOfAnnouncement, topicsOfMessage } from './topics';

/**
 * What the feed reads: the announcements and messages read models. It waits for their projection
 * alone, so a slower one does not delay what a customer is told.
 */
const FEED_PROJECTIONS = ['announcements', 'messages'];

/**
 * Pushes published announcements (at the call, or when a scheduled one comes due) to every
 * customer signed in and each sent message to its receiver's topic, once the read models include
 * them, as the calls serve them. Nothing is read while nobody listens.
 */
export class InboxFeed {
  private readonly untap: () => void;

  constructor(
    tap: EventTap,
    private readonly runner: Pick<ProjectionRunner, 'waitFor'>,
    private readonly read: Pick<ReadStore, 'find'>,
    private readonly hub: LiveHub,
  ) {
    this.untap = tap.listen((batch) => this.publish(batch));
  }

  close(): void {
    this.untap();
  }

  private async publish(batch: RecordedEvent[]): Promise<void> {
    if (this.hub.subscribers === 0) return;
    const announcementIds: string[] = [];
    const messageIds: string[] = [];
    for (const event of batch) {
      if (event.type === 'AnnouncementPublished')
        announcementIds.push((event.data as { announcementId: string }).announcementId);
      else if (event.type === 'MessagePublished')
        messageIds.push((event.data as { messageId: string }).messageId);
    }
    if (announcementIds.length + messageIds.length === 0) return;
    await this.runner.waitFor(batch[batch.length - 1].position, undefined, FEED_PROJECTIONS);
    if (announcementIds.length > 0) {
      const announcements = await this.read.find(Collections.announcements, {
        filters: [{ field: 'id', op: 'in', value: announcementIds }],
        sort: [{ field: 'activeDate', direction: 'asc' }],
      });
      this.hub.publishBatch('announcement', announcements.rows, topicsOfAnnouncement);
    }
    if (messageIds.length > 0) {
      const messages = await this.read.find(Collections.messages, {
        filters: [{ field: 'id', op: 'in', value: messageIds }],
        sort: [{ field: 'activeDate', direction: 'asc' }],
      });
      this.hub.publishBatch('message', messages.rows, topicsOfMessage);
    }
  }
}
