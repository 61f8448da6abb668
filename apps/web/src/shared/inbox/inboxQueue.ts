import type { InboxAnnouncementFieldsFragment, InboxMessageFieldsFragment } from '../../gql/graphql';

/**
 * The viewer's queue of unseen announcements and messages (spec: after sign-in the announcements
 * are shown first, one at a time, then the messages). Plain functions over a plain value, so the
 * order, the "n / total" and the seen ids can be tested without a browser.
 */

export type InboxAnnouncement = InboxAnnouncementFieldsFragment;
export type InboxMessage = InboxMessageFieldsFragment;

export type InboxItem =
  { kind: 'announcement'; item: InboxAnnouncement } | { kind: 'message'; item: InboxMessage };
export type InboxKind = InboxItem['kind'];

/** Ids the user moved past, as markInboxSeen takes them. */
export interface SeenIds {
  announcementIds: string[];
  messageIds: string[];
}

export interface InboxQueue {
  /** What is still to be shown; the first one is on screen. Announcements always before messages. */
  pending: InboxItem[];
  /** Moved past (Next or close): never queued again in this session. */
  seen: SeenIds;
  /** Shown and then put away with the viewer's close, without being recorded (see closeInbox). */
  dismissed: string[];
  /** Moved past since the viewer last opened, per kind: "n / total" counts them before the one on screen. */
  passed: Record<InboxKind, number>;
}

export const EMPTY_INBOX: InboxQueue = Object.freeze({
  pending: [],
  seen: { announcementIds: [], messageIds: [] },
  dismissed: [],
  passed: { announcement: 0, message: 0 },
}) as InboxQueue;

const keyOf = (entry: InboxItem) => `${entry.kind}:${entry.item.id}`;

function seenIdsOf(seen: SeenIds, kind: InboxKind): string[] {
  return kind === 'announcement' ? seen.announcementIds : seen.messageIds;
}

function isKnown(queue: InboxQueue, entry: InboxItem): boolean {
  const key = keyOf(entry);
  return (
    queue.pending.some((p) => keyOf(p) === key) ||
    queue.dismissed.includes(key) ||
    seenIdsOf(queue.seen, entry.kind).includes(entry.item.id)
  );
}

/**
 * Adds announcements and messages in the order given (the session's and the live ones). Ones already
 * queued or seen are skipped. A new announcement goes before the waiting messages, but never before
 * the one on screen: what the user is reading does not change under them.
 */
export function enqueueInbox(
  queue: InboxQueue,
  announcements: readonly InboxAnnouncement[],
  messages: readonly InboxMessage[],
): InboxQueue {
  const fresh: InboxItem[] = [];
  const add = (entry: InboxItem) => {
    if (!isKnown(queue, entry) && !fresh.some((f) => keyOf(f) === keyOf(entry))) fresh.push(entry);
  };
  for (const item of announcements) add({ kind: 'announcement', item });
  for (const item of messages) add({ kind: 'message', item });
  if (fresh.length === 0) return queue;

  const [current, ...waiting] = queue.pending;
  const head = current ? [current] : [];
  const all = [...waiting, ...fresh];
  return {
    ...queue,
    pending: [
      ...head,
      ...all.filter((e) => e.kind === 'announcement'),
      ...all.filter((e) => e.kind === 'message'),
    ],
  };
}

/** The item on screen, or null when there is nothing to show. */
export function currentInboxItem(queue: InboxQueue): InboxItem | null {
  return queue.pending[0] ?? null;
}

/**
 * Where the item on screen is among its kind, for "n / total": the ones of its kind moved past since
 * the viewer opened count before it, the waiting ones after it.
 */
export function inboxPosition(queue: InboxQueue): { index: number; total: number } | null {
  const current = currentInboxItem(queue);
  if (!current) return null;
  const before = queue.passed[current.kind];
  const waiting = queue.pending.filter((e) => e.kind === current.kind).length;
  return { index: before + 1, total: before + waiting };
}

/** The ids of an item, as markInboxSeen takes them. */
export function seenIdsFor(entry: InboxItem): SeenIds {
  return entry.kind === 'announcement'
    ? { announcementIds: [entry.item.id], messageIds: [] }
    : { announcementIds: [], messageIds: [entry.item.id] };
}

/** Next: the item on screen is seen, the following one comes up. Returns the ids newly seen. */
export function advanceInbox(queue: InboxQueue): { queue: InboxQueue; seen: SeenIds | null } {
  const [current, ...rest] = queue.pending;
  if (!current) return { queue, seen: null };
  const seen = seenIdsFor(current);
  return {
    queue: {
      ...queue,
      pending: rest,
      // The viewer closes with the last one: the next arrival starts a new count.
      passed:
        rest.length === 0
          ? EMPTY_INBOX.passed
          : { ...queue.passed, [current.kind]: queue.passed[current.kind] + 1 },
      seen: {
        announcementIds: [...queue.seen.announcementIds, ...seen.announcementIds],
        messageIds: [...queue.seen.messageIds, ...seen.messageIds],
      },
    },
    seen,
  };
}

/**
 * Close: the item on screen was read, so it is seen like with Next; the ones not shown yet are put
 * away for this session without being recorded, so the next sign-in hands them over again (a user
 * who closes the viewer has not seen them).
 */
export function closeInbox(queue: InboxQueue): { queue: InboxQueue; seen: SeenIds | null } {
  const { queue: advanced, seen } = advanceInbox(queue);
  return {
    queue: {
      ...advanced,
      pending: [],
      passed: EMPTY_INBOX.passed,
      dismissed: [...advanced.dismissed, ...advanced.pending.map(keyOf)],
    },
    seen,
  };
}

/** True when Next has something to go to (otherwise the viewer's button closes it). */
export function hasNextInboxItem(queue: InboxQueue): boolean {
  return queue.pending.length > 1;
}
