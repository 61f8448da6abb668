import type { CommandFailure } from '@gps/codes';
import type { RemoteCommandDoc } from '@gps/projections';
import { Collections } from '@gps/projections';
import type { Actor } from '@gps/domain';
import type { REMOTE_KEYS } from '@gps/contracts';
import type { ReadModels } from './read-models';
import { shownRequester } from './requester-name';

/** A device password never leaves the server again once it is queued. */
const MASK = '********';

/** The PSW value in the entry's value, the text sent and the device's echo of it. */
function masked(doc: RemoteCommandDoc): Pick<RemoteCommandDoc, 'value' | 'sentText' | 'replyText'> {
  if (doc.key !== 'PSW' || typeof doc.value !== 'string' || doc.value === '') return doc;
  const hide = (text: string | null) => text?.split(doc.value as string).join(MASK) ?? null;
  return { value: MASK, sentText: hide(doc.sentText), replyText: hide(doc.replyText) };
}

type RemoteKeyCode = (typeof REMOTE_KEYS)[number];

/** One entry of a device's command history, as both doors serve it. */
export interface CommandLogRow {
  commandId: string;
  deviceSerialNumber: string;
  requestDataCode: number;
  key: RemoteKeyCode;
  value: string | number | null;
  status: string;
  /** Account name of who asked (administrator, fleet account, or the device's own serial). */
  requestedBy: string;
  requestTimestamp: number;
  expiresTimestamp: number;
  sentTimestamp: number | null;
  sentText: string | null;
  replyTimestamp: number | null;
  replyText: string | null;
  failure: CommandFailure | null;
  failureReason: string | null;
  closedTimestamp: number | null;
}

/** Account names by requester, looked up once per page: a rename shows in old entries too. */
async function requesterNames(read: ReadModels, docs: RemoteCommandDoc[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const doc of docs) {
    const key = `${doc.requestedByKind}:${doc.requestedById}`;
    if (names.has(key)) continue;
    let name = doc.requestedById;
    if (doc.requestedByKind === 'admin') {
      name = (await read.get(Collections.accounts, doc.requestedById))?.account ?? name;
    } else if (doc.requestedByKind === 'fleet') {
      name = (await read.get(Collections.fleets, doc.requestedById))?.account ?? name;
    }
    names.set(key, name);
  }
  return names;
}

/** The entries as the caller may see them: requester names per viewer, device passwords masked. */
export async function commandLogRows(
  read: ReadModels,
  viewer: Actor,
  docs: RemoteCommandDoc[],
): Promise<CommandLogRow[]> {
  const names = await requesterNames(read, docs);
  return docs.map((d) => {
    const name = names.get(`${d.requestedByKind}:${d.requestedById}`) ?? d.requestedById;
    const { value, sentText, replyText } = masked(d);
    return {
      commandId: d.id,
      deviceSerialNumber: d.deviceSerialNumber,
      requestDataCode: d.requestDataCode,
      // Recorded by the domain from the call's key codes: one of them.
      key: d.key as RemoteKeyCode,
      value,
      status: d.status,
      requestedBy: shownRequester(d.requestedByKind, name, viewer),
      requestTimestamp: d.requestTimestamp,
      expiresTimestamp: d.expiresTimestamp,
      sentTimestamp: d.sentTimestamp,
      sentText,
      replyTimestamp: d.replyTimestamp,
      replyText,
      failure: d.failure,
      failureReason: d.failureReason,
      closedTimestamp: d.closedTimestamp,
    };
  });
}
