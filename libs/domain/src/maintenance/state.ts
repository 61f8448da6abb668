import type { MaintenanceItem } from './item';

/** A device's maintenance items. Removed ids are kept so an id is never given to another item. */
export interface MaintenanceState {
  readonly items: Readonly<Record<string, MaintenanceItem>>;
  readonly removedIds: readonly string[];
  /** Due warnings the device has had: the next one's number in its id. */
  readonly warningsRaised: number;
}

export const NO_MAINTENANCE: MaintenanceState = { items: {}, removedIds: [], warningsRaised: 0 };
