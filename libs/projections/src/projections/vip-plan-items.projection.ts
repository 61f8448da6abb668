import type { VipPlanItemAdded, VipPlanItemChanged } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import { defineProjection, type Recorded } from '../define-projection';
import { Collections, micros } from '../read-models';

/** An item as it now is; a change keeps when it was first added. */
async function putItem({ data: d }: Recorded<VipPlanItemAdded | VipPlanItemChanged>, w: ReadModelWriter) {
  const current = await w.get(Collections.vipPlanItems, d.item.itemId);
  const { itemId, ...fields } = d.item;
  await w.put(Collections.vipPlanItems, {
    id: itemId,
    ...fields,
    createdAt: current?.createdAt ?? micros(d.at),
  });
}

/** The VIP plan catalogue (VIP services and address plans), listed by flag and price. */
export const vipPlanItemsProjection = defineProjection({
  name: 'vip-plan-items',
  collections: [Collections.vipPlanItems],
  indexes: [{ collection: Collections.vipPlanItems, fields: ['flag', 'statusCode', 'price'] }],
  handlers: {
    VipPlanItemAdded: putItem,
    VipPlanItemChanged: putItem,
    async VipPlanItemRemoved({ data: d }, w) {
      await w.delete(Collections.vipPlanItems, d.itemId);
    },
  },
});
