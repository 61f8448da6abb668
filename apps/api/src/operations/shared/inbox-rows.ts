import type { z } from 'zod';
import { ReceiverAccountType } from '@gps/codes';
import type { Announcement, Message } from '@gps/contracts';
import type { Actor } from '@gps/domain';

export type AnnouncementRow = z.infer<typeof Announcement>;
export type MessageRow = z.infer<typeof Message>;

/** An announcement as every door answers it (the read model's row without who wrote it). */
export function announcementRow(doc: AnnouncementRow): AnnouncementRow {
  return {
    id: doc.id,
    content: doc.content,
    activeDate: doc.activeDate,
    status: doc.status,
    createdAt: doc.createdAt,
  };
}

/** A message as every door answers it. */
export function messageRow(doc: MessageRow): MessageRow {
  return {
    id: doc.id,
    batchId: doc.batchId,
    senderAccountId: doc.senderAccountId,
    sender: doc.sender,
    receiverAccountType: doc.receiverAccountType,
    receiverAccountId: doc.receiverAccountId,
    alias: doc.alias,
    content: doc.content,
    activeDate: doc.activeDate,
  };
}

/**
 * The receiver a customer is, as messages address it: a fleet account (main or sub) by its id, a
 * device account by its serial number; administrators receive none.
 */
export function receiverOf(actor: Actor): { receiverAccountType: number; receiverAccountId: string } | null {
  switch (actor.kind) {
    case 'admin':
      return null;
    case 'fleet':
      return { receiverAccountType: ReceiverAccountType.FLEET, receiverAccountId: actor.fleetId };
    case 'device':
      return { receiverAccountType: ReceiverAccountType.DEVICE, receiverAccountId: actor.serialNumber };
  }
}

/** Whether a message is addressed to this account (only its receiver reads it). */
export function isAddressedTo(
  actor: Actor,
  message: { receiverAccountType: number; receiverAccountId: string },
): boolean {
  const me = receiverOf(actor);
  return (
    me !== null &&
    me.receiverAccountType === message.receiverAccountType &&
    me.receiverAccountId === message.receiverAccountId
  );
}
