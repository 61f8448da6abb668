import { VipPlanStatus } from '@gps/codes';
import { AdminFunction } from '@gps/domain';
import { calls, PAGE_SIZES } from '@gps/contracts';
import { Collections, type VipPlanItemDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import type { Aggregates } from '../commands/aggregates';
import { createdIdFor } from '../infrastructure/ids';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { actorIdOf } from './shared/actor-id';
import { eq, inList, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';

const VIP_PLAN = AdminFunction.VIP_PLAN;

/** What the VIP plan calls need. */
export interface VipPlanOperationDeps {
  commands: Pick<Aggregates, 'vipPlan'>;
  read: ReadModels;
}

function itemRow({ createdAt: _createdAt, ...item }: VipPlanItemDoc) {
  return item;
}

export const vipPlanOperations = ({ commands, read }: VipPlanOperationDeps) => {
  /** The item as the read model has it once the command is written. */
  async function answered(id: string) {
    const doc = await read.get(Collections.vipPlanItems, id);
    if (!doc) throw new Error(`VIP plan item ${id} is recorded but not in the read model`);
    return itemRow(doc);
  }
  const by = (ctx: OperationContext) => ({ at: ctx.now, by: actorIdOf(callerOf(ctx).actor) });

  return [
    operation(calls.getVipPlanItems, {
      // One call for both sides (the spec lists one): a customer sees what it can buy, the shown items.
      access: { admin: { functionId: VIP_PLAN, right: 'view' }, clients: ['fleet', 'device'] },
      async run(ctx, input) {
        const filters: Filter[] = [];
        if (callerOf(ctx).actor.kind !== 'admin') filters.push(eq('statusCode', VipPlanStatus.SHOW));
        if (input.flags !== undefined) filters.push(inList('flag', input.flags));
        if (input.statusCode !== undefined) filters.push(eq('statusCode', input.statusCode));
        const page = await read.find(Collections.vipPlanItems, {
          filters,
          sort: [
            { field: 'flag', direction: 'asc' },
            { field: 'price', direction: 'asc' },
            { field: 'createdAt', direction: 'asc' },
          ],
          page: pageOf(input, PAGE_SIZES.vipPlans),
        });
        return { total: page.total, rows: page.rows.map(itemRow) };
      },
    }),
    operation(calls.addVipPlanItem, {
      access: { admin: { functionId: VIP_PLAN, right: 'add' } },
      async run(ctx, input) {
        const itemId = createdIdFor(ctx.commandId);
        await commands.vipPlan.execute(ctx, undefined, {
          type: 'AddVipPlanItem',
          itemId,
          ...input,
          ...by(ctx),
        });
        return answered(itemId);
      },
    }),
    operation(calls.editVipPlanItem, {
      access: { admin: { functionId: VIP_PLAN, right: 'edit' } },
      async run(ctx, { id, ...fields }) {
        await commands.vipPlan.execute(ctx, undefined, {
          type: 'EditVipPlanItem',
          itemId: id,
          ...fields,
          ...by(ctx),
        });
        return answered(id);
      },
    }),
    operation(calls.deleteVipPlanItem, {
      access: { admin: { functionId: VIP_PLAN, right: 'delete' } },
      async run(ctx, { id }) {
        await commands.vipPlan.execute(ctx, undefined, { type: 'DeleteVipPlanItem', itemId: id, ...by(ctx) });
        return true;
      },
    }),
  ];
};
