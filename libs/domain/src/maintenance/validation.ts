import { identifier } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { everyField } from '../validation/every-field';
import { integerInRange } from '../validation/numbers';
import { optionalText, requiredText } from '../validation/text';
import { pastDate } from './calendar';
import type { MaintenanceItemInput } from './commands';
import type { MaintenanceItem } from './item';
import { MAINTENANCE_LIMITS as L } from './limits';

const absent = (value: unknown): boolean => value === undefined || value === null;

function optionalInterval(field: string, value: unknown, max: number): number | null {
  if (absent(value)) return null;
  return integerInRange(field, value, 1, max);
}

/** An odometer reading in whole kilometres, as a dashboard and a service record show it. */
export function odometerKm(field: string, value: unknown): number {
  return integerInRange(field, value, 0, L.odometerKmMax);
}

/**
 * The item a form describes (without its warning), or every failing field at once. At least one
 * interval is required: an item with neither never falls due; the error names `intervalKm`.
 */
export function maintenanceItemOf(
  itemId: string,
  c: MaintenanceItemInput,
  today: string,
): Omit<MaintenanceItem, 'warningId'> {
  const id = identifier('id', itemId);
  const fields = everyField({
    name: () => requiredText('name', c.name, L.nameMax),
    intervalKm: () => {
      if (absent(c.intervalKm) && absent(c.intervalDays)) {
        invalid('intervalKm', 'an item needs an interval in km, in days, or both', 'required');
      }
      return optionalInterval('intervalKm', c.intervalKm, L.intervalKmMax);
    },
    intervalDays: () => optionalInterval('intervalDays', c.intervalDays, L.intervalDaysMax),
    lastServiceOdometerKm: () => odometerKm('lastServiceOdometerKm', c.lastServiceOdometerKm),
    lastServiceDate: () => pastDate('lastServiceDate', c.lastServiceDate, today),
    remark: () => optionalText('remark', c.remark, L.remarkMax),
  });
  return { itemId: id, ...fields };
}
