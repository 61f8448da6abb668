import { AdminFunction, MESSAGE_CONTENT_MAX, ReceiverAccountType } from '@gps/codes';
import { ADMIN_PASSWORD, sha, TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Watcher } from '../support/graphql-watcher';
import { Tenants, allEvents, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';
import { waitFor } from '../../apps/gateway/test/support/wait';

jest.setTimeout(60_000);

const ANNOUNCEMENT = AdminFunction.ANNOUNCEMENT;
/** The administrator's rights flags: add, edit, delete, view. */
const FLAGS = { view: '0001', add: '1000', delete: '0010', none: '0000' } as const;
const MINUTE = 60_000;
const US = 1000;
const FLEET = ReceiverAccountType.FLEET;
const DEVICE = ReceiverAccountType.DEVICE;
/** Long enough for an update that would arrive to arrive, after the one that had to. */
const SETTLE_MS = 300;

const ANNOUNCEMENT_PUBLISHED = `subscription { announcementPublished { id content activeDate status createdAt } }`;
const MESSAGE_RECEIVED = `subscription { messageReceived { id batchId receiverAccountType receiverAccountId alias content } }`;

/**
 * Announcements and messages through both doors (docs/decisions/announcements-and-messages.md):
 * the back office's function 11 rights, a message read by its receiver only (not another fleet,
 * not a device account, not the sub-fleets of the main fleet it was sent to), a future publish time
 * on the platform's clock, the unseen ones handed over at sign-in until markInboxSeen, and the live
 * pushes to their receivers only.
 */
describe('announcements and messages', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 866_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let device: { serial: string; password: string };
  const tokens = { main: '', sub: '', other: '', device: '' };
  let tag = 0;
  /** Text no other case writes, to find a case's own rows among everything the app holds. */
  const unique = (what: string) => `${what} #${++tag}-${Math.random().toString(36).slice(2, 7)}`;
  const tokenWith = async (flags: string) => {
    const limited = await createAdmin(app, { rights: { [ANNOUNCEMENT]: flags } });
    return app.adminToken(limited.account, limited.password);
  };
  /** Signs everyone in again: a case that moves the clock past the idle window needs new sessions. */
  const signInAll = async () => {
    admin = await app.adminToken();
    tokens.main = await tenants.signIn(main);
    tokens.sub = await tenants.signIn(sub);
    tokens.other = await tenants.signIn(other);
    tokens.device = await tenants.signInDevice(device);
  };

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    const [own] = await tenants.devices(admin, 1, main.id);
    device = await tenants.deviceAccount(admin, own);
    await signInAll();
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('through $name', (door) => {
    test('an announcement is for every customer from its publish time; a future one waits for the sweep', async () => {
      const now = app.clock.now();
      const content = unique('Maintenance tonight');
      const published = await ok(door, 'publishAnnouncement', { messageContent: `  ${content}  ` }, admin);
      expect(published).toEqual({
        id: expect.any(String),
        content,
        activeDate: now * US,
        status: 2,
        createdAt: now * US,
      });
      const later = unique('New year');
      const publishDate = (now + 5 * MINUTE) * US;
      const scheduled = await ok(door, 'publishAnnouncement', { messageContent: later, publishDate }, admin);
      expect(scheduled).toMatchObject({ content: later, activeDate: publishDate, status: 1 });
      // A past publish time is now.
      const past = await ok(
        door,
        'publishAnnouncement',
        { messageContent: unique('Past'), publishDate: (now - MINUTE) * US },
        admin,
      );
      expect(past).toMatchObject({ activeDate: now * US, status: 2 });

      const seenBy = async (token: string, keyword: string) =>
        (await ok(door, 'getAnnouncements', { keyword }, token)).rows;
      for (const token of [tokens.main, tokens.sub, tokens.other, tokens.device]) {
        expect(await seenBy(token, content)).toEqual([published]);
        expect(await seenBy(token, later)).toEqual([]);
      }
      expect(await seenBy(admin, later)).toEqual([scheduled]);

      app.clock.advance(4 * MINUTE);
      await app.platform.scheduledAnnouncements.sweep();
      expect(await seenBy(tokens.main, later)).toEqual([]);
      app.clock.advance(2 * MINUTE);
      expect(await app.platform.scheduledAnnouncements.sweep()).toBeGreaterThanOrEqual(1);
      await app.platform.runner.waitFor((await app.platform.events.headPosition()) as bigint);
      const due = { ...scheduled, status: 2 };
      expect(await seenBy(tokens.main, later)).toEqual([due]);
      expect(await seenBy(tokens.device, later)).toEqual([due]);
      // Swept again: published once, at the time it came due for.
      await app.platform.scheduledAnnouncements.sweep();
      const events = (await allEvents(app)).filter(
        (e) => e.type === 'AnnouncementPublished' && e.streamId === `announcement-${scheduled.id}`,
      );
      expect(events.map((e) => e.data)).toEqual([{ announcementId: scheduled.id, at: now + 5 * MINUTE }]);
    });

    test('content is required, trimmed and at most 280 characters', async () => {
      for (const messageContent of ['', '   ', 'x'.repeat(MESSAGE_CONTENT_MAX + 1)]) {
        const res = await door.call('publishAnnouncement', { messageContent }, admin);
        expect({ messageContent, code: res.code }).toEqual({ messageContent, code: -2 });
        const sent = await door.call(
          'publishMessage',
          { receiverAccountType: FLEET, receiverAccountIds: [main.id], messageContent },
          admin,
        );
        expect(sent.code).toBe(-2);
      }
      const longest = 'x'.repeat(MESSAGE_CONTENT_MAX);
      expect((await ok(door, 'publishAnnouncement', { messageContent: longest }, admin)).content).toBe(
        longest,
      );
      // Typed in a text area: line breaks are part of the text.
      const lines = unique('Maintenance tonight\n22:00 to 23:00');
      expect((await ok(door, 'publishAnnouncement', { messageContent: lines }, admin)).content).toBe(lines);
      const [message] = (
        await ok(
          door,
          'publishMessage',
          { receiverAccountType: FLEET, receiverAccountIds: [main.id], messageContent: lines },
          admin,
        )
      ).rows;
      expect(message.content).toBe(lines);
    });

    test('deletes several announcements: no customer sees them; an unknown id deletes nothing', async () => {
      const content = unique('To delete');
      const [a, b] = [
        await ok(door, 'publishAnnouncement', { messageContent: `${content} a` }, admin),
        await ok(door, 'publishAnnouncement', { messageContent: `${content} b` }, admin),
      ];
      const listed = async () =>
        (await ok(door, 'getAnnouncements', { keyword: content }, tokens.main)).total;
      expect(await listed()).toBe(2);
      expect(
        (await door.call('deleteAnnouncements', { ids: [a.id, 'no-such-announcement'] }, admin)).code,
      ).toBe(-3);
      expect(await listed()).toBe(2);
      expect(await ok(door, 'deleteAnnouncements', { ids: [a.id] }, admin)).toBe(true);
      expect(await listed()).toBe(1);
      // One already deleted is skipped.
      expect(await ok(door, 'deleteAnnouncements', { ids: [a.id, b.id] }, admin)).toBe(true);
      expect(await listed()).toBe(0);
      expect((await ok(door, 'getAnnouncements', { keyword: content }, admin)).total).toBe(0);
    });

    test('a message to a fleet is read by that fleet only: not another, not its sub-fleet, not its device accounts', async () => {
      const content = unique('Your invoice');
      const sent = await ok(
        door,
        'publishMessage',
        {
          receiverAccountType: FLEET,
          receiverAccountIds: [main.id, other.id, main.id],
          messageContent: content,
        },
        admin,
      );
      expect(sent.rows).toEqual([
        {
          id: expect.any(String),
          batchId: sent.batchId,
          senderAccountId: expect.any(String),
          sender: 'admin',
          receiverAccountType: FLEET,
          receiverAccountId: main.id,
          alias: main.alias,
          content,
          activeDate: app.clock.now() * US,
        },
        expect.objectContaining({ receiverAccountId: other.id, alias: other.alias, batchId: sent.batchId }),
      ]);
      const [toMain, toOther] = sent.rows;

      expect(await ok(door, 'getMessage', { id: toMain.id }, tokens.main)).toEqual(toMain);
      expect((await ok(door, 'getMessages', { keyword: content }, tokens.main)).rows).toEqual([toMain]);
      expect((await ok(door, 'getMessages', { keyword: content }, tokens.other)).rows).toEqual([toOther]);
      expect((await ok(door, 'getMessages', { keyword: content }, tokens.sub)).rows).toEqual([]);
      expect((await ok(door, 'getMessages', { keyword: content }, tokens.device)).rows).toEqual([]);
      for (const token of [tokens.other, tokens.sub, tokens.device]) {
        expect((await door.call('getMessage', { id: toMain.id }, token)).code).toBe(-4);
      }
      expect((await door.call('getMessages', { receiverAccountId: main.id }, tokens.other)).code).toBe(-4);
      expect((await door.call('getMessages', { receiverAccountId: main.id }, tokens.sub)).code).toBe(-4);
      expect((await door.call('getMessages', { receiverAccountType: DEVICE }, tokens.main)).code).toBe(-4);
      expect((await door.call('getMessage', { id: 'no-such-message' }, tokens.main)).code).toBe(-3);

      // The back office reads them all, narrowed by receiver.
      const byReceiver = await ok(
        door,
        'getMessages',
        { receiverAccountType: FLEET, receiverAccountId: other.id, keyword: content },
        admin,
      );
      expect(byReceiver.rows).toEqual([toOther]);
    });

    test('a message to a device account is read by it only; an unknown receiver sends nothing', async () => {
      const content = unique('Battery low');
      const sent = await ok(
        door,
        'publishMessage',
        { receiverAccountType: DEVICE, receiverAccountIds: [device.serial], messageContent: content },
        admin,
      );
      expect(sent.rows).toEqual([
        expect.objectContaining({
          receiverAccountType: DEVICE,
          receiverAccountId: device.serial,
          alias: device.serial,
        }),
      ]);
      expect(await ok(door, 'getMessage', { id: sent.rows[0].id }, tokens.device)).toEqual(sent.rows[0]);
      expect((await door.call('getMessage', { id: sent.rows[0].id }, tokens.main)).code).toBe(-4);

      const lost = unique('Lost');
      const unknown = await door.call(
        'publishMessage',
        { receiverAccountType: FLEET, receiverAccountIds: [main.id, 'no-such-fleet'], messageContent: lost },
        admin,
      );
      expect(unknown.code).toBe(-3);
      const byDevice = await door.call(
        'publishMessage',
        { receiverAccountType: DEVICE, receiverAccountIds: [main.id], messageContent: lost },
        admin,
      );
      expect(byDevice.code).toBe(-3);
      expect(
        (
          await door.call(
            'publishMessage',
            { receiverAccountType: 1, receiverAccountIds: [main.id], messageContent: lost },
            admin,
          )
        ).code,
      ).toBe(-2);
      expect((await ok(door, 'getMessages', { keyword: lost }, admin)).total).toBe(0);
    });

    test('a deleted message is no longer its receiver’s; deleting it again is -3', async () => {
      const content = unique('Oops');
      const sent = await ok(
        door,
        'publishMessage',
        { receiverAccountType: FLEET, receiverAccountIds: [main.id], messageContent: content },
        admin,
      );
      expect(await ok(door, 'deleteMessage', { id: sent.rows[0].id }, admin)).toBe(true);
      expect((await ok(door, 'getMessages', { keyword: content }, tokens.main)).total).toBe(0);
      expect((await door.call('getMessage', { id: sent.rows[0].id }, tokens.main)).code).toBe(-3);
      expect((await door.call('deleteMessage', { id: sent.rows[0].id }, admin)).code).toBe(-3);
    });

    test('function 11 rights: each flag allows its calls and nothing else; customers publish nothing', async () => {
      const [viewer, adder, deleter, none] = await Promise.all([
        tokenWith(FLAGS.view),
        tokenWith(FLAGS.add),
        tokenWith(FLAGS.delete),
        tokenWith(FLAGS.none),
      ]);
      const announce = { messageContent: unique('Rights') };
      const send = {
        receiverAccountType: FLEET,
        receiverAccountIds: [main.id],
        messageContent: unique('Rights'),
      };
      for (const token of [viewer, deleter, none, tokens.main, tokens.device]) {
        expect((await door.call('publishAnnouncement', announce, token)).code).toBe(-4);
        expect((await door.call('publishMessage', send, token)).code).toBe(-4);
      }
      for (const token of [adder, deleter, none]) {
        expect((await door.call('getAnnouncements', {}, token)).code).toBe(-4);
        expect((await door.call('getMessages', {}, token)).code).toBe(-4);
      }
      const announcement = await ok(door, 'publishAnnouncement', announce, adder);
      const message = (await ok(door, 'publishMessage', send, adder)).rows[0];
      expect(await ok(door, 'getMessage', { id: message.id }, viewer)).toEqual(message);
      for (const token of [viewer, adder, none, tokens.main]) {
        expect((await door.call('deleteAnnouncements', { ids: [announcement.id] }, token)).code).toBe(-4);
        expect((await door.call('deleteMessage', { id: message.id }, token)).code).toBe(-4);
      }
      expect(await ok(door, 'deleteAnnouncements', { ids: [announcement.id] }, deleter)).toBe(true);
      expect(await ok(door, 'deleteMessage', { id: message.id }, deleter)).toBe(true);
      // Seen is a customer's: administrators have no inbox.
      expect((await door.call('markInboxSeen', { announcementIds: [announcement.id] }, admin)).code).toBe(-4);
    });

    test('sign-in hands over the unseen announcements and messages, newest first, until they are marked seen', async () => {
      const first = await ok(door, 'publishAnnouncement', { messageContent: unique('First') }, admin);
      app.clock.advance(1000);
      const second = await ok(door, 'publishAnnouncement', { messageContent: unique('Second') }, admin);
      const content = unique('For main only');
      const sent = await ok(
        door,
        'publishMessage',
        { receiverAccountType: FLEET, receiverAccountIds: [main.id], messageContent: content },
        admin,
      );
      const signIn = (fleet: FleetFixture) =>
        app.ok('login', { account: fleet.account, password: sha(fleet.password) });
      const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

      const session = await signIn(main);
      // Newest first: the second is the newest announcement of all.
      expect(session.announcementDatas[0]).toEqual(second);
      expect(ids(session.announcementDatas)).toContain(first.id);
      expect(session.messageDatas).toContainEqual(sent.rows[0]);
      const elsewhere = await signIn(other);
      expect(ids(elsewhere.announcementDatas)).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(ids(elsewhere.messageDatas)).not.toContain(sent.rows[0].id);
      const administrator = await app.ok('loginAccount', { account: 'admin', password: sha(ADMIN_PASSWORD) });
      expect([administrator.announcementDatas, administrator.messageDatas]).toEqual([[], []]);
      const deviceSession = await tenants.signInDevice(device);
      const ofDevice = await app.ok('me', {}, deviceSession);
      expect(ids(ofDevice.announcementDatas)).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(ids(ofDevice.messageDatas)).not.toContain(sent.rows[0].id);

      // Another fleet's message is not the main fleet's to mark; a scheduled announcement not yet.
      const othersMessage = (
        await ok(
          door,
          'publishMessage',
          { receiverAccountType: FLEET, receiverAccountIds: [other.id], messageContent: content },
          admin,
        )
      ).rows[0];
      expect((await door.call('markInboxSeen', { messageIds: [othersMessage.id] }, session.token)).code).toBe(
        -4,
      );
      const scheduled = await ok(
        door,
        'publishAnnouncement',
        { messageContent: unique('Later'), publishDate: (app.clock.now() + MINUTE) * US },
        admin,
      );
      expect(
        (await door.call('markInboxSeen', { announcementIds: [scheduled.id] }, session.token)).code,
      ).toBe(-4);

      expect(
        await ok(
          door,
          'markInboxSeen',
          { announcementIds: ids(session.announcementDatas), messageIds: ids(session.messageDatas) },
          session.token,
        ),
      ).toBe(true);
      const again = await signIn(main);
      expect(again.announcementDatas).toEqual([]);
      expect(again.messageDatas).toEqual([]);
      expect((await app.ok('me', {}, again.token)).messageDatas).toEqual([]);
      // Seen by the main fleet, not by the other.
      const otherAgain = await signIn(other);
      expect(ids(otherAgain.announcementDatas)).toEqual(expect.arrayContaining([first.id, second.id]));
    });
  });

  describe('live over graphql-ws', () => {
    const open: Watcher[] = [];
    const watch = async (token: string, query: string) => {
      const watcher = await Watcher.open(`${app.server.url.replace('http', 'ws')}/graphql`, token, query);
      open.push(watcher);
      return watcher;
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((o) => o.close()));
    });

    test('a message reaches its receiver only; an announcement every customer, a scheduled one when it comes due', async () => {
      // Announcements scheduled by earlier cases come due first, before anyone watches.
      app.clock.advance(2 * MINUTE);
      await app.platform.scheduledAnnouncements.sweep();
      await signInAll();
      const messages = {
        main: await watch(tokens.main, MESSAGE_RECEIVED),
        sub: await watch(tokens.sub, MESSAGE_RECEIVED),
        other: await watch(tokens.other, MESSAGE_RECEIVED),
        device: await watch(tokens.device, MESSAGE_RECEIVED),
      };
      const content = unique('Live');
      const sent = await app.ok(
        'publishMessage',
        { receiverAccountType: FLEET, receiverAccountIds: [main.id], messageContent: content },
        admin,
      );
      await waitFor(() => messages.main.received.length > 0, 'the main fleet gets its message');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(messages.main.received).toEqual([
        {
          id: sent.rows[0].id,
          batchId: sent.batchId,
          receiverAccountType: FLEET,
          receiverAccountId: main.id,
          alias: main.alias,
          content,
        },
      ]);
      expect([messages.sub, messages.other, messages.device].map((w) => w.received)).toEqual([[], [], []]);

      const announcements = {
        main: await watch(tokens.main, ANNOUNCEMENT_PUBLISHED),
        sub: await watch(tokens.sub, ANNOUNCEMENT_PUBLISHED),
        device: await watch(tokens.device, ANNOUNCEMENT_PUBLISHED),
      };
      const admins = await watch(admin, ANNOUNCEMENT_PUBLISHED);
      const publishDate = (app.clock.now() + MINUTE) * US;
      const scheduled = await app.ok(
        'publishAnnouncement',
        { messageContent: unique('Soon'), publishDate },
        admin,
      );
      const now = await app.ok('publishAnnouncement', { messageContent: unique('Now') }, admin);
      const all = Object.values(announcements);
      await waitFor(() => all.every((w) => w.received.length > 0), 'every customer gets the announcement');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      for (const w of all) expect(w.received).toEqual([now]);

      app.clock.advance(2 * MINUTE);
      await app.platform.scheduledAnnouncements.sweep();
      await waitFor(() => all.every((w) => w.received.length > 1), 'the scheduled one, when it came due');
      for (const w of all) expect(w.received).toEqual([now, { ...scheduled, status: 2 }]);
      // Administrators are sent none: their subscription is refused.
      expect(admins.received).toEqual([]);
      expect(admins.errors).not.toEqual([]);
      // No message went out meanwhile.
      expect(messages.other.received).toEqual([]);
    });
  });
});
