import { isOpenCommandStatus } from '@gps/codes';
import {
  REMOTE_COMMAND_EVENT_TYPES,
  type DeviceReplied,
  type RemoteCommandExpired,
  type RemoteCommandFailed,
  type RemoteCommandRequestedData,
  type RemoteCommandSent,
} from '@gps/domain';
import type { Projection } from '../projection';
import { Collections, micros, ownerTimeKey, type RemoteCommandDoc } from '../read-models';
import { dataOf, streamIdOf, update } from './support';

type Data<E extends { data: unknown }> = E['data'];

/** The fields that change once a command has left the queue. */
function settled(doc: RemoteCommandDoc, patch: Partial<RemoteCommandDoc>): RemoteCommandDoc {
  const next = { ...doc, ...patch, queuedSerial: null };
  return { ...next, openExpiresTimestamp: isOpenCommandStatus(next.status) ? next.expiresTimestamp : null };
}

/**
 * The command log and the outbox's view of remote commands. The decider only emits events for legal
 * moves (a late `sent` after a reply emits nothing), so each event can be applied as it comes.
 */
export const remoteCommandsProjection: Projection = {
  name: 'remote-commands',
  collections: [Collections.remoteCommands],
  indexes: {
    [Collections.remoteCommands]: [
      'deviceTimeKey',
      'queuedSerial',
      'openExpiresTimestamp',
      'deviceSerialNumber',
    ],
  },
  handles: REMOTE_COMMAND_EVENT_TYPES,
  async apply(event, w) {
    const id = streamIdOf(event);
    const at = (e: { at: number }) => micros(e.at);
    switch (event.type) {
      case 'RemoteCommandRequested': {
        const d = dataOf<RemoteCommandRequestedData>(event);
        const requestTimestamp = micros(d.at);
        const doc: RemoteCommandDoc = {
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
          failureReason: null,
          closedTimestamp: null,
          deviceTimeKey: ownerTimeKey(d.serialNumber, requestTimestamp),
          queuedSerial: d.serialNumber,
          openExpiresTimestamp: micros(d.expiresAt),
        };
        return w.put(Collections.remoteCommands, doc);
      }
      case 'RemoteCommandSent': {
        const d = dataOf<Data<RemoteCommandSent>>(event);
        return update<RemoteCommandDoc>(w, Collections.remoteCommands, id, (doc) =>
          settled(doc, { status: 'sent', protocol: d.protocol, sentText: d.text, sentTimestamp: at(d) }),
        );
      }
      case 'DeviceReplied': {
        const d = dataOf<Data<DeviceReplied>>(event);
        return update<RemoteCommandDoc>(w, Collections.remoteCommands, id, (doc) =>
          settled(doc, { status: 'replied', replyText: d.text, replyTimestamp: at(d) }),
        );
      }
      case 'RemoteCommandFailed': {
        const d = dataOf<Data<RemoteCommandFailed>>(event);
        return update<RemoteCommandDoc>(w, Collections.remoteCommands, id, (doc) =>
          settled(doc, { status: 'failed', failureReason: d.reason, closedTimestamp: at(d) }),
        );
      }
      case 'RemoteCommandExpired': {
        const d = dataOf<Data<RemoteCommandExpired>>(event);
        return update<RemoteCommandDoc>(w, Collections.remoteCommands, id, (doc) =>
          settled(doc, { status: 'expired', closedTimestamp: at(d) }),
        );
      }
      default:
        return undefined;
    }
  },
};
