import { AdminFunction, type Actor } from '@gps/domain';
import { PAGE_SIZES, calls } from '@gps/contracts';
import { Collections, micros, type PlanOrderDoc } from '@gps/projections';
import type { Aggregates } from '../commands/aggregates';
import type { OrderFulfilment } from '../orders/order-fulfilment';
import { OrderPlacement, type OrderLinks } from '../orders/order-placement';
import type { OrderProviders } from '../orders/order-providers';
import { notFound } from '../request/api-error';
import { callerOf, operation } from '../request/operation';
import { actorIdOf } from './shared/actor-id';
import { pageOf } from './shared/lists';
import { PLAN_ORDER_SORT, planOrderFilters } from './shared/plan-order-filters';
import type { ReadModels } from './shared/read-models';

/** What the order calls need: the read models, the order and coupon streams, the providers and the process. */
export interface OrderOperationDeps {
  read: ReadModels;
  commands: Pick<Aggregates, 'order' | 'coupon'>;
  providers: Pick<OrderProviders, 'payment' | 'invoice'>;
  fulfilment: Pick<OrderFulfilment, 'fulfil' | 'finish' | 'release'>;
  links: OrderLinks;
}

/** getPlanOrders' scope for one order: a fleet's by the fleet recorded at placement, a device's by its lines. */
function orderVisibleTo(actor: Actor, doc: PlanOrderDoc): boolean {
  switch (actor.kind) {
    case 'admin':
      return true;
    case 'device':
      return doc.deviceSerialNumbers.includes(actor.serialNumber);
    case 'fleet':
      return (
        doc.fleetId === actor.fleetId || (actor.parentFleetId === null && doc.parentFleetId === actor.fleetId)
      );
  }
}

/** The answer's row: the doc without the decider's stage it keeps for itself. */
export function orderRow({ id: _id, stage: _stage, delivered: _delivered, ...row }: PlanOrderDoc) {
  return row;
}

const FINANCE = AdminFunction.FINANCE;

export const orderOperations = (deps: OrderOperationDeps) => {
  const { read, commands, fulfilment } = deps;
  const placement = new OrderPlacement(deps);

  /** The order, if the actor may see it as getPlanOrders shows it (-3 otherwise). */
  async function visibleOrder(actor: Actor, orderNumber: string): Promise<PlanOrderDoc> {
    const doc = await read.get(Collections.planOrders, orderNumber);
    if (!doc || !orderVisibleTo(actor, doc)) throw notFound(`order ${orderNumber} not found`);
    return doc;
  }

  async function answeredOrder(orderNumber: string) {
    const doc = await read.get(Collections.planOrders, orderNumber);
    if (!doc) throw notFound(`order ${orderNumber} not found`);
    return orderRow(doc);
  }

  return [
    operation(calls.getPlanOrders, {
      access: { admin: [{ functionId: AdminFunction.FINANCE, right: 'view' }], clients: ['fleet', 'device'] },
      async run(ctx, input) {
        const actor = callerOf(ctx).actor;
        const filters = await planOrderFilters(read, actor, input);
        const page = await read.find(Collections.planOrders, {
          filters,
          sort: [...PLAN_ORDER_SORT],
          page: pageOf(input, PAGE_SIZES.finance),
        });
        return { total: page.total, rows: page.rows.map(orderRow) };
      },
    }),
    operation(calls.addPlanOrder, {
      access: { clients: ['fleet', 'device'] },
      run: (ctx, input) => placement.place(ctx, input),
    }),
    operation(calls.cancelPlanOrder, {
      access: { clients: ['fleet', 'device'] },
      async run(ctx, { orderNumber }) {
        const actor = callerOf(ctx).actor;
        await visibleOrder(actor, orderNumber);
        await commands.order.execute(ctx, orderNumber, {
          type: 'CancelOrder',
          orderNumber,
          at: ctx.now,
          by: actorIdOf(actor),
        });
        await fulfilment.release(orderNumber);
        return answeredOrder(orderNumber);
      },
    }),
    operation(calls.addManualPlanOrder, {
      access: { admin: { functionId: FINANCE, right: 'add' } },
      async run(ctx, input) {
        const orderNumber = await placement.placeManual(ctx, input);
        return answeredOrder(orderNumber);
      },
    }),
    operation(calls.extendServiceDate, {
      access: { admin: { functionId: FINANCE, right: 'edit' } },
      async run(_ctx, { orderNumber }) {
        const delivery = await fulfilment.fulfil(orderNumber);
        return {
          orderNumber,
          kind: delivery.kind,
          devices: delivery.devices.map((d) => ({
            deviceSerialNumber: d.serialNumber,
            expiredDate: micros(d.expiredAt),
          })),
        };
      },
    }),
  ];
};
