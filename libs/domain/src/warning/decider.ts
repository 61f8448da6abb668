import type { Decider } from '../decider';
import { refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import type { WarningCommand } from './commands';
import type { WarningEvent, WarningHandled } from './events';
import type { WarningHandlingState } from './state';
import { warningHandledData } from './validation';

function decide(command: WarningCommand, state: WarningHandlingState): WarningEvent[] {
  switch (command.type) {
    case 'HandleWarning': {
      const data = warningHandledData(command);
      // Who handled it and when is the record: a second handler would overwrite the first's answer.
      // A retry of the same call never gets here (the handler knows its event ids).
      if (state.status === 'handled') {
        throw refusal('conflict', 'already_handled', `warning ${data.warningId} is already handled`, {
          id: data.warningId,
        });
      }
      return [event<WarningHandled>('WarningHandled', data)];
    }
    default:
      // With a single command type TypeScript does not narrow to never here; a stray type still lands.
      return unknownCommand(command as never);
  }
}

/** The handling of one warning, stream `warning-<warningId>`. */
export const warningDecider: Decider<WarningCommand, WarningEvent, WarningHandlingState> = {
  initialState: { status: 'open' },
  evolve(state, e) {
    return e.type === 'WarningHandled' ? { status: 'handled', value: { ...e.data } } : state;
  },
  decide,
};
