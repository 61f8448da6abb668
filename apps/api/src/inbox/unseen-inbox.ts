import { AnnouncementStatus, SESSION_ANNOUNCEMENT_DAYS, SESSION_INBOX_MAX } from '@gps/codes';
import type { Actor } from '@gps/domain';
import { Collections, micros } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import {
  announcementRow,
  messageRow,
  receiverOf,
  type AnnouncementRow,
  type MessageRow,
} from '../operations/shared/inbox-rows';

const DAY_MS = 86_400_000;
/**
 * Rows read at a time while looking for the unseen ones: most accounts have seen few of the
 * latest, so one read usually suffices; an account that saw many reads on.
 */
const READ_BATCH = 100;

/** What a sign-in hands over that the account has not seen yet. */
export interface UnseenItems {
  announcementDatas: AnnouncementRow[];
  messageDatas: MessageRow[];
}

const NOTHING: UnseenItems = { announcementDatas: [], messageDatas: [] };

/**
 * The unseen announcements and messages of a customer (docs/decisions/announcements-and-messages.md):
 * announcements published within SESSION_ANNOUNCEMENT_DAYS and messages to this account, each
 * newest first and at most SESSION_INBOX_MAX, leaving out what markInboxSeen recorded as seen by
 * the account (the session's subject: a fleet's id, a device's serial). Administrators get none.
 */
export class UnseenInbox {
  constructor(private readonly read: Pick<ReadStore, 'find'>) {}

  async of(actor: Actor, subjectId: string, now: number): Promise<UnseenItems> {
    const me = receiverOf(actor);
    if (!me) return NOTHING;
    const newest = { sort: [{ field: 'activeDate', direction: 'desc' as const }] };
    const [announcementDatas, messageDatas] = await Promise.all([
      this.unseen(subjectId, (page) =>
        this.read.find(Collections.announcements, {
          ...newest,
          filters: [
            { field: 'status', op: 'eq', value: AnnouncementStatus.PUBLISHED },
            { field: 'activeDate', op: 'gte', value: micros(now - SESSION_ANNOUNCEMENT_DAYS * DAY_MS) },
          ],
          page,
        }),
      ),
      this.unseen(subjectId, (page) =>
        this.read.find(Collections.messages, {
          ...newest,
          filters: [
            { field: 'receiverAccountType', op: 'eq', value: me.receiverAccountType },
            { field: 'receiverAccountId', op: 'eq', value: me.receiverAccountId },
          ],
          page,
        }),
      ),
    ]);
    return {
      announcementDatas: announcementDatas.map(announcementRow),
      messageDatas: messageDatas.map(messageRow),
    };
  }

  /** The first SESSION_INBOX_MAX rows, newest first as `pageOf` reads them, the account has not seen. */
  private async unseen<T extends { id: string }>(
    accountId: string,
    pageOf: (page: { index: number; rows: number }) => Promise<{ rows: T[] }>,
  ): Promise<T[]> {
    const unseen: T[] = [];
    for (let index = 0; unseen.length < SESSION_INBOX_MAX; index++) {
      const { rows } = await pageOf({ index, rows: READ_BATCH });
      if (rows.length === 0) break;
      const seen = await this.read.find(Collections.inboxSeen, {
        filters: [
          { field: 'accountId', op: 'eq', value: accountId },
          { field: 'itemId', op: 'in', value: rows.map((r) => r.id) },
        ],
      });
      const seenIds = new Set(seen.rows.map((s) => s.itemId));
      unseen.push(...rows.filter((r) => !seenIds.has(r.id)));
      if (rows.length < READ_BATCH) break;
    }
    return unseen.slice(0, SESSION_INBOX_MAX);
  }
}
