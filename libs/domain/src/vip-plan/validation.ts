import { VIP_PLAN_FLAGS, VIP_PLAN_STATUSES } from '@gps/codes';
import { everyField } from '../validation/every-field';
import { identifier } from '../validation/identifiers';
import { integerInRange, oneOf } from '../validation/numbers';
import { optionalText, requiredText } from '../validation/text';
import type { VipPlanItemInput } from './commands';
import type { VipPlanItem } from './item';
import { VIP_PLAN_LIMITS as L } from './limits';

/** A checked item from a form's fields: every failing field is reported at once. */
export function vipPlanItemOf(itemId: unknown, input: VipPlanItemInput): VipPlanItem {
  return everyField<VipPlanItem>({
    itemId: () => identifier('itemId', itemId),
    flag: () => oneOf('flag', input.flag, VIP_PLAN_FLAGS),
    name: () => requiredText('name', input.name, L.nameMax),
    price: () => integerInRange('price', input.price, 0, L.priceMax),
    extendDays: () => integerInRange('extendDays', input.extendDays, L.extendDaysMin, L.extendDaysMax),
    statusCode: () => oneOf('statusCode', input.statusCode, VIP_PLAN_STATUSES),
    description: () => optionalText('description', input.description, L.descriptionMax),
    invoiceName: () => optionalText('invoiceName', input.invoiceName, L.invoiceNameMax),
  });
}
