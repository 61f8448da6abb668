import { randomInt } from 'node:crypto';
import { PaymentType } from '@gps/codes';
import type { CallInput, calls } from '@gps/contracts';
import { DomainError, orderNumberAt, priceOrder, priced, type PlaceOrder, type Pricing } from '@gps/domain';
import { ECPAY_INVOICE_PROVIDER_ID, type InvoiceProvider } from '@gps/invoices';
import type { CheckoutLanguage, PaymentProvider } from '@gps/payments';
import { Collections } from '@gps/projections';
import type { Aggregates } from '../commands/aggregates';
import { validationError } from '../request/api-error';
import { callerOf, type OperationContext } from '../request/operation';
import { actorIdOf } from '../operations/shared/actor-id';
import { requireCouponsOn } from '../operations/shared/coupon-setting';
import type { ReadModels } from '../operations/shared/read-models';
import type { OrderFulfilment } from './order-fulfilment';
import { notifyUrlOf, returnUrlOf, type OrderLinks } from './order-links';
import { saleOf, type Sale } from './order-sale';

export type { OrderLinks } from './order-links';

/** The trade number of an order with nothing to pay (a coupon covering it all, a free item). */
export const NOTHING_TO_PAY_TRADE = 'NOTHING-TO-PAY';
/** Order numbers drawn before giving up: a clash is one in a million within one second. */
const DRAWS_MAX = 3;

type AddPlanOrder = CallInput<typeof calls.addPlanOrder>;
type AddManualPlanOrder = CallInput<typeof calls.addManualPlanOrder>;

export interface OrderPlacementDeps {
  read: ReadModels;
  commands: Pick<Aggregates, 'order' | 'coupon'>;
  providers: { payment: PaymentProvider; invoice: Pick<InvoiceProvider, 'id'> };
  fulfilment: Pick<OrderFulfilment, 'fulfil' | 'finish'>;
  links: OrderLinks;
}

/**
 * ECPay's e-invoice needs the buyer's email (or a phone, which an order does not ask for): without
 * one the invoice could never be issued, so the order is refused before anything is written.
 */
function requireInvoiceEmail(invoice: Pick<InvoiceProvider, 'id'>, details: { email?: string | null }): void {
  if (invoice.id !== ECPAY_INVOICE_PROVIDER_ID || details.email) return;
  throw validationError([
    { field: 'invoice.email', code: 'required', message: 'the e-invoice needs the buyer\u2019s email' },
  ]);
}

function isClash(error: unknown): boolean {
  return error instanceof DomainError && error.detail?.reason === 'already_exists';
}

/**
 * Places orders (docs/decisions/orders.md, "Placing an order"): the item and devices checked, the
 * lines priced, the coupon redeemed under the order's number (so of two orders racing for one
 * coupon exactly one gets it), then `PlaceOrder`. A customer's order answers the provider's
 * checkout form, or, with nothing to pay, is captured and delivered at once; a manual top-up is
 * captured at once under the administrator's reference, then delivered and invoiced.
 */
export class OrderPlacement {
  constructor(private readonly deps: OrderPlacementDeps) {}

  async place(ctx: OperationContext, input: AddPlanOrder) {
    const { commands, providers, fulfilment, links } = this.deps;
    const actor = callerOf(ctx).actor;
    const sale = await saleOf(this.deps.read, actor, input);
    // The lines as confirmed: the one-year confirmation is asked below, once the details are good,
    // so a buyer never confirms an order the server would then refuse for a bad tax id.
    const pricing = this.priced(input.kind, sale, ctx.now, true);
    const provider = providers.payment;
    const command = (orderNumber: string, couponDiscount: number): PlaceOrder => ({
      ...this.placement(ctx, input, sale, pricing, orderNumber),
      couponNumber: input.couponNumber || null,
      couponDiscount,
      paymentType: input.paymentType,
      provider: provider.id,
    });
    // Bad invoice details are refused before a coupon is touched.
    commands.order.validateNew(command(orderNumberAt(ctx.now, randomInt), 0));
    requireInvoiceEmail(providers.invoice, input.invoice);
    if (input.couponNumber) await requireCouponsOn(this.deps.read);
    this.priced(input.kind, sale, ctx.now, input.confirmed ?? false);
    const { orderNumber, amount } = await this.withFreshNumber(ctx, async (orderNumber) => {
      const discount = input.couponNumber ? await this.redeem(ctx, input.couponNumber, orderNumber, sale) : 0;
      try {
        await commands.order.execute(ctx, orderNumber, command(orderNumber, discount), {
          key: `order-${orderNumber}`,
        });
        return priced(pricing.lines, discount).amount;
      } catch (error) {
        if (input.couponNumber) await this.releaseCoupon(ctx, input.couponNumber, orderNumber);
        throw error;
      }
    });
    if (amount === 0) {
      await commands.order.execute(
        ctx,
        orderNumber,
        {
          type: 'RecordPaymentNotification',
          orderNumber,
          tradeNo: NOTHING_TO_PAY_TRADE,
          outcome: 'captured',
          amount: 0,
          at: ctx.now,
          by: actorIdOf(actor),
        },
        { key: `captured-${orderNumber}` },
      );
      await fulfilment.fulfil(orderNumber);
      return { orderNumber, amount, checkout: null };
    }
    const form = provider.checkout({
      orderNumber,
      amount,
      itemName: sale.item.name,
      paymentType: input.paymentType,
      at: ctx.now,
      returnUrl: returnUrlOf(links, orderNumber),
      notifyUrl: notifyUrlOf(links, provider.id),
      lang: input.lang as CheckoutLanguage | undefined,
    });
    const fields = Object.entries(form.fields).map(([name, value]) => ({ name, value }));
    return { orderNumber, amount, checkout: { action: form.action, method: form.method, fields } };
  }

  /** A manual top-up; answers its number once delivered and invoiced (or left to the sweep, logged). */
  async placeManual(ctx: OperationContext, input: AddManualPlanOrder): Promise<string> {
    const sale = await saleOf(this.deps.read, callerOf(ctx).actor, input);
    // The administrator records what was paid for: no confirmation to ask of anyone.
    const pricing = this.priced(input.kind, sale, ctx.now, true);
    const command = (orderNumber: string): PlaceOrder => ({
      ...this.placement(ctx, input, sale, pricing, orderNumber),
      couponNumber: null,
      couponDiscount: 0,
      paymentType: PaymentType.MANUAL,
      provider: 'manual',
      manualReference: input.reference,
      ...(input.note ? { note: input.note } : {}),
    });
    this.deps.commands.order.validateNew(command(orderNumberAt(ctx.now, randomInt)));
    requireInvoiceEmail(this.deps.providers.invoice, input.invoice);
    const { orderNumber } = await this.withFreshNumber(ctx, async (orderNumber) => {
      await this.deps.commands.order.execute(ctx, orderNumber, command(orderNumber), {
        key: `order-${orderNumber}`,
      });
      return pricing.amount;
    });
    await this.deps.fulfilment.finish(orderNumber);
    return orderNumber;
  }

  private priced(kind: AddPlanOrder['kind'], sale: Sale, at: number, confirmed: boolean): Pricing {
    return priceOrder({ kind, item: sale.item, devices: sale.priced, couponDiscount: null, at, confirmed });
  }

  private placement(
    ctx: OperationContext,
    input: Pick<AddPlanOrder, 'kind' | 'invoice'>,
    sale: Sale,
    pricing: Pricing,
    orderNumber: string,
  ) {
    return {
      type: 'PlaceOrder' as const,
      orderNumber,
      kind: input.kind,
      itemId: sale.item.itemId,
      itemName: sale.item.name,
      invoiceName: sale.item.invoiceName,
      planId: sale.item.planId,
      lines: pricing.lines,
      invoice: input.invoice,
      fleetId: sale.fleetId,
      at: ctx.now,
      by: actorIdOf(callerOf(ctx).actor),
    };
  }

  /** Runs `place` under a fresh order number, drawing again on the rare clash. */
  private async withFreshNumber(
    ctx: OperationContext,
    place: (orderNumber: string) => Promise<number>,
  ): Promise<{ orderNumber: string; amount: number }> {
    for (let draw = 1; ; draw++) {
      const orderNumber = orderNumberAt(ctx.now, randomInt);
      try {
        return { orderNumber, amount: await place(orderNumber) };
      } catch (error) {
        if (!isClash(error) || draw >= DRAWS_MAX) throw error;
      }
    }
  }

  /** Redeems the coupon for the order; answers its discount (refused: used, unusable, invalid). */
  private async redeem(ctx: OperationContext, couponNumber: string, orderNumber: string, sale: Sale) {
    const result = await this.deps.commands.coupon.execute(
      ctx,
      couponNumber,
      {
        type: 'RedeemCoupon',
        couponNumber,
        orderNumber,
        serialNumbers: sale.devices.map((d) => d.deviceSerialNumber),
        at: ctx.now,
        by: actorIdOf(callerOf(ctx).actor),
      },
      { key: `coupon-${orderNumber}` },
    );
    const redeemed = result.events.find((e) => e.type === 'CouponRedeemed');
    if (redeemed) return redeemed.data.discountFee;
    const coupon = await this.deps.read.get(Collections.coupons, couponNumber);
    return coupon?.discountFee ?? 0;
  }

  private async releaseCoupon(ctx: OperationContext, couponNumber: string, orderNumber: string) {
    await this.deps.commands.coupon.execute(
      ctx,
      couponNumber,
      { type: 'ReleaseCoupon', couponNumber, orderNumber, at: ctx.now },
      { key: `coupon-release-${orderNumber}` },
    );
  }
}
