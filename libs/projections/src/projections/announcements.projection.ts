import { AnnouncementStatus } from '@gps/codes';
import { Collections, micros } from '../read-models';
import { defineProjection } from '../define-projection';

/**
 * Every announcement not deleted, scheduled or published: the back office's list, what a sign-in and
 * the message list hand customers (published ones, by activeDate), and what the sweep publishes when
 * due (scheduled ones, by activeDate).
 */
export const announcementsProjection = defineProjection({
  name: 'announcements',
  collections: [Collections.announcements],
  indexes: [{ collection: Collections.announcements, fields: ['activeDate', 'status'] }],
  handlers: {
    async AnnouncementScheduled({ data: d }, w) {
      await w.put(Collections.announcements, {
        id: d.announcementId,
        content: d.content,
        activeDate: micros(d.publishAt),
        status: AnnouncementStatus.SCHEDULED,
        createdAt: micros(d.at),
        createdBy: d.by,
      });
    },
    async AnnouncementPublished({ data: d }, w) {
      // Its AnnouncementScheduled came first on the same stream; a deleted one is gone and stays so.
      const current = await w.get(Collections.announcements, d.announcementId);
      if (current)
        await w.put(Collections.announcements, { ...current, status: AnnouncementStatus.PUBLISHED });
    },
    async AnnouncementDeleted({ data: d }, w) {
      await w.delete(Collections.announcements, d.announcementId);
    },
  },
});
