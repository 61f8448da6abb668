import type { MessagePublishedData } from './events';

/**
 * Commands on one message, stream `message-<messageId>`. The receiver type arrives as the number the
 * call was given: the decider checks it against the code set.
 */
export interface PublishMessage extends Omit<MessagePublishedData, 'receiverAccountType'> {
  type: 'PublishMessage';
  receiverAccountType: number;
}
export interface DeleteMessage {
  type: 'DeleteMessage';
  messageId: string;
  at: number;
  /** The administrator's account id. */
  by: string;
}

export type MessageCommand = PublishMessage | DeleteMessage;
