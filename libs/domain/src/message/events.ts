import type { ReceiverAccountType } from '@gps/codes';
import type { DomainEvent } from '../decider';

/**
 * A message to exactly one account (docs/decisions/announcements-and-messages.md), stream
 * `message-<messageId>`: a publishMessage call sends one per receiver, all with its batchId.
 */
export interface MessagePublishedData {
  messageId: string;
  /** The publishMessage call that sent it with the rest of its receivers. */
  batchId: string;
  /** The administrator's account id and account name. */
  senderAccountId: string;
  sender: string;
  /** 2 a fleet account (main or sub), 3 a single device's account. */
  receiverAccountType: ReceiverAccountType;
  /** The fleet's id, or the device's serial number. */
  receiverAccountId: string;
  /** The receiver's name when sent: the fleet's alias (else its account name), the device's serial. */
  alias: string;
  /** Trimmed, 1 to 280 characters; line breaks kept. */
  content: string;
  at: number;
}
export interface MessageDeletedData {
  messageId: string;
  at: number;
  /** The administrator's account id. */
  by: string;
}

export type MessagePublished = DomainEvent<'MessagePublished', MessagePublishedData>;
export type MessageDeleted = DomainEvent<'MessageDeleted', MessageDeletedData>;

export type MessageEvent = MessagePublished | MessageDeleted;

export const MESSAGE_EVENT_TYPES = [
  'MessagePublished',
  'MessageDeleted',
] as const satisfies readonly MessageEvent['type'][];
