import type { Decider } from '../decider';
import { refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { identifier } from '../validation/identifiers';
import type { ReservationCommand } from './commands';
import type { NameReleased, NameReserved, ReservationEvent } from './events';

export interface ReservationState {
  ownerId: string | null;
}

/**
 * Guards uniqueness of a name across aggregates: the handler reserves the name before creating
 * the owner and releases it on deletion. Both commands are idempotent so a retried handler is safe.
 */
export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  initialState: { ownerId: null },

  evolve(state, e) {
    switch (e.type) {
      case 'NameReserved':
        return { ownerId: e.data.ownerId };
      case 'NameReleased':
        return state.ownerId === e.data.ownerId ? { ownerId: null } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    const ownerId = identifier('ownerId', command.ownerId);
    switch (command.type) {
      case 'Reserve':
        if (state.ownerId === ownerId) return [];
        if (state.ownerId !== null) {
          throw refusal('conflict', 'already_exists', 'the name is already taken', {
            ownerId: state.ownerId,
          });
        }
        return [event<NameReserved>('NameReserved', { ownerId })];
      case 'Release':
        // Only the holder can free a name; anyone else releasing it is a stale retry, not an error.
        return state.ownerId === ownerId ? [event<NameReleased>('NameReleased', { ownerId })] : [];
      default:
        return unknownCommand(command);
    }
  },
};
