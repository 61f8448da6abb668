import { ANNOUNCEMENT_DELETE_MAX } from '@gps/codes';
import type { Decider } from '../decider';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { everyField } from '../validation/every-field';
import { identifier } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { timestamp } from '../validation/numbers';
import type { InboxCommand, MarkInboxSeen } from './commands';
import type { InboxEvent, InboxItemsSeen } from './events';
import { EMPTY_INBOX, type InboxState } from './state';

/** Ids one markInboxSeen names of each kind: as many as one deleteAnnouncements (the call's bound). */
const IDS_MAX = ANNOUNCEMENT_DELETE_MAX;

function evolve(state: InboxState, e: InboxEvent): InboxState {
  switch (e.type) {
    case 'InboxItemsSeen':
      return {
        announcementIds: new Set([...state.announcementIds, ...e.data.announcementIds]),
        messageIds: new Set([...state.messageIds, ...e.data.messageIds]),
      };
    default:
      return state;
  }
}

function ids(field: string, value: unknown): string[] {
  if (!Array.isArray(value)) invalid(field, `${field} must be a list`, 'not_list');
  if (value.length > IDS_MAX)
    invalid(field, `${field} holds at most ${IDS_MAX}`, 'too_many', { max: IDS_MAX });
  return value.map((id) => identifier(field, id));
}

/** The ids not seen before, each once, in the order given. */
function unseen(given: string[], seen: ReadonlySet<string>): string[] {
  return [...new Set(given)].filter((id) => !seen.has(id));
}

/** Records only what is new: marking seen what was already seen records nothing. */
function markSeen(c: MarkInboxSeen, state: InboxState): InboxEvent[] {
  const fields = everyField({
    accountId: () => identifier('accountId', c.accountId),
    announcementIds: () => ids('announcementIds', c.announcementIds),
    messageIds: () => ids('messageIds', c.messageIds),
    at: () => timestamp('at', c.at),
  });
  const announcementIds = unseen(fields.announcementIds, state.announcementIds);
  const messageIds = unseen(fields.messageIds, state.messageIds);
  if (announcementIds.length === 0 && messageIds.length === 0) return [];
  return [event<InboxItemsSeen>('InboxItemsSeen', { ...fields, announcementIds, messageIds })];
}

function decide(command: InboxCommand, state: InboxState): InboxEvent[] {
  switch (command.type) {
    case 'MarkInboxSeen':
      return markSeen(command, state);
    default:
      // With a single command type TypeScript does not narrow to never here; a stray type still lands.
      return unknownCommand(command as never);
  }
}

/** What one account has seen, stream `inbox-<accountId>` (docs/decisions/announcements-and-messages.md). */
export const inboxDecider: Decider<InboxCommand, InboxEvent, InboxState> = {
  initialState: EMPTY_INBOX,
  evolve,
  decide,
};
