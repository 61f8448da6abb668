import { defineProjection } from '../define-projection';
import { Collections, micros } from '../read-models';
import { streamIdOf, update } from './support';

/** The administrator accounts list. */
export const accountsProjection = defineProjection({
  name: 'accounts',
  collections: [Collections.accounts],
  indexes: [{ collection: Collections.accounts, fields: ['account'] }],
  handlers: {
    async AccountCreated({ data: d }, w) {
      await w.put(Collections.accounts, {
        id: d.accountId,
        account: d.account,
        alias: d.alias,
        permissionId: d.permissionId,
        statusCode: d.statusCode,
        email: d.email ?? null,
        lastLoginTimestamp: null,
        createDate: micros(d.at),
      });
    },
    async AccountEdited(event, w) {
      const { changes } = event.data;
      await update(w, Collections.accounts, streamIdOf(event), (doc) => ({ ...doc, ...changes }));
    },
    async AccountSignedIn(event, w) {
      await update(w, Collections.accounts, streamIdOf(event), (doc) => ({
        ...doc,
        lastLoginTimestamp: micros(event.data.at),
      }));
    },
    async AccountDeleted(event, w) {
      await w.delete(Collections.accounts, streamIdOf(event));
    },
  },
});
