import { AccountStatus } from '@gps/codes';
import type {
  AccountDeleted,
  AccountEdited,
  AccountPasswordChanged,
  DevicePasswordChanged,
  FleetDeleted,
  FleetEdited,
  FleetPasswordChanged,
} from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { ReadModelWriter } from '@gps/read-store';
import { defineProjection, type Handler } from '../define-projection';
import { Collections, credentialId, type CredentialDoc } from '../read-models';
import { ERASED_DEVICE, withErased } from './personal-data';
import { streamIdOf } from './support';

/** An administrator's or a fleet's status or email changed: both sign-in records follow. */
const edited: Handler<AccountEdited | FleetEdited> = async (event, w) => {
  const { changes } = event.data;
  await change(w, event, (doc) => ({
    ...doc,
    ...(changes.statusCode !== undefined ? { statusCode: changes.statusCode } : {}),
    ...(changes.email !== undefined ? { email: changes.email ?? null } : {}),
  }));
};

const passwordChanged: Handler<
  AccountPasswordChanged | FleetPasswordChanged | DevicePasswordChanged
> = async (event, w) => {
  const { passwordHash } = event.data;
  await change(w, event, (doc) => ({ ...doc, passwordHash }));
};

const deleted: Handler<AccountDeleted | FleetDeleted> = async (event, w) => {
  const doc = await credentialOf(w, event);
  if (doc) await w.delete(Collections.credentials, doc.id);
};

/**
 * Sign-in lookup for all three account kinds, keyed by what the person types (account name or
 * serial). Kept apart from the list read models so password hashes never travel with them.
 */
export const credentialsProjection = defineProjection({
  name: 'credentials',
  collections: [Collections.credentials],
  indexes: [{ collection: Collections.credentials, fields: ['subjectId'] }],
  handlers: {
    async AccountCreated({ data: d }, w) {
      await w.put(Collections.credentials, {
        id: credentialId.admin(d.account),
        kind: 'admin',
        subjectId: d.accountId,
        passwordHash: d.passwordHash,
        statusCode: d.statusCode,
        email: d.email ?? null,
      });
    },
    AccountEdited: edited,
    AccountPasswordChanged: passwordChanged,
    AccountDeleted: deleted,
    async FleetCreated({ data: d }, w) {
      await w.put(Collections.credentials, {
        id: credentialId.fleet(d.account),
        kind: 'fleet',
        subjectId: d.fleetId,
        passwordHash: d.passwordHash,
        statusCode: d.statusCode,
        email: d.email ?? null,
      });
    },
    FleetEdited: edited,
    FleetPasswordChanged: passwordChanged,
    FleetDeleted: deleted,
    async DeviceAdded(event, w) {
      const serial = streamIdOf(event);
      await w.put(Collections.credentials, {
        id: credentialId.device(serial),
        kind: 'device',
        subjectId: serial,
        passwordHash: null,
        statusCode: AccountStatus.NORMAL,
        email: null,
      });
    },
    async DeviceEdited(event, w) {
      const { email } = event.data.changes;
      if (email === undefined) return;
      await change(w, event, (doc) => ({ ...doc, email: email ?? null }));
    },
    DevicePasswordChanged: passwordChanged,
    /** A fleet's or device's erasure: its sign-in record's e-mail reads erased. */
    async PersonalDataErased({ data: d }, w) {
      const kind = d.accountType === ERASED_DEVICE ? 'device' : 'fleet';
      const records = await w.find(Collections.credentials, {
        filters: [{ field: 'subjectId', op: 'eq', value: d.accountId }],
      });
      for (const doc of records.rows.filter((r) => r.kind === kind)) {
        await w.put(Collections.credentials, withErased(doc, ['email']));
      }
    },
  },
});

const KIND_OF_CATEGORY: Record<string, CredentialDoc['kind']> = {
  account: 'admin',
  fleet: 'fleet',
  device: 'device',
};

async function credentialOf(
  w: ReadModelWriter,
  event: Pick<RecordedEvent, 'streamId'>,
): Promise<CredentialDoc | undefined> {
  const kind = KIND_OF_CATEGORY[event.streamId.slice(0, event.streamId.indexOf('-'))];
  const found = await w.find(Collections.credentials, {
    filters: [
      { field: 'subjectId', op: 'eq', value: streamIdOf(event) },
      { field: 'kind', op: 'eq', value: kind },
    ],
  });
  return found.rows[0];
}

async function change(
  w: ReadModelWriter,
  event: Pick<RecordedEvent, 'streamId'>,
  f: (doc: CredentialDoc) => CredentialDoc,
): Promise<void> {
  const doc = await credentialOf(w, event);
  if (doc) await w.put(Collections.credentials, f(doc));
}
