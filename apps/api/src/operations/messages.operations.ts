import { AnnouncementStatus, RECEIVER_ACCOUNT_TYPES, ReceiverAccountType } from '@gps/codes';
import { AdminFunction, streams } from '@gps/domain';
import { calls, PAGE_SIZES } from '@gps/contracts';
import type { EventStore } from '@gps/event-store';
import { Collections } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import type { Aggregates } from '../commands/aggregates';
import { createdIdFor } from '../infrastructure/ids';
import { accessDenied, notFound, validationError } from '../request/api-error';
import {
  callerOf,
  operation,
  type Access,
  type ClientKind,
  type OperationContext,
  type Right,
} from '../request/operation';
import { announcementRow, isAddressedTo, messageRow, receiverOf } from './shared/inbox-rows';
import { eq, inList, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';

const ANNOUNCEMENT = AdminFunction.ANNOUNCEMENT;
const CUSTOMERS: ClientKind[] = ['fleet', 'device'];
/** Microseconds in a millisecond: the calls speak epoch µs, the domain epoch ms. */
const US_PER_MS = 1000;

/** What the announcement and message calls need. */
export interface MessageOperationDeps {
  commands: Pick<Aggregates, 'announcement' | 'message' | 'inbox'>;
  read: ReadModels;
  /** To tell an announcement deleted before (skipped) from one that never was (-3). */
  events: Pick<EventStore, 'streamRevision'>;
}

const admin = (right: Right): Access => ({ admin: { functionId: ANNOUNCEMENT, right } });
/** Administrators with the right, and customers (their own: the operation narrows it). */
const adminOrCustomers = (right: Right): Access => ({
  admin: { functionId: ANNOUNCEMENT, right },
  clients: CUSTOMERS,
});

/** A receiver as the message records it: its name when sent (a fleet's alias or account, a serial). */
interface Receiver {
  receiverAccountId: string;
  alias: string;
}

export const messageOperations = ({ commands, read, events }: MessageOperationDeps) => {
  /** The receivers asked for, each once in the order asked; any unknown one is -3 and nothing is sent. */
  async function receiversOf(type: number, ids: readonly string[]): Promise<Receiver[]> {
    const unique = [...new Set(ids)];
    const found = new Map<string, string>();
    if (type === ReceiverAccountType.FLEET) {
      const fleets = await read.find(Collections.fleets, { filters: [inList('id', unique)] });
      for (const f of fleets.rows) found.set(f.id, f.alias || f.account);
    } else {
      const devices = await read.find(Collections.devices, { filters: [inList('id', unique)] });
      for (const d of devices.rows) found.set(d.id, d.id);
    }
    const unknown = unique.filter((id) => !found.has(id));
    if (unknown.length > 0) throw notFound(`unknown receivers: ${unknown.join(', ')}`);
    return unique.map((id) => ({ receiverAccountId: id, alias: found.get(id) as string }));
  }

  async function messageFor(ctx: OperationContext, id: string) {
    const doc = await read.get(Collections.messages, id);
    if (!doc) throw notFound(`message ${id} not found`);
    if (callerOf(ctx).actor.kind !== 'admin' && !isAddressedTo(callerOf(ctx).actor, doc))
      throw accessDenied('this message is not yours');
    return doc;
  }

  /**
   * The announcements among these ids that still exist: published ones, or -4 for a scheduled one
   * (not for customers yet). Ids deleted meanwhile (or never there) are left out: nothing to record.
   */
  async function readableAnnouncements(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await read.find(Collections.announcements, { filters: [inList('id', [...new Set(ids)])] });
    const scheduled = found.rows.filter((a) => a.status !== AnnouncementStatus.PUBLISHED);
    if (scheduled.length > 0)
      throw accessDenied(`not published yet: ${scheduled.map((a) => a.id).join(', ')}`);
    return found.rows.map((a) => a.id);
  }

  /** The messages among these ids that still exist, or -4 for one addressed to another account. */
  async function readableMessages(ctx: OperationContext, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await read.find(Collections.messages, { filters: [inList('id', [...new Set(ids)])] });
    const others = found.rows.filter((m) => !isAddressedTo(callerOf(ctx).actor, m));
    if (others.length > 0) throw accessDenied(`not yours: ${others.map((m) => m.id).join(', ')}`);
    return found.rows.map((m) => m.id);
  }

  return [
    operation(calls.getAnnouncements, {
      access: adminOrCustomers('view'),
      async run(ctx, input) {
        const filters: Filter[] = [];
        // Customers see what has been published; administrators what is scheduled as well.
        if (callerOf(ctx).actor.kind !== 'admin') filters.push(eq('status', AnnouncementStatus.PUBLISHED));
        const page = await read.find(Collections.announcements, {
          filters,
          keyword: { fields: ['content'], value: input.keyword ?? '' },
          sort: [{ field: 'activeDate', direction: 'desc' }],
          page: pageOf(input, PAGE_SIZES.announcements),
        });
        return { total: page.total, rows: page.rows.map(announcementRow) };
      },
    }),
    operation(calls.publishAnnouncement, {
      access: admin('add'),
      async run(ctx, input) {
        const announcementId = createdIdFor(ctx.commandId);
        const asked = input.publishDate === undefined ? ctx.now : Math.floor(input.publishDate / US_PER_MS);
        await commands.announcement.execute(ctx, announcementId, {
          type: 'PublishAnnouncement',
          announcementId,
          content: input.messageContent,
          // A past publish time is now: an announcement is never backdated past what customers saw.
          publishAt: Math.max(asked, ctx.now),
          at: ctx.now,
          by: callerOf(ctx).subjectId,
        });
        const doc = await read.get(Collections.announcements, announcementId);
        if (!doc) throw notFound(`announcement ${announcementId} not found`);
        return announcementRow(doc);
      },
    }),
    operation(calls.deleteAnnouncements, {
      access: admin('delete'),
      async run(ctx, { ids }) {
        const unique = [...new Set(ids)];
        const present = new Set(
          (await read.find(Collections.announcements, { filters: [inList('id', unique)] })).rows.map(
            (a) => a.id,
          ),
        );
        // Not in the read model: deleted before (its stream exists: skipped) or never there (-3).
        for (const id of unique.filter((i) => !present.has(i))) {
          if ((await events.streamRevision(streams.announcement(id))) === 'no_stream')
            throw notFound(`announcement ${id} not found`);
        }
        let index = 0;
        for (const announcementId of unique.filter((i) => present.has(i))) {
          await commands.announcement.execute(
            ctx,
            announcementId,
            { type: 'DeleteAnnouncement', announcementId, at: ctx.now, by: callerOf(ctx).subjectId },
            { key: `announcement-${index++}` },
          );
        }
        return true;
      },
    }),
    operation(calls.getMessages, {
      access: adminOrCustomers('view'),
      async run(ctx, input) {
        const filters: Filter[] = [];
        const me = receiverOf(callerOf(ctx).actor);
        if (me) {
          // A customer reads its own messages only: asking for another receiver is refused.
          const other =
            (input.receiverAccountType !== undefined &&
              input.receiverAccountType !== me.receiverAccountType) ||
            (input.receiverAccountId !== undefined && input.receiverAccountId !== me.receiverAccountId);
          if (other) throw accessDenied('these messages are not yours');
          filters.push(eq('receiverAccountType', me.receiverAccountType));
          filters.push(eq('receiverAccountId', me.receiverAccountId));
        } else {
          if (input.receiverAccountType !== undefined)
            filters.push(eq('receiverAccountType', input.receiverAccountType));
          if (input.receiverAccountId !== undefined)
            filters.push(eq('receiverAccountId', input.receiverAccountId));
        }
        if (input.senderAccountId !== undefined) filters.push(eq('senderAccountId', input.senderAccountId));
        const page = await read.find(Collections.messages, {
          filters,
          keyword: {
            fields: ['content', 'alias', 'sender', 'receiverAccountId'],
            value: input.keyword ?? '',
          },
          sort: [{ field: 'activeDate', direction: 'desc' }],
          page: pageOf(input, PAGE_SIZES.messages),
        });
        return { total: page.total, rows: page.rows.map(messageRow) };
      },
    }),
    operation(calls.getMessage, {
      access: adminOrCustomers('view'),
      async run(ctx, { id }) {
        return messageRow(await messageFor(ctx, id));
      },
    }),
    operation(calls.publishMessage, {
      access: admin('add'),
      async run(ctx, input) {
        const type = input.receiverAccountType;
        if (!(RECEIVER_ACCOUNT_TYPES as readonly number[]).includes(type))
          throw validationError([
            {
              field: 'receiverAccountType',
              code: 'invalid_choice',
              params: { choices: RECEIVER_ACCOUNT_TYPES.join(',') },
              message: `must be one of ${RECEIVER_ACCOUNT_TYPES.join(', ')}`,
            },
          ]);
        const receivers = await receiversOf(type, input.receiverAccountIds);
        const caller = callerOf(ctx);
        const batchId = createdIdFor(ctx.commandId);
        const ids: string[] = [];
        for (const [index, receiver] of receivers.entries()) {
          const messageId = `${batchId}-${index}`;
          ids.push(messageId);
          await commands.message.execute(
            ctx,
            messageId,
            {
              type: 'PublishMessage',
              messageId,
              batchId,
              senderAccountId: caller.subjectId,
              sender: caller.account,
              receiverAccountType: type,
              receiverAccountId: receiver.receiverAccountId,
              alias: receiver.alias,
              content: input.messageContent,
              at: ctx.now,
            },
            { key: `message-${index}` },
          );
        }
        const sent = await read.find(Collections.messages, { filters: [inList('id', ids)] });
        const byId = new Map(sent.rows.map((m) => [m.id, m]));
        return { batchId, rows: ids.flatMap((id) => (byId.has(id) ? [messageRow(byId.get(id)!)] : [])) };
      },
    }),
    operation(calls.deleteMessage, {
      access: admin('delete'),
      async run(ctx, { id }) {
        await commands.message.execute(ctx, id, {
          type: 'DeleteMessage',
          messageId: id,
          at: ctx.now,
          by: callerOf(ctx).subjectId,
        });
        return true;
      },
    }),
    operation(calls.markInboxSeen, {
      access: { clients: CUSTOMERS },
      async run(ctx, { announcementIds, messageIds }) {
        const announcements = await readableAnnouncements(announcementIds);
        const messages = await readableMessages(ctx, messageIds);
        if (announcements.length + messages.length === 0) return true;
        const accountId = callerOf(ctx).subjectId;
        await commands.inbox.execute(ctx, accountId, {
          type: 'MarkInboxSeen',
          accountId,
          announcementIds: announcements,
          messageIds: messages,
          at: ctx.now,
        });
        return true;
      },
    }),
  ];
};
