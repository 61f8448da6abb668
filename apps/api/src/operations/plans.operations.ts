import { NO_PLAN, PLAN_IDS, PlanItemStatus, planLetter } from '@gps/codes';
import { AdminFunction, devicePlanId, type PlanItemInput } from '@gps/domain';
import { calls, PAGE_SIZES, ResponseCode } from '@gps/contracts';
import { Collections, type PlanItemDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import { ApiError, notFound, refused } from '../request/api-error';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { createdIdFor } from '../infrastructure/ids';
import type { Aggregates } from '../commands/aggregates';
import { requireDevice } from './shared/device-access';
import { eq, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';

const PLAN = AdminFunction.PLAN;
const right = (r: 'view' | 'add' | 'edit' | 'delete') => ({ admin: { functionId: PLAN, right: r } });

/** What the plan calls need. */
export interface PlanOperationDeps {
  commands: Pick<Aggregates, 'plan' | 'device'>;
  read: ReadModels;
}

/** An item as the calls answer it. */
function itemRow(doc: PlanItemDoc) {
  return {
    id: doc.id,
    planId: doc.planId,
    planName: doc.planName,
    name: doc.name,
    price: doc.price,
    extendDays: doc.extendDays,
    activeStatus: doc.activeStatus,
    overtimeDays: doc.overtimeDays,
    overtimePrice: doc.overtimePrice,
    description: doc.description,
  };
}

async function itemOf(read: ReadModels, id: string): Promise<PlanItemDoc> {
  const doc = await read.get(Collections.planItems, id);
  if (!doc) throw notFound(`plan item ${id} not found`);
  return doc;
}

/** The acting account's id, as plan and device events record who did it. */
function actorId(ctx: OperationContext): string {
  const actor = callerOf(ctx).actor;
  return actor.kind === 'admin'
    ? actor.accountId
    : actor.kind === 'fleet'
      ? actor.fleetId
      : actor.serialNumber;
}

export const planOperations = ({ commands, read }: PlanOperationDeps) => {
  /** Runs one command on the plan's stream and answers the item as it then is. */
  async function written(
    ctx: OperationContext,
    planId: number,
    itemId: string,
    input: PlanItemInput & { type: 'AddPlanItem' | 'EditPlanItem' },
  ) {
    await commands.plan.execute(ctx, planId, { ...input, planId, itemId, at: ctx.now, by: actorId(ctx) });
    return itemRow(await itemOf(read, itemId));
  }

  const deviceCount = async (planId: number) =>
    (await read.find(Collections.devices, { filters: [eq('planId', planId)], page: { index: 0, rows: 1 } }))
      .total;

  return [
    operation(calls.getPlans, {
      access: right('view'),
      async run() {
        // A plan holds a handful of items: all of them, counted here, cost less than ten counts each.
        const items = (await read.find(Collections.planItems, {})).rows;
        const rows = await Promise.all(
          PLAN_IDS.map(async (planId) => {
            const own = items.filter((i) => i.planId === planId);
            return {
              planId,
              planName: planLetter(planId) ?? '',
              itemCount: own.length,
              activeItemCount: own.filter((i) => i.activeStatus === PlanItemStatus.ACTIVE).length,
              deviceCount: await deviceCount(planId),
            };
          }),
        );
        return { total: rows.length, rows };
      },
    }),
    operation(calls.getPlanItems, {
      access: right('view'),
      async run(_ctx, input) {
        const filters: Filter[] = [];
        if (input.planId !== undefined) filters.push(eq('planId', input.planId));
        if (input.activeStatus !== undefined) filters.push(eq('activeStatus', input.activeStatus));
        const page = await read.find(Collections.planItems, {
          filters,
          sort: [
            { field: 'planId', direction: 'asc' },
            { field: 'createdAt', direction: 'asc' },
            { field: 'id', direction: 'asc' },
          ],
          page: pageOf(input, PAGE_SIZES.servicePlans),
        });
        return { total: page.total, rows: page.rows.map(itemRow) };
      },
    }),
    operation(calls.addPlanItem, {
      access: right('add'),
      async run(ctx, { planId, ...fields }) {
        return written(ctx, planId, createdIdFor(ctx.commandId), { type: 'AddPlanItem', ...fields });
      },
    }),
    operation(calls.editPlanItem, {
      access: right('edit'),
      async run(ctx, { id, ...fields }) {
        const current = await itemOf(read, id);
        return written(ctx, current.planId, id, { type: 'EditPlanItem', ...fields });
      },
    }),
    operation(calls.deletePlanItem, {
      access: right('delete'),
      async run(ctx, { id }) {
        const current = await itemOf(read, id);
        await commands.plan.execute(ctx, current.planId, {
          type: 'DeletePlanItem',
          planId: current.planId,
          itemId: id,
          at: ctx.now,
          by: actorId(ctx),
        });
        return true;
      },
    }),
    operation(calls.assignDevicesPlan, {
      access: right('edit'),
      async run(ctx, { deviceSerialNumbers, planId }) {
        const serials = [...new Set(deviceSerialNumbers)];
        // The plan and every device are checked before any is assigned: a refused call changes nothing.
        devicePlanId('planId', planId);
        for (const serial of serials) {
          if (!(await read.get(Collections.devices, serial))) {
            throw new ApiError(ResponseCode.NOT_FOUND, `device ${serial} not found`, {
              field: 'deviceSerialNumbers',
              deviceSerialNumber: serial,
            });
          }
        }
        const assign = (serial: string) => ({
          type: 'AssignDevicePlan' as const,
          serialNumber: serial,
          planId,
          at: ctx.now,
          by: actorId(ctx),
        });
        for (const serial of serials) {
          await commands.device.execute(ctx, serial, assign(serial), { key: `plan-${serial}` });
        }
        return true;
      },
    }),
    operation(calls.getRenewalItems, {
      access: { clients: ['fleet', 'device'] },
      async run(ctx, { deviceSerialNumber }) {
        const device = await requireDevice(read, deviceSerialNumber, callerOf(ctx).actor);
        if (device.planId === NO_PLAN) {
          throw refused(
            ResponseCode.CONFLICT,
            'no_plan',
            `device ${deviceSerialNumber} is on no service plan`,
            {
              field: 'deviceSerialNumber',
            },
          );
        }
        const page = await read.find(Collections.planItems, {
          filters: [eq('planId', device.planId), eq('activeStatus', PlanItemStatus.ACTIVE)],
          sort: [
            { field: 'price', direction: 'asc' },
            { field: 'createdAt', direction: 'asc' },
          ],
        });
        return { total: page.total, rows: page.rows.map(itemRow) };
      },
    }),
  ];
};
