import type { DomainEvent } from '../decider';
import type { DueBy } from './due';
import type { MaintenanceItem } from './item';

/** Every item event names its device and carries the whole item as it is after the event. */
export interface MaintenanceItemEventData {
  serialNumber: string;
  item: MaintenanceItem;
  at: number;
}

export type MaintenanceItemAdded = DomainEvent<'MaintenanceItemAdded', MaintenanceItemEventData>;
/** An edit: the item after it (its warningId kept when the due point did not move). */
export type MaintenanceItemChanged = DomainEvent<'MaintenanceItemChanged', MaintenanceItemEventData>;
/** The service done: the item with its new last service and no warning for its new due point. */
export type MaintenanceServiceRecorded = DomainEvent<'MaintenanceServiceRecorded', MaintenanceItemEventData>;
/** The item as it was when removed. */
export type MaintenanceItemRemoved = DomainEvent<'MaintenanceItemRemoved', MaintenanceItemEventData>;

/**
 * An item reached its due point: the one warning of that due point. The directory projection lists
 * it as a warning of kind `maintenance` (the item's name as its place name).
 */
export interface MaintenanceDueData {
  serialNumber: string;
  itemId: string;
  name: string;
  warningId: string;
  dueBy: DueBy[];
  dueOdometerKm: number | null;
  dueDate: string | null;
  /** The platform odometer when found due (km), null when unknown. */
  odometerKm: number | null;
  /** The platform's local date when found due. */
  today: string;
  latitude: number | null;
  longitude: number | null;
  at: number;
}
export type MaintenanceDue = DomainEvent<'MaintenanceDue', MaintenanceDueData>;

export type MaintenanceEvent =
  | MaintenanceItemAdded
  | MaintenanceItemChanged
  | MaintenanceServiceRecorded
  | MaintenanceItemRemoved
  | MaintenanceDue;

export const MAINTENANCE_EVENT_TYPES = [
  'MaintenanceItemAdded',
  'MaintenanceItemChanged',
  'MaintenanceServiceRecorded',
  'MaintenanceItemRemoved',
  'MaintenanceDue',
] as const satisfies readonly MaintenanceEvent['type'][];
