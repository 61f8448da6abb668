import type { ReadModels } from '../operations/shared/read-models';

/** Where history is read from: the history read models (docs/decisions/history.md). */
export interface HistorySources {
  read: ReadModels;
}

/** A period [from, to) in epoch microseconds, the unit of every history call. */
export interface Period {
  from: number;
  to: number;
}
