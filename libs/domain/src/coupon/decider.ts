import { CouponStatus } from '@gps/codes';
import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { everyField } from '../validation/every-field';
import { identifier, serialNumber } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { integerInRange, oneOf, timestamp } from '../validation/numbers';
import type {
  ChangeCoupon,
  CouponCommand,
  DeleteCoupon,
  IssueCoupon,
  RedeemCoupon,
  ReleaseCoupon,
} from './commands';
import type {
  CouponChanged,
  CouponDeleted,
  CouponEvent,
  CouponIssued,
  CouponRedeemed,
  CouponReleased,
} from './events';
import { COUPON_LIMITS } from './limits';
import { couponNumberIsWellFormed } from './number';
import { NO_COUPON, type CouponState } from './state';

/** What an administrator may set: used is the orders' to set. */
const SETTABLE_STATUSES = [CouponStatus.NOT_SENT, CouponStatus.SENT] as const;

function evolve(state: CouponState, e: CouponEvent): CouponState {
  switch (e.type) {
    case 'CouponIssued':
      return { ...state, issued: true, status: CouponStatus.NOT_SENT, discountFee: e.data.discountFee };
    case 'CouponChanged':
      return { ...state, status: e.data.status, discountFee: e.data.discountFee };
    case 'CouponDeleted':
      return { ...state, deleted: true };
    case 'CouponRedeemed':
      return { ...state, status: CouponStatus.USED, orderNumber: e.data.orderNumber };
    case 'CouponReleased':
      // Only a sent coupon can have been used, so release gives back "sent".
      return { ...state, status: CouponStatus.SENT, orderNumber: null };
    default:
      return state;
  }
}

function discountFee(value: unknown): number {
  return integerInRange('discountFee', value, COUPON_LIMITS.discountFeeMin, COUPON_LIMITS.discountFeeMax);
}

/** The coupon an administrator changes or deletes: issued, not deleted, not used. */
function changeable(state: CouponState, couponNumber: string): void {
  if (!state.issued || state.deleted) {
    throw new DomainError('not_found', `coupon ${couponNumber} not found`, { id: couponNumber });
  }
  if (state.status === CouponStatus.USED) {
    throw refusal('conflict', 'coupon_used', `coupon ${couponNumber} is already used`, { id: couponNumber });
  }
}

function issue(c: IssueCoupon, state: CouponState): CouponEvent[] {
  const fields = everyField({
    couponNumber: () =>
      couponNumberIsWellFormed(c.couponNumber)
        ? c.couponNumber
        : invalid('couponNumber', 'couponNumber is not a coupon number', 'pattern'),
    batchId: () => identifier('batchId', c.batchId),
    discountFee: () => discountFee(c.discountFee),
    at: () => timestamp('at', c.at),
    by: () => identifier('by', c.by),
  });
  if (state.issued) {
    throw refusal('conflict', 'already_exists', `coupon ${fields.couponNumber} already exists`, {
      id: fields.couponNumber,
    });
  }
  return [event<CouponIssued>('CouponIssued', fields)];
}

function change(c: ChangeCoupon, state: CouponState): CouponEvent[] {
  changeable(state, c.couponNumber);
  const fields = everyField({
    discountFee: () => discountFee(c.discountFee),
    status: () => oneOf('status', c.status, SETTABLE_STATUSES),
    at: () => timestamp('at', c.at),
    by: () => identifier('by', c.by),
  });
  if (fields.discountFee === state.discountFee && fields.status === state.status) return [];
  return [event<CouponChanged>('CouponChanged', { couponNumber: c.couponNumber, ...fields })];
}

function remove(c: DeleteCoupon, state: CouponState): CouponEvent[] {
  changeable(state, c.couponNumber);
  return [
    event<CouponDeleted>('CouponDeleted', {
      couponNumber: c.couponNumber,
      at: timestamp('at', c.at),
      by: identifier('by', c.by),
    }),
  ];
}

function serialNumbers(value: unknown): string[] {
  const max = COUPON_LIMITS.serialNumbersMax;
  if (!Array.isArray(value)) invalid('serialNumbers', 'serialNumbers must be a list', 'not_list');
  if (value.length === 0) invalid('serialNumbers', 'serialNumbers must name a device', 'too_few', { min: 1 });
  if (value.length > max) invalid('serialNumbers', `serialNumbers holds at most ${max}`, 'too_many', { max });
  return value.map((serial) => serialNumber('serialNumbers', serial));
}

/**
 * Used once: the order that holds it gets nothing new on a retry (idempotent); any other order hears
 * "serial already used". Two orders racing decide from the same state, and the expected-version
 * append lets exactly one write; the other re-decides against the used coupon.
 */
function redeem(c: RedeemCoupon, state: CouponState): CouponEvent[] {
  if (!couponNumberIsWellFormed(c.couponNumber) || !state.issued) {
    throw refusal('conflict', 'coupon_invalid', `coupon ${String(c.couponNumber)} does not exist`);
  }
  const fields = everyField({
    orderNumber: () => identifier('orderNumber', c.orderNumber),
    serialNumbers: () => serialNumbers(c.serialNumbers),
    at: () => timestamp('at', c.at),
    by: () => identifier('by', c.by),
  });
  if (state.status === CouponStatus.USED) {
    if (state.orderNumber === fields.orderNumber) return [];
    throw refusal('conflict', 'coupon_used', `coupon ${c.couponNumber} is already used`);
  }
  if (state.deleted || state.status !== CouponStatus.SENT) {
    throw refusal('conflict', 'coupon_unusable', `coupon ${c.couponNumber} cannot be used`);
  }
  return [
    event<CouponRedeemed>('CouponRedeemed', {
      couponNumber: c.couponNumber,
      ...fields,
      discountFee: state.discountFee,
    }),
  ];
}

function release(c: ReleaseCoupon, state: CouponState): CouponEvent[] {
  const orderNumber = identifier('orderNumber', c.orderNumber);
  const at = timestamp('at', c.at);
  if (state.status !== CouponStatus.USED || state.orderNumber !== orderNumber) return [];
  return [event<CouponReleased>('CouponReleased', { couponNumber: c.couponNumber, orderNumber, at })];
}

function decide(command: CouponCommand, state: CouponState): CouponEvent[] {
  switch (command.type) {
    case 'IssueCoupon':
      return issue(command, state);
    case 'ChangeCoupon':
      return change(command, state);
    case 'DeleteCoupon':
      return remove(command, state);
    case 'RedeemCoupon':
      return redeem(command, state);
    case 'ReleaseCoupon':
      return release(command, state);
    default:
      return unknownCommand(command);
  }
}

/** One coupon, stream `coupon-<couponNumber>` (docs/decisions/billing.md). */
export const couponDecider: Decider<CouponCommand, CouponEvent, CouponState> = {
  initialState: NO_COUPON,
  evolve,
  decide,
};
