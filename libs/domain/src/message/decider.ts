import { ReceiverAccountType, RECEIVER_ACCOUNT_TYPES } from '@gps/codes';
import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { accountLabel, messageText } from '../shared/message-text';
import { unknownCommand } from '../shared/unknown-command';
import { everyField } from '../validation/every-field';
import { identifier, serialNumber } from '../validation/identifiers';
import { oneOf, timestamp } from '../validation/numbers';
import type { DeleteMessage, MessageCommand, PublishMessage } from './commands';
import type { MessageDeleted, MessageEvent, MessagePublished } from './events';
import { NO_MESSAGE, type MessageState } from './state';

/** The call names its receivers in a list: a bad one is that list's failure. */
const RECEIVERS_FIELD = 'receiverAccountIds';

function evolve(state: MessageState, e: MessageEvent): MessageState {
  switch (e.type) {
    case 'MessagePublished':
      return { ...state, published: true };
    case 'MessageDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** A device is addressed by its serial number, a fleet by its account id. */
function receiverAccountId(type: unknown, value: unknown): string {
  return type === ReceiverAccountType.DEVICE
    ? serialNumber(RECEIVERS_FIELD, value)
    : identifier(RECEIVERS_FIELD, value);
}

function publish(c: PublishMessage, state: MessageState): MessageEvent[] {
  const fields = everyField({
    messageId: () => identifier('messageId', c.messageId),
    batchId: () => identifier('batchId', c.batchId),
    senderAccountId: () => identifier('senderAccountId', c.senderAccountId),
    sender: () => accountLabel('sender', c.sender),
    receiverAccountType: () => oneOf('receiverAccountType', c.receiverAccountType, RECEIVER_ACCOUNT_TYPES),
    receiverAccountId: () => receiverAccountId(c.receiverAccountType, c.receiverAccountId),
    alias: () => accountLabel('alias', c.alias),
    content: () => messageText('messageContent', c.content),
    at: () => timestamp('at', c.at),
  });
  if (state.published) {
    throw refusal('conflict', 'already_exists', `message ${fields.messageId} already exists`, {
      id: fields.messageId,
    });
  }
  return [event<MessagePublished>('MessagePublished', fields)];
}

function remove(c: DeleteMessage, state: MessageState): MessageEvent[] {
  if (!state.published || state.deleted) {
    throw new DomainError('not_found', `message ${c.messageId} not found`, { id: c.messageId });
  }
  return [
    event<MessageDeleted>('MessageDeleted', {
      messageId: c.messageId,
      ...everyField({ at: () => timestamp('at', c.at), by: () => identifier('by', c.by) }),
    }),
  ];
}

function decide(command: MessageCommand, state: MessageState): MessageEvent[] {
  switch (command.type) {
    case 'PublishMessage':
      return publish(command, state);
    case 'DeleteMessage':
      return remove(command, state);
    default:
      return unknownCommand(command);
  }
}

/** One message to one account, stream `message-<messageId>` (docs/decisions/announcements-and-messages.md). */
export const messageDecider: Decider<MessageCommand, MessageEvent, MessageState> = {
  initialState: NO_MESSAGE,
  evolve,
  decide,
};
