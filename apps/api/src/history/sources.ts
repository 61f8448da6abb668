import type { EventStore } from '@gps/event-store';
import type { ReadModels } from '../operations/shared/read-models';

/** Where history is read from: the telemetry day streams, and the history read models. */
export interface HistorySources {
  events: Pick<EventStore, 'readStream'>;
  read: ReadModels;
}

/** A period [from, to) in epoch microseconds, the unit of every history call. */
export interface Period {
  from: number;
  to: number;
}
