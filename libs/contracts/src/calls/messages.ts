import { z } from 'zod';
import {
  ANNOUNCEMENT_DELETE_MAX,
  ANNOUNCEMENT_STATUSES,
  MESSAGE_CONTENT_MAX,
  MESSAGE_RECEIVERS_MAX,
  RECEIVER_ACCOUNT_TYPES,
} from '@gps/codes';
import { byName, call, NO_DATA, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import { entityId, epochMicros, id, int, keyword, micros, pageIndex, pageRows, text } from './common';

/** Announcement and message texts: required, trimmed, the spec's 280 characters. */
const messageContent = z
  .string()
  .trim()
  .min(1)
  .max(MESSAGE_CONTENT_MAX)
  .describe(`The text, 1 to ${MESSAGE_CONTENT_MAX} characters after trimming.`);

export const Announcement = z
  .object({
    id: entityId,
    content: text,
    activeDate: epochMicros.describe('Its publish time: customers see it from then on.'),
    status: int.describe(`${ANNOUNCEMENT_STATUSES.join(' scheduled, ')} published.`),
    createdAt: epochMicros,
  })
  .meta({ id: 'Announcement', description: 'An announcement to every customer.' });
export const AnnouncementPage = page(Announcement, 'AnnouncementPage');

export const Message = z
  .object({
    id: entityId,
    batchId: text.describe('The publishMessage call that sent it with the rest of its receivers.'),
    senderAccountId: entityId.describe("The administrator's account id."),
    sender: text.describe("The administrator's account name."),
    receiverAccountType: int.describe('2 a fleet account (main or sub), 3 a single device.'),
    receiverAccountId: text.describe("The fleet's id, or the device's serial number."),
    alias: text.describe(
      "The receiver's name as it was when sent: the fleet's alias or account, the device's serial.",
    ),
    content: text,
    activeDate: epochMicros.describe('When it was sent.'),
  })
  .meta({
    id: 'Message',
    description:
      "A message to one account: only that account reads it (a main fleet's message is not its sub-fleets' nor its vehicles').",
  });
export const MessagePage = page(Message, 'MessagePage');

export const PublishedMessages = z
  .object({
    batchId: text,
    rows: z.array(Message).describe('One message per receiver, in the order asked.'),
  })
  .meta({ id: 'PublishedMessages', description: 'The messages one publishMessage sent.' });

const ADMIN = 'Administrators need the announcement right (function 11):';
const SEEN =
  ' Shown to a customer once: after sign-in (the session carries the unseen ones) or live, until markInboxSeen records it seen.';

export const messageCalls = byName([
  call({
    name: 'getAnnouncements',
    kind: 'query',
    summary: `Announcements, newest publish time first, 20 a page. ${ADMIN} view, they see scheduled ones too. Customers see the published ones (their message list).`,
    input: z.object({ keyword, pageIndex, pageRows: pageRows(PAGE_SIZES.announcements) }),
    output: AnnouncementPage,
    graphql: { field: 'announcements', args: 'flat' },
  }),
  call({
    name: 'publishAnnouncement',
    kind: 'mutation',
    summary: `An announcement for every customer from publishDate on (now when absent or past; a future one waits and is pushed live when it comes).${SEEN} ${ADMIN} add.`,
    input: z.object({
      publishDate: micros.optional().describe('Epoch microseconds; now when absent.'),
      messageContent,
    }),
    output: Announcement,
    graphql: { field: 'publishAnnouncement', args: 'flat' },
    multiLine: ['messageContent'],
  }),
  call({
    name: 'deleteAnnouncements',
    kind: 'mutation',
    summary: `Deletes announcements (1 to ${ANNOUNCEMENT_DELETE_MAX} at once): no customer sees them again. Ids already deleted are skipped; an unknown id is -3 and deletes nothing. ${ADMIN} delete.`,
    input: z.object({ ids: z.array(id).min(1).max(ANNOUNCEMENT_DELETE_MAX) }),
    output: NO_DATA,
    graphql: { field: 'deleteAnnouncements', args: 'flat' },
  }),
  call({
    name: 'getMessages',
    kind: 'query',
    summary: `Messages, newest first, 20 a page, narrowed by sender, receiver type and receiver. ${ADMIN} view. A customer gets only its own (asking for another receiver is -4).`,
    input: z.object({
      senderAccountId: id.optional(),
      receiverAccountType: z
        .number()
        .int()
        .optional()
        .describe(`${RECEIVER_ACCOUNT_TYPES.join(' or ')}.`),
      receiverAccountId: z.string().trim().min(1).max(64).optional(),
      keyword,
      pageIndex,
      pageRows: pageRows(PAGE_SIZES.messages),
    }),
    output: MessagePage,
    graphql: { field: 'messages', args: 'flat' },
  }),
  call({
    name: 'getMessage',
    kind: 'query',
    summary: `One message (the message list's detail). ${ADMIN} view. A customer reads only its own: another account's is -4, an unknown or deleted one -3.`,
    input: z.object({ id }),
    output: Message,
    graphql: { field: 'message', args: 'flat' },
  }),
  call({
    name: 'publishMessage',
    kind: 'mutation',
    summary: `Sends one message to each receiver (1 to ${MESSAGE_RECEIVERS_MAX}): fleet accounts by id (type 2) or devices by serial number (type 3); an unknown receiver is -3 and sends nothing. Pushed live to the receivers signed in.${SEEN} ${ADMIN} add.`,
    input: z.object({
      receiverAccountType: z
        .number()
        .int()
        .describe(`${RECEIVER_ACCOUNT_TYPES.join(' fleet, ')} device.`),
      receiverAccountIds: z.array(z.string().trim().min(1).max(64)).min(1).max(MESSAGE_RECEIVERS_MAX),
      messageContent,
    }),
    output: PublishedMessages,
    graphql: { field: 'publishMessage', args: 'flat' },
    multiLine: ['messageContent'],
  }),
  call({
    name: 'deleteMessage',
    kind: 'mutation',
    summary: `Deletes a message: its receiver no longer sees it. ${ADMIN} delete. -3 unknown or already deleted.`,
    input: z.object({ id }),
    output: NO_DATA,
    graphql: { field: 'deleteMessage', args: 'flat' },
  }),
  call({
    name: 'markInboxSeen',
    kind: 'mutation',
    summary:
      'Records that the signed-in customer has seen these announcements and messages (the viewer moved past them): the next sign-in does not hand them over again. Ids the account may not read are -4; ids already seen are skipped. Customers only.',
    input: z.object({
      announcementIds: z.array(id).max(ANNOUNCEMENT_DELETE_MAX).default([]),
      messageIds: z.array(id).max(ANNOUNCEMENT_DELETE_MAX).default([]),
    }),
    output: NO_DATA,
    graphql: { field: 'markInboxSeen', args: 'flat' },
  }),
] as const);
