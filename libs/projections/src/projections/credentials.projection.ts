import { AccountStatus } from '@gps/codes';
import type { AccountChanges, AccountCreatedData, FleetChanges, FleetCreatedData } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { ReadModelWriter } from '@gps/read-store';
import type { Projection } from '../projection';
import { Collections, credentialId, type CredentialDoc } from '../read-models';
import { dataOf, streamIdOf } from './support';

/**
 * Sign-in lookup for all three account kinds, keyed by what the person types (account name or
 * serial). Kept apart from the list read models so password hashes never travel with them.
 */
export const credentialsProjection: Projection = {
  name: 'credentials',
  collections: [Collections.credentials],
  indexes: { [Collections.credentials]: ['subjectId'] },
  handles: [
    'AccountCreated',
    'AccountEdited',
    'AccountPasswordChanged',
    'AccountDeleted',
    'FleetCreated',
    'FleetEdited',
    'FleetPasswordChanged',
    'FleetDeleted',
    'DeviceAdded',
    'DeviceEdited',
    'DevicePasswordChanged',
  ],
  async apply(event, w) {
    switch (event.type) {
      case 'AccountCreated': {
        const d = dataOf<AccountCreatedData>(event);
        return put(w, {
          id: credentialId.admin(d.account),
          kind: 'admin',
          subjectId: d.accountId,
          passwordHash: d.passwordHash,
          statusCode: d.statusCode,
          email: d.email ?? null,
        });
      }
      case 'FleetCreated': {
        const d = dataOf<FleetCreatedData>(event);
        return put(w, {
          id: credentialId.fleet(d.account),
          kind: 'fleet',
          subjectId: d.fleetId,
          passwordHash: d.passwordHash,
          statusCode: d.statusCode,
          email: d.email ?? null,
        });
      }
      case 'DeviceAdded': {
        const serial = streamIdOf(event);
        return put(w, {
          id: credentialId.device(serial),
          kind: 'device',
          subjectId: serial,
          passwordHash: null,
          statusCode: AccountStatus.NORMAL,
          email: null,
        });
      }
      case 'AccountEdited':
      case 'FleetEdited': {
        const { changes } = dataOf<{ changes: AccountChanges & FleetChanges }>(event);
        return change(w, event, (doc) => ({
          ...doc,
          ...(changes.statusCode !== undefined ? { statusCode: changes.statusCode } : {}),
          ...(changes.email !== undefined ? { email: changes.email ?? null } : {}),
        }));
      }
      case 'DeviceEdited': {
        const { changes } = dataOf<{ changes: { email?: string | null } }>(event);
        if (changes.email === undefined) return;
        return change(w, event, (doc) => ({ ...doc, email: changes.email ?? null }));
      }
      case 'AccountPasswordChanged':
      case 'FleetPasswordChanged':
      case 'DevicePasswordChanged': {
        const { passwordHash } = dataOf<{ passwordHash: string }>(event);
        return change(w, event, (doc) => ({ ...doc, passwordHash }));
      }
      case 'AccountDeleted':
      case 'FleetDeleted': {
        const doc = await credentialOf(w, event);
        if (doc) await w.delete(Collections.credentials, doc.id);
        return;
      }
    }
  },
};

const KIND_OF_CATEGORY: Record<string, CredentialDoc['kind']> = {
  account: 'admin',
  fleet: 'fleet',
  device: 'device',
};

async function credentialOf(w: ReadModelWriter, event: RecordedEvent): Promise<CredentialDoc | undefined> {
  const kind = KIND_OF_CATEGORY[event.streamId.slice(0, event.streamId.indexOf('-'))];
  const found = await w.find<CredentialDoc>(Collections.credentials, {
    filters: [
      { field: 'subjectId', op: 'eq', value: streamIdOf(event) },
      { field: 'kind', op: 'eq', value: kind },
    ],
  });
  return found.rows[0];
}

async function change(
  w: ReadModelWriter,
  event: RecordedEvent,
  f: (doc: CredentialDoc) => CredentialDoc,
): Promise<void> {
  const doc = await credentialOf(w, event);
  if (doc) await w.put(Collections.credentials, f(doc));
}

const put = (w: ReadModelWriter, doc: CredentialDoc) => w.put(Collections.credentials, doc);
