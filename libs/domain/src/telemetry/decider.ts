import type { Decider } from '../decider';
import { unknownCommand } from '../shared/unknown-command';
import type { TelemetryCommand } from './commands';
import { decideRecordAlarm } from './decide-alarm';
import { decideRecordHeartbeat } from './decide-heartbeat';
import { decideMarkOffline } from './decide-offline';
import { decideRecordPosition } from './decide-position';
import type { TelemetryEvent } from './events';
import { evolveTelemetry } from './evolve';
import { UNOPENED_TELEMETRY, type TelemetryState } from './state';

function decide(command: TelemetryCommand, state: TelemetryState): TelemetryEvent[] {
  switch (command.type) {
    case 'RecordPosition':
      return decideRecordPosition(command, state);
    case 'RecordHeartbeat':
      return decideRecordHeartbeat(command, state);
    case 'RecordAlarm':
      return decideRecordAlarm(command, state);
    case 'MarkOffline':
      return decideMarkOffline(command, state);
    default:
      return unknownCommand(command);
  }
}

/**
 * Device telemetry, one stream per device per UTC day of receipt (`streams.telemetry(serial, at)`).
 * A decision reads one day at most: the day's first event carries everything from before.
 */
export const telemetryDecider: Decider<TelemetryCommand, TelemetryEvent, TelemetryState> = {
  initialState: UNOPENED_TELEMETRY,
  evolve: evolveTelemetry,
  decide,
};
