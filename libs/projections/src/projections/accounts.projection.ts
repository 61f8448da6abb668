import type { AccountChanges, AccountCreatedData } from '@gps/domain';
import type { Projection } from '../projection';
import { Collections, micros, type AccountDoc } from '../read-models';
import { dataOf, update } from './support';

/** The administrator accounts list. */
export const accountsProjection: Projection = {
  name: 'accounts',
  collections: [Collections.accounts],
  indexes: [{ collection: Collections.accounts, fields: ['account'] }],
  handles: ['AccountCreated', 'AccountEdited', 'AccountSignedIn', 'AccountDeleted'],
  async apply(event, w) {
    const id = event.streamId.slice('account-'.length);
    switch (event.type) {
      case 'AccountCreated': {
        const d = dataOf<AccountCreatedData>(event);
        const doc: AccountDoc = {
          id: d.accountId,
          account: d.account,
          alias: d.alias,
          permissionId: d.permissionId,
          statusCode: d.statusCode,
          email: d.email ?? null,
          lastLoginTimestamp: null,
          createDate: micros(d.at),
        };
        return w.put(Collections.accounts, doc);
      }
      case 'AccountEdited': {
        const { changes } = dataOf<{ changes: AccountChanges }>(event);
        return update(w, Collections.accounts, id, (doc) => ({ ...doc, ...changes }));
      }
      case 'AccountSignedIn': {
        const { at } = dataOf<{ at: number }>(event);
        return update(w, Collections.accounts, id, (doc) => ({
          ...doc,
          lastLoginTimestamp: micros(at),
        }));
      }
      case 'AccountDeleted':
        return w.delete(Collections.accounts, id);
    }
  },
};
