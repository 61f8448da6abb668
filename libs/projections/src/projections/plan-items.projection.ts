import { planLetter, type PlanLetter } from '@gps/codes';
import type { PlanItemAdded, PlanItemChanged } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import { defineProjection, type Recorded } from '../define-projection';
import { Collections, micros } from '../read-models';

/** The letter of a plan an item is on: the decider takes only plans 1 to 10, which all have one. */
function letterOf(planId: number): PlanLetter {
  const letter = planLetter(planId);
  if (letter === null) throw new Error(`plan item on plan ${planId}, which has no letter`);
  return letter;
}

/** An item as it now is; a change keeps its place in its plan's list (when it was first added). */
async function putItem(
  { data: d }: Recorded<PlanItemAdded | PlanItemChanged>,
  w: ReadModelWriter,
): Promise<void> {
  const { itemId, ...item } = d.item;
  const current = await w.get(Collections.planItems, itemId);
  await w.put(Collections.planItems, {
    id: itemId,
    ...item,
    planName: letterOf(d.item.planId),
    createdAt: current?.createdAt ?? micros(d.at),
  });
}

/** The service plans' items (stream `plan-<planId>`), listed per plan in the order they were added. */
export const planItemsProjection = defineProjection({
  name: 'plan-items',
  collections: [Collections.planItems],
  indexes: [{ collection: Collections.planItems, fields: ['planId', 'activeStatus', 'createdAt'] }],
  handlers: {
    PlanItemAdded: putItem,
    PlanItemChanged: putItem,
    async PlanItemRemoved({ data: d }, w) {
      await w.delete(Collections.planItems, d.itemId);
    },
  },
});
