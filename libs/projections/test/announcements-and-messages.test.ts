import {
  announcementDecider,
  inboxDecider,
  messageDecider,
  streams,
  type AnnouncementCommand,
  type DomainEvent,
  type InboxCommand,
  type MessageCommand,
  type PublishMessage,
} from '@gps/domain';
import {
  Collections,
  announcementsProjection,
  inboxProjection,
  inboxSeenId,
  messagesProjection,
} from '@gps/projections';
import { DirectoryHarness, DAY, MINUTE, us } from './support/directory-harness';

/** The announcements, messages and inbox read models, fed by their deciders through the log. */

const T = Date.UTC(2026, 10, 25, 2, 0, 0);
const ADMIN = 'admin-1';
const FLEET = 'fleet-1';
const SERIAL = '358899051234567';

let h: DirectoryHarness;
const logs = new Map<string, DomainEvent[]>();

/** Decides against what the stream holds so far and appends it, as the command handler does. */
async function decideOn<C, E extends DomainEvent, S>(
  decider: { initialState: S; evolve(s: S, e: E): S; decide(c: C, s: S): E[] },
  stream: string,
  command: C,
): Promise<E[]> {
  const log = (logs.get(stream) ?? []) as E[];
  const events = decider.decide(command, log.reduce(decider.evolve, decider.initialState));
  logs.set(stream, [...log, ...events]);
  await h.append(stream, events);
  return events;
}
const announcement = (c: AnnouncementCommand) =>
  decideOn(announcementDecider, streams.announcement(c.announcementId), c);
const message = (c: MessageCommand) => decideOn(messageDecider, streams.message(c.messageId), c);
const inbox = (c: InboxCommand) => decideOn(inboxDecider, streams.inbox(c.accountId), c);

const publishAnnouncement = (announcementId: string, publishAt: number, at = T): AnnouncementCommand => ({
  type: 'PublishAnnouncement',
  announcementId,
  content: `News ${announcementId}`,
  publishAt,
  at,
  by: ADMIN,
});
function publishMessage(messageId: string, over: Partial<PublishMessage> = {}): PublishMessage {
  return {
    type: 'PublishMessage',
    messageId,
    batchId: 'batch-1',
    senderAccountId: ADMIN,
    sender: 'admin',
    receiverAccountType: 2,
    receiverAccountId: FLEET,
    alias: 'Acme',
    content: `Message ${messageId}`,
    at: T,
    ...over,
  };
}

beforeEach(async () => {
  logs.clear();
  h = await DirectoryHarness.start([announcementsProjection, messagesProjection, inboxProjection]);
});
afterEach(() => h.stop());

describe('announcements projection', () => {
  it('keeps a published announcement from its publish time, in µs', async () => {
    await announcement(publishAnnouncement('a1', T - MINUTE));
    expect(await h.read.get(Collections.announcements, 'a1')).toEqual({
      id: 'a1',
      content: 'News a1',
      activeDate: us(T - MINUTE),
      status: 2,
      createdAt: us(T),
      createdBy: ADMIN,
    });
  });

  it('keeps a future one scheduled until it comes due, then published at its time', async () => {
    await announcement(publishAnnouncement('a1', T + DAY));
    expect(await h.read.get(Collections.announcements, 'a1')).toMatchObject({
      status: 1,
      activeDate: us(T + DAY),
    });
    await announcement({ type: 'PublishDueAnnouncement', announcementId: 'a1', at: T + DAY + MINUTE });
    expect(await h.read.get(Collections.announcements, 'a1')).toMatchObject({
      status: 2,
      activeDate: us(T + DAY),
    });
  });

  it('lists the due scheduled ones by index, and drops a deleted one', async () => {
    await announcement(publishAnnouncement('soon', T + MINUTE));
    await announcement(publishAnnouncement('later', T + DAY));
    await announcement(publishAnnouncement('now', T));
    const due = await h.read.find(Collections.announcements, {
      filters: [
        { field: 'status', op: 'eq', value: 1 },
        { field: 'activeDate', op: 'lte', value: us(T + MINUTE) },
      ],
    });
    expect(due.rows.map((r) => r.id)).toEqual(['soon']);
    await announcement({ type: 'DeleteAnnouncement', announcementId: 'soon', at: T + 1, by: ADMIN });
    expect(await h.read.get(Collections.announcements, 'soon')).toBeUndefined();
    expect((await h.read.find(Collections.announcements)).total).toBe(2);
  });
});

describe('messages projection', () => {
  it('keeps one row per receiver, a fleet by id and a device by serial', async () => {
    await message(publishMessage('m-0'));
    await message(
      publishMessage('m-1', { receiverAccountType: 3, receiverAccountId: SERIAL, alias: SERIAL }),
    );
    expect(await h.read.get(Collections.messages, 'm-0')).toEqual({
      id: 'm-0',
      batchId: 'batch-1',
      senderAccountId: ADMIN,
      sender: 'admin',
      receiverAccountType: 2,
      receiverAccountId: FLEET,
      alias: 'Acme',
      content: 'Message m-0',
      activeDate: us(T),
    });
    const fleets = await h.read.find(Collections.messages, {
      filters: [{ field: 'receiverAccountId', op: 'eq', value: FLEET }],
    });
    expect(fleets.rows.map((r) => r.id)).toEqual(['m-0']);
  });

  it('drops a deleted message', async () => {
    await message(publishMessage('m-0'));
    await message({ type: 'DeleteMessage', messageId: 'm-0', at: T + 1, by: ADMIN });
    expect(await h.read.get(Collections.messages, 'm-0')).toBeUndefined();
  });
});

describe('inbox projection', () => {
  it('keeps a row per item an account saw, per account', async () => {
    await inbox({
      type: 'MarkInboxSeen',
      accountId: FLEET,
      announcementIds: ['a1'],
      messageIds: ['m-0'],
      at: T,
    });
    await inbox({
      type: 'MarkInboxSeen',
      accountId: SERIAL,
      announcementIds: ['a1'],
      messageIds: [],
      at: T + 1,
    });
    expect(await h.read.get(Collections.inboxSeen, inboxSeenId(FLEET, 'm-0'))).toEqual({
      id: `${FLEET}:m-0`,
      accountId: FLEET,
      itemId: 'm-0',
      kind: 'message',
      seenAt: us(T),
    });
    const fleetSaw = await h.read.find(Collections.inboxSeen, {
      filters: [{ field: 'accountId', op: 'eq', value: FLEET }],
    });
    expect(fleetSaw.rows.map((r) => [r.itemId, r.kind])).toEqual([
      ['a1', 'announcement'],
      ['m-0', 'message'],
    ]);
  });
});

describe('announcements, messages and inbox', () => {
  it('rebuild byte for byte what they kept live', async () => {
    await announcement(publishAnnouncement('a1', T));
    await announcement(publishAnnouncement('a2', T + DAY));
    await announcement({ type: 'PublishDueAnnouncement', announcementId: 'a2', at: T + DAY });
    await announcement(publishAnnouncement('a3', T));
    await announcement({ type: 'DeleteAnnouncement', announcementId: 'a3', at: T + 1, by: ADMIN });
    await message(publishMessage('m-0'));
    await message(publishMessage('m-1'));
    await message({ type: 'DeleteMessage', messageId: 'm-1', at: T + 1, by: ADMIN });
    await inbox({
      type: 'MarkInboxSeen',
      accountId: FLEET,
      announcementIds: ['a1'],
      messageIds: ['m-0'],
      at: T,
    });
    const dump = async () =>
      JSON.stringify([
        await h.read.dump(Collections.announcements),
        await h.read.dump(Collections.messages),
        await h.read.dump(Collections.inboxSeen),
      ]);
    const live = await dump();
    await h.runner.rebuild('announcements');
    await h.runner.rebuild('messages');
    await h.runner.rebuild('inbox');
    expect(await dump()).toBe(live);
  });
});
