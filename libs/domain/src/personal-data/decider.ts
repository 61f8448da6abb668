import type { Decider } from '../decider';
import { DomainError } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import type { PersonalDataErased, PersonalDataErasedData, PersonalDataEvent } from './events';

/** Record that the key of `generation` was destroyed (the key store did it before this command). */
export interface RecordErasure extends PersonalDataErasedData {
  type: 'RecordErasure';
}
export type PersonalDataCommand = RecordErasure;

/** The erasures recorded for one subject, newest last. */
export interface PersonalDataState {
  erasures: readonly PersonalDataErasedData[];
}

const NO_ERASURE: PersonalDataState = { erasures: [] };

function evolve(state: PersonalDataState, e: PersonalDataEvent): PersonalDataState {
  switch (e.type) {
    case 'PersonalDataErased':
      return { erasures: [...state.erasures, e.data] };
    default:
      return state;
  }
}

/**
 * Each destroyed generation is recorded once: a retried or repeated erasure of a key already
 * recorded appends nothing (erasing twice is harmless).
 */
function record(c: RecordErasure, state: PersonalDataState): PersonalDataEvent[] {
  if (!Number.isSafeInteger(c.generation) || c.generation < 1) {
    throw new DomainError('validation', 'generation must be a whole number from 1', { field: 'generation' });
  }
  if (state.erasures.some((e) => e.generation === c.generation)) return [];
  const { type: _command, ...data } = c;
  return [event<PersonalDataErased>('PersonalDataErased', data)];
}

function decide(command: PersonalDataCommand, state: PersonalDataState): PersonalDataEvent[] {
  // One command so far: a stray one from a door is still refused by name.
  if (command.type !== 'RecordErasure') return unknownCommand(command as never);
  return record(command, state);
}

/** One customer's erasures, stream `personaldata-<subject>` (docs/decisions/personal-data.md). */
export const personalDataDecider: Decider<PersonalDataCommand, PersonalDataEvent, PersonalDataState> = {
  initialState: NO_ERASURE,
  evolve,
  decide,
};
