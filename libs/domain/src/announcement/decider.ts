import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { messageText } from '../shared/message-text';
import { unknownCommand } from '../shared/unknown-command';
import { everyField } from '../validation/every-field';
import { identifier } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import type {
  AnnouncementCommand,
  DeleteAnnouncement,
  PublishAnnouncement,
  PublishDueAnnouncement,
} from './commands';
import type {
  AnnouncementDeleted,
  AnnouncementEvent,
  AnnouncementPublished,
  AnnouncementScheduled,
} from './events';
import { NO_ANNOUNCEMENT, type AnnouncementState } from './state';

function evolve(state: AnnouncementState, e: AnnouncementEvent): AnnouncementState {
  switch (e.type) {
    case 'AnnouncementScheduled':
      return { ...state, scheduled: true, publishAt: e.data.publishAt };
    case 'AnnouncementPublished':
      return { ...state, published: true };
    case 'AnnouncementDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/**
 * Scheduled always; published at once too when its time is not in the future, so a customer signed
 * in now sees it now. A future one waits for the sweep (PublishDueAnnouncement).
 */
function publish(c: PublishAnnouncement, state: AnnouncementState): AnnouncementEvent[] {
  const fields = everyField({
    announcementId: () => identifier('announcementId', c.announcementId),
    // The call's field names, so a form points at the field it showed.
    content: () => messageText('messageContent', c.content),
    publishAt: () => timestamp('publishDate', c.publishAt),
    at: () => timestamp('at', c.at),
    by: () => identifier('by', c.by),
  });
  if (state.scheduled) {
    throw refusal('conflict', 'already_exists', `announcement ${fields.announcementId} already exists`, {
      id: fields.announcementId,
    });
  }
  const scheduled = event<AnnouncementScheduled>('AnnouncementScheduled', fields);
  if (fields.publishAt > fields.at) return [scheduled];
  return [
    scheduled,
    event<AnnouncementPublished>('AnnouncementPublished', {
      announcementId: fields.announcementId,
      at: fields.publishAt,
    }),
  ];
}

/**
 * The sweep found it due. Nothing to do when it is already published, deleted (never shown again) or
 * not yet due (a sweep with a slow clock): a repeated or late sweep is harmless.
 */
function publishDue(c: PublishDueAnnouncement, state: AnnouncementState): AnnouncementEvent[] {
  const at = timestamp('at', c.at);
  if (!state.scheduled) {
    throw new DomainError('not_found', `announcement ${c.announcementId} not found`, {
      id: c.announcementId,
    });
  }
  if (state.published || state.deleted || at < state.publishAt) return [];
  return [
    event<AnnouncementPublished>('AnnouncementPublished', {
      announcementId: c.announcementId,
      at: state.publishAt,
    }),
  ];
}

/**
 * Deleted for good. An unknown or already deleted one is not found; `detail.deleted` tells the two
 * apart, so deleteAnnouncements can skip the ids deleted before and refuse the unknown.
 */
function remove(c: DeleteAnnouncement, state: AnnouncementState): AnnouncementEvent[] {
  if (!state.scheduled || state.deleted) {
    throw new DomainError('not_found', `announcement ${c.announcementId} not found`, {
      id: c.announcementId,
      ...(state.deleted ? { deleted: true } : {}),
    });
  }
  return [
    event<AnnouncementDeleted>('AnnouncementDeleted', {
      announcementId: c.announcementId,
      ...everyField({ at: () => timestamp('at', c.at), by: () => identifier('by', c.by) }),
    }),
  ];
}

function decide(command: AnnouncementCommand, state: AnnouncementState): AnnouncementEvent[] {
  switch (command.type) {
    case 'PublishAnnouncement':
      return publish(command, state);
    case 'PublishDueAnnouncement':
      return publishDue(command, state);
    case 'DeleteAnnouncement':
      return remove(command, state);
    default:
      return unknownCommand(command);
  }
}

/** One announcement, stream `announcement-<announcementId>` (docs/decisions/announcements-and-messages.md). */
export const announcementDecider: Decider<AnnouncementCommand, AnnouncementEvent, AnnouncementState> = {
  initialState: NO_ANNOUNCEMENT,
  evolve,
  decide,
};
