import { NO_PLAN, PLAN_IDS, PLAN_ITEM_STATUSES } from '@gps/codes';
import { everyField } from '../validation/every-field';
import { identifier } from '../validation/identifiers';
import { integerInRange, oneOf } from '../validation/numbers';
import { optionalText, requiredText } from '../validation/text';
import type { PlanItemInput } from './commands';
import type { PlanItem } from './item';
import { PLAN_ITEM_LIMITS as L } from './limits';

/** A plan id: 1 to 10 (A to J); 0, no plan, has no items. */
export function planId(field: string, value: unknown): number {
  return oneOf(field, value, PLAN_IDS);
}

/** A device's plan: one of A to J, or none (0). */
export function devicePlanId(field: string, value: unknown): number {
  return value === NO_PLAN ? NO_PLAN : planId(field, value);
}

/** The item a form describes, or every failing field at once. */
export function planItemOf(itemId: string, plan: number, c: PlanItemInput): PlanItem {
  const id = identifier('id', itemId);
  const fields = everyField({
    planId: () => planId('planId', plan),
    name: () => requiredText('name', c.name, L.nameMax),
    price: () => integerInRange('price', c.price, 0, L.priceMax),
    extendDays: () => integerInRange('extendDays', c.extendDays, 1, L.extendDaysMax),
    activeStatus: () => oneOf('activeStatus', c.activeStatus, PLAN_ITEM_STATUSES),
    overtimeDays: () => integerInRange('overtimeDays', c.overtimeDays, 0, L.overtimeDaysMax),
    overtimePrice: () => integerInRange('overtimePrice', c.overtimePrice, 0, L.priceMax),
    description: () => optionalText('description', c.description, L.descriptionMax),
  });
  return { itemId: id, ...fields };
}
