import { randomBytes } from 'node:crypto';
import { AdminFunction, DomainError, newCouponNumber } from '@gps/domain';
import { calls, PAGE_SIZES } from '@gps/contracts';
import { Collections, type CouponDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import type { Aggregates } from '../commands/aggregates';
import { createdIdFor } from '../infrastructure/ids';
import { notFound } from '../request/api-error';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { actorIdOf } from './shared/actor-id';
import { requireCouponsOn } from './shared/coupon-setting';
import { eq, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';

const VIP_PLAN = AdminFunction.VIP_PLAN;
/** A keyword is the start of a number: the character after the alphabet's last ends its range. */
const PREFIX_END = '~';
/**
 * Draws before giving up on a fresh number: 31^16 numbers make a second collision in a row
 * practically impossible, so running out means the random source is broken.
 */
const DRAWS_MAX = 3;

/** What the coupon calls need. */
export interface CouponOperationDeps {
  commands: Pick<Aggregates, 'coupon'>;
  read: ReadModels;
}

function couponRow({ id: _id, ...coupon }: CouponDoc) {
  return coupon;
}

function isAlreadyIssued(error: unknown): boolean {
  return error instanceof DomainError && error.detail?.reason === 'already_exists';
}

export const couponOperations = ({ commands, read }: CouponOperationDeps) => {
  const by = (ctx: OperationContext) => ({ at: ctx.now, by: actorIdOf(callerOf(ctx).actor) });

  /** The batch's numbers in the order issued (a retried call finds those already written). */
  async function batchNumbers(batchId: string): Promise<string[]> {
    const page = await read.find(Collections.coupons, {
      filters: [eq('batchId', batchId)],
      sort: [{ field: 'issuedAt', direction: 'asc' }],
    });
    return page.rows.map((c) => c.couponNumber);
  }

  /** Issues the n-th coupon of a batch under a fresh number; a number already taken is drawn again. */
  async function issueOne(ctx: OperationContext, batchId: string, index: number, discountFee: number) {
    for (let draw = 1; ; draw++) {
      const couponNumber = newCouponNumber(randomBytes);
      try {
        await commands.coupon.execute(
          ctx,
          couponNumber,
          { type: 'IssueCoupon', couponNumber, batchId, discountFee, ...by(ctx) },
          { key: `coupon-${index}-${draw}` },
        );
        return;
      } catch (error) {
        if (!isAlreadyIssued(error) || draw >= DRAWS_MAX) throw error;
      }
    }
  }

  async function answered(couponNumber: string) {
    const doc = await read.get(Collections.coupons, couponNumber);
    if (!doc) throw notFound(`coupon ${couponNumber} not found`);
    return couponRow(doc);
  }

  const ADMIN_ONLY = (right: 'view' | 'add' | 'edit' | 'delete') => ({
    admin: { functionId: VIP_PLAN, right },
  });

  return [
    operation(calls.getCoupons, {
      access: ADMIN_ONLY('view'),
      async run(_ctx, input) {
        await requireCouponsOn(read);
        const filters: Filter[] = [];
        if (input.status !== undefined) filters.push(eq('status', input.status));
        if (input.batchId !== undefined) filters.push(eq('batchId', input.batchId));
        const prefix = (input.keyword ?? '').trim().toUpperCase();
        if (prefix !== '') {
          filters.push({ field: 'couponNumber', op: 'gte', value: prefix });
          filters.push({ field: 'couponNumber', op: 'lt', value: prefix + PREFIX_END });
        }
        const page = await read.find(Collections.coupons, {
          filters,
          sort: [
            { field: 'issuedAt', direction: 'desc' },
            { field: 'couponNumber', direction: 'asc' },
          ],
          page: pageOf(input, PAGE_SIZES.coupons),
        });
        return { total: page.total, rows: page.rows.map(couponRow) };
      },
    }),
    operation(calls.addCoupon, {
      access: ADMIN_ONLY('add'),
      async run(ctx, { numberOfCoupons, discountFee }) {
        await requireCouponsOn(read);
        const batchId = createdIdFor(ctx.commandId);
        // A retry of the call (same requestId) finds the coupons it issued and issues only the rest.
        const issued = (await batchNumbers(batchId)).length;
        for (let index = issued; index < numberOfCoupons; index++) {
          await issueOne(ctx, batchId, index, discountFee);
        }
        return { batchId, couponNumbers: await batchNumbers(batchId) };
      },
    }),
    operation(calls.editCoupon, {
      access: ADMIN_ONLY('edit'),
      async run(ctx, { couponNumber, discountFee, status }) {
        await requireCouponsOn(read);
        await commands.coupon.execute(ctx, couponNumber, {
          type: 'ChangeCoupon',
          couponNumber,
          discountFee,
          status,
          ...by(ctx),
        });
        return answered(couponNumber);
      },
    }),
    operation(calls.deleteCoupon, {
      access: ADMIN_ONLY('delete'),
      async run(ctx, { couponNumber }) {
        await requireCouponsOn(read);
        await commands.coupon.execute(ctx, couponNumber, { type: 'DeleteCoupon', couponNumber, ...by(ctx) });
        return true;
      },
    }),
  ];
};
