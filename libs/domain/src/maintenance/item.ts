/**
 * One maintenance item of a device: what is serviced, how often (km and/or days), and when it last
 * was. `lastServiceDate` is a calendar date in the platform's time zone (`YYYY-MM-DD`), as a
 * service record shows it; `lastServiceOdometerKm` is on the platform's odometer (the one the due
 * point is checked against). `warningId` is the warning raised for the current due point, null
 * until it is due: a new due point (an edit of the interval or the last service, a service
 * recorded) starts at null again, so each due point raises one warning.
 */
export interface MaintenanceItem {
  itemId: string;
  name: string;
  intervalKm: number | null;
  intervalDays: number | null;
  lastServiceOdometerKm: number;
  lastServiceDate: string;
  remark: string | null;
  warningId: string | null;
}
