import { isOpenCommandStatus, PHONE_KEYS } from '@gps/codes';
import type { RemoteCommandEvent } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import { defineProjection, type Recorded } from '../define-projection';
import { Collections, micros, ownerTimeKey, type RemoteCommandDoc } from '../read-models';
import { ERASED_DEVICE, withErased } from './personal-data';
import { streamIdOf, update } from './support';

/** The fields that change once a command has left the queue. */
function settled(doc: RemoteCommandDoc, patch: Partial<RemoteCommandDoc>): RemoteCommandDoc {
  const next = { ...doc, ...patch, queuedSerial: null };
  return { ...next, openExpiresTimestamp: isOpenCommandStatus(next.status) ? next.expiresTimestamp : null };
}

/** Settles the command of the event's stream with what the event says became of it. */
const settle = (event: Recorded<RemoteCommandEvent>, w: ReadModelWriter, patch: Partial<RemoteCommandDoc>) =>
  update(w, Collections.remoteCommands, streamIdOf(event), (doc) => settled(doc, patch));

/**
 * The command log and the outbox's view of remote commands. The decider only emits events for legal
 * moves (a late `sent` after a reply emits nothing), so each event can be applied as it comes.
 */
export const remoteCommandsProjection = defineProjection({
  name: 'remote-commands',
  collections: [Collections.remoteCommands],
  indexes: [
    {
      collection: Collections.remoteCommands,
      fields: ['deviceTimeKey', 'queuedSerial', 'openExpiresTimestamp', 'deviceSerialNumber'],
    },
  ],
  handlers: {
    async RemoteCommandRequested({ data: d }, w) {
      const requestTimestamp = micros(d.at);
      await w.put(Collections.remoteCommands, {
        id: d.commandId,
        deviceSerialNumber: d.serialNumber,
        requestDataCode: d.requestDataCode,
        key: d.key,
        value: d.value,
        requestNumber: d.requestNumber,
        status: 'queued',
        requestedByKind: d.requestedBy.kind,
        requestedById: d.requestedBy.id,
        requestTimestamp,
        expiresTimestamp: micros(d.expiresAt),
        protocol: null,
        sentText: null,
        sentTimestamp: null,
        replyText: null,
        replyTimestamp: null,
        failure: null,
        failureReason: null,
        closedTimestamp: null,
        deviceTimeKey: ownerTimeKey(d.serialNumber, requestTimestamp),
        queuedSerial: d.serialNumber,
        openExpiresTimestamp: micros(d.expiresAt),
      });
    },
    async RemoteCommandSent(event, w) {
      const { protocol, text, at } = event.data;
      await settle(event, w, { status: 'sent', protocol, sentText: text, sentTimestamp: micros(at) });
    },
    async DeviceReplied(event, w) {
      const { text, at } = event.data;
      await settle(event, w, { status: 'replied', replyText: text, replyTimestamp: micros(at) });
    },
    async RemoteCommandFailed(event, w) {
      const { failure, reason, at } = event.data;
      await settle(event, w, {
        status: 'failed',
        // Events from before the code were all the protocol's refusals (docs/decisions/remote-commands.md).
        failure: failure ?? 'unsupported_command',
        failureReason: reason,
        closedTimestamp: micros(at),
      });
    },
    async RemoteCommandExpired(event, w) {
      await settle(event, w, { status: 'expired', closedTimestamp: micros(event.data.at) });
    },
    /** A device's erasure: its PHONE and USER commands' numbers read erased, as in a rebuild. */
    async PersonalDataErased({ data: d }, w) {
      if (d.accountType !== ERASED_DEVICE) return;
      const numbered = await w.find(Collections.remoteCommands, {
        filters: [
          { field: 'deviceSerialNumber', op: 'eq', value: d.accountId },
          { field: 'key', op: 'in', value: [...PHONE_KEYS] },
        ],
      });
      for (const command of numbered.rows) {
        await w.put(Collections.remoteCommands, withErased(command, ['value', 'sentText', 'replyText']));
      }
    },
  },
});
