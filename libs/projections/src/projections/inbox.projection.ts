import { Collections, inboxSeenId, micros, type InboxSeenDoc } from '../read-models';
import { defineProjection } from '../define-projection';

/**
 * One row per announcement or message an account has seen: a sign-in leaves those out. The decider
 * records each id once, so a row is never written twice.
 */
export const inboxProjection = defineProjection({
  name: 'inbox',
  collections: [Collections.inboxSeen],
  indexes: [{ collection: Collections.inboxSeen, fields: ['accountId'] }],
  handlers: {
    async InboxItemsSeen({ data: d }, w) {
      const seen = (itemId: string, kind: InboxSeenDoc['kind']): InboxSeenDoc => ({
        id: inboxSeenId(d.accountId, itemId),
        accountId: d.accountId,
        itemId,
        kind,
        seenAt: micros(d.at),
      });
      for (const id of d.announcementIds) await w.put(Collections.inboxSeen, seen(id, 'announcement'));
      for (const id of d.messageIds) await w.put(Collections.inboxSeen, seen(id, 'message'));
    },
  },
});
