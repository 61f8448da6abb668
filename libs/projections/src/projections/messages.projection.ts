import { Collections, micros } from '../read-models';
import { defineProjection } from '../define-projection';

/**
 * Every message not deleted, one row per receiver: a customer's list (receiverAccountId), the back
 * office's (sender, receiver type), newest first (activeDate).
 */
export const messagesProjection = defineProjection({
  name: 'messages',
  collections: [Collections.messages],
  indexes: [
    {
      collection: Collections.messages,
      fields: ['receiverAccountId', 'senderAccountId', 'receiverAccountType', 'activeDate'],
    },
  ],
  handlers: {
    async MessagePublished({ data: d }, w) {
      await w.put(Collections.messages, {
        id: d.messageId,
        batchId: d.batchId,
        senderAccountId: d.senderAccountId,
        sender: d.sender,
        receiverAccountType: d.receiverAccountType,
        receiverAccountId: d.receiverAccountId,
        alias: d.alias,
        content: d.content,
        activeDate: micros(d.at),
      });
    },
    async MessageDeleted({ data: d }, w) {
      await w.delete(Collections.messages, d.messageId);
    },
  },
});
