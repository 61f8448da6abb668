import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_INBOX,
  advanceInbox,
  closeInbox,
  currentInboxItem,
  enqueueInbox,
  hasNextInboxItem,
  inboxPosition,
  type InboxAnnouncement,
  type InboxMessage,
  type InboxQueue,
} from '../src/shared/inbox/inboxQueue';

const announcement = (id: string): InboxAnnouncement => ({ id, content: `news ${id}`, activeDate: 1 });
const message = (id: string): InboxMessage => ({ id, sender: 'admin', content: `note ${id}`, activeDate: 1 });

/** The queue as the user meets it: kind:id of each item, the one on screen first. */
const order = (queue: InboxQueue) => queue.pending.map((e) => `${e.kind[0]}:${e.item.id}`);

/** Next, n times; the ids each step recorded. */
function next(queue: InboxQueue, times = 1) {
  let q = queue;
  const recorded = [];
  for (let i = 0; i < times; i += 1) {
    const step = advanceInbox(q);
    q = step.queue;
    recorded.push(step.seen);
  }
  return { queue: q, recorded };
}

describe('the inbox viewer after sign-in: announcements one at a time, then messages', () => {
  const signedIn = enqueueInbox(EMPTY_INBOX, [announcement('a1'), announcement('a2')], [message('m1')]);

  it('shows every announcement before any message, in the order handed over', () => {
    expect(order(signedIn)).toEqual(['a:a1', 'a:a2', 'm:m1']);
    expect(currentInboxItem(signedIn)?.item.id).toBe('a1');
  });

  it('counts "n / total" within the kind on screen', () => {
    expect(inboxPosition(signedIn)).toEqual({ index: 1, total: 2 });
    expect(inboxPosition(next(signedIn).queue)).toEqual({ index: 2, total: 2 });
    expect(inboxPosition(next(signedIn, 2).queue)).toEqual({ index: 1, total: 1 });
    expect(inboxPosition(next(signedIn, 3).queue)).toBeNull();
  });

  it('Next records the item moved past, one at a time, and collects every seen id', () => {
    const { queue, recorded } = next(signedIn, 3);
    expect(recorded).toEqual([
      { announcementIds: ['a1'], messageIds: [] },
      { announcementIds: ['a2'], messageIds: [] },
      { announcementIds: [], messageIds: ['m1'] },
    ]);
    expect(queue.seen).toEqual({ announcementIds: ['a1', 'a2'], messageIds: ['m1'] });
    expect(currentInboxItem(queue)).toBeNull();
    expect(advanceInbox(queue).seen).toBeNull();
  });

  it('offers Next while something follows, Close on the last', () => {
    expect(hasNextInboxItem(signedIn)).toBe(true);
    expect(hasNextInboxItem(next(signedIn, 2).queue)).toBe(false);
  });

  it('closing records only the item on screen; the rest are not shown again in this session', () => {
    const closed = closeInbox(signedIn);
    expect(closed.seen).toEqual({ announcementIds: ['a1'], messageIds: [] });
    expect(closed.queue.pending).toEqual([]);
    expect(closed.queue.seen).toEqual({ announcementIds: ['a1'], messageIds: [] });
    // Pushed again (a repeat of the same publish): still put away.
    expect(order(enqueueInbox(closed.queue, [announcement('a2')], [message('m1')]))).toEqual([]);
  });

  it('an empty sign-in shows nothing', () => {
    expect(enqueueInbox(EMPTY_INBOX, [], [])).toBe(EMPTY_INBOX);
    expect(currentInboxItem(EMPTY_INBOX)).toBeNull();
  });
});

describe('the inbox viewer with live items', () => {
  const signedIn = enqueueInbox(EMPTY_INBOX, [announcement('a1')], [message('m1'), message('m2')]);

  it('appends a live message after the waiting ones', () => {
    expect(order(enqueueInbox(signedIn, [], [message('m3')]))).toEqual(['a:a1', 'm:m1', 'm:m2', 'm:m3']);
  });

  it('puts a live announcement before the waiting messages but never before the item on screen', () => {
    const onMessage = next(signedIn).queue;
    expect(order(enqueueInbox(onMessage, [announcement('a2')], []))).toEqual(['m:m1', 'a:a2', 'm:m2']);
    expect(order(enqueueInbox(signedIn, [announcement('a2')], []))).toEqual(['a:a1', 'a:a2', 'm:m1', 'm:m2']);
  });

  it('skips what is already queued, already seen, or repeated within the push', () => {
    const seenA1 = next(signedIn).queue;
    const pushed = enqueueInbox(
      seenA1,
      [announcement('a1'), announcement('a3'), announcement('a3')],
      [message('m1'), message('m2'), message('m4'), message('m4')],
    );
    expect(order(pushed)).toEqual(['m:m1', 'a:a3', 'm:m2', 'm:m4']);
  });

  it('an id is unique per kind only: an announcement and a message may share one', () => {
    expect(order(enqueueInbox(EMPTY_INBOX, [announcement('x')], [message('x')]))).toEqual(['a:x', 'm:x']);
  });

  it('opens the viewer again when something arrives after all were seen, counting afresh', () => {
    const done = next(signedIn, 3).queue;
    const pushed = enqueueInbox(done, [], [message('m9')]);
    expect(currentInboxItem(pushed)?.item.id).toBe('m9');
    expect(inboxPosition(pushed)).toEqual({ index: 1, total: 1 });
    const closed = closeInbox(next(signedIn).queue).queue;
    expect(inboxPosition(enqueueInbox(closed, [], [message('m9')]))).toEqual({ index: 1, total: 1 });
  });

  it('keeps counting while the viewer is open', () => {
    const onM1 = next(signedIn).queue;
    const pushed = enqueueInbox(onM1, [], [message('m3')]);
    expect(inboxPosition(pushed)).toEqual({ index: 1, total: 3 });
    expect(inboxPosition(next(pushed).queue)).toEqual({ index: 2, total: 3 });
  });
});
