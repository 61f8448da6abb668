import type { z } from 'zod';
import type { Announcement, Message } from '@gps/contracts';
import { clientPermissionSlots } from '@gps/domain';
import type { UnseenItems } from '../inbox/unseen-inbox';
import type { Caller } from './sessions';

/** What a client keeps after signing in (the spec's "client user" session data). */
export interface SessionView {
  token: string;
  accountId: string;
  accountType: number;
  account: string;
  alias: string | null;
  permissions: number[];
  rights: { functionId: number; flags: string }[];
  parentFleetId: string | null;
  idleSeconds: number;
  announcementDatas: z.infer<typeof Announcement>[];
  messageDatas: z.infer<typeof Message>[];
}

/**
 * The session as the client keeps it, with what the account has not seen yet (UnseenInbox: none for
 * administrators).
 */
export function sessionView(
  token: string,
  caller: Caller,
  idleSeconds: number,
  unseen: UnseenItems,
): SessionView {
  const actor = caller.actor;
  return {
    token,
    accountId: caller.subjectId,
    accountType: caller.accountType,
    account: caller.account,
    alias: caller.alias,
    permissions: actor.kind === 'admin' ? [] : clientPermissionSlots(actor),
    rights:
      actor.kind === 'admin'
        ? Object.entries(actor.rights)
            .map(([functionId, flags]) => ({ functionId: Number(functionId), flags }))
            .sort((a, b) => a.functionId - b.functionId)
        : [],
    parentFleetId: actor.kind === 'fleet' ? actor.parentFleetId : null,
    idleSeconds,
    announcementDatas: unseen.announcementDatas,
    messageDatas: unseen.messageDatas,
  };
}
