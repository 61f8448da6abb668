/**
 * Commands on a device's maintenance items, stream `maintenance-<serialNumber>`. Fields arrive as
 * the caller gave them and are checked by the decider. `today` is the platform's local date at
 * `at` (the handler's clock and time zone: the decider reads neither), against which a last
 * service date may not lie in the future and a due date is reached.
 */
interface MaintenanceCommandBase {
  serialNumber: string;
  at: number;
  today: string;
}

/** An item's fields as a form gives them. */
export interface MaintenanceItemInput {
  name: unknown;
  intervalKm?: unknown;
  intervalDays?: unknown;
  lastServiceOdometerKm: unknown;
  lastServiceDate: unknown;
  remark?: unknown;
}

export interface AddMaintenanceItem extends MaintenanceCommandBase, MaintenanceItemInput {
  type: 'AddMaintenanceItem';
  itemId: string;
}
/** Replaces every field; a changed interval or last service is a new due point. */
export interface EditMaintenanceItem extends MaintenanceCommandBase, MaintenanceItemInput {
  type: 'EditMaintenanceItem';
  itemId: string;
}
/** The service was done at this odometer reading on this date: the next due point follows from it. */
export interface RecordMaintenanceService extends MaintenanceCommandBase {
  type: 'RecordMaintenanceService';
  itemId: string;
  odometerKm: unknown;
  date: unknown;
}
export interface DeleteMaintenanceItem extends MaintenanceCommandBase {
  type: 'DeleteMaintenanceItem';
  itemId: string;
}
/**
 * The platform's check: the device's odometer now (km, null when it has none yet) and today.
 * Raises one warning for each item whose current due point is reached and not yet warned.
 */
export interface CheckMaintenanceDue extends MaintenanceCommandBase {
  type: 'CheckMaintenanceDue';
  odometerKm: number | null;
  /** Where the device is (its last known position), for the warning; null when never placed. */
  latitude: number | null;
  longitude: number | null;
}

export type MaintenanceCommand =
  | AddMaintenanceItem
  | EditMaintenanceItem
  | RecordMaintenanceService
  | DeleteMaintenanceItem
  | CheckMaintenanceDue;
