import { statusesOf, type OrderEvent, type PaymentStage } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import { defineProjection, type Handler, type Recorded } from '../define-projection';
import { Collections, micros, type PlanOrderDoc } from '../read-models';

/** Changes an order's doc and maps its stage to the spec's statuses again (the doc keeps the stage). */
async function update(
  orderNumber: string,
  w: ReadModelWriter,
  change: (doc: PlanOrderDoc) => Partial<PlanOrderDoc>,
): Promise<void> {
  const current = await w.get(Collections.planOrders, orderNumber);
  if (!current) return;
  const next = { ...current, ...change(current) };
  await w.put(Collections.planOrders, { ...next, ...statusesOf(next.stage, next.delivered) });
}

/** A handler that moves the order to `stage`, with the doc fields the event sets. */
function toStage<E extends OrderEvent>(
  stage: PaymentStage,
  fields: (event: Recorded<E>['data'], doc: PlanOrderDoc) => Partial<PlanOrderDoc> = () => ({}),
): Handler<E> {
  return async ({ data }, w) => update(data.orderNumber, w, (doc) => ({ stage, ...fields(data, doc) }));
}

/**
 * The orders list and finance's read model (docs/decisions/orders.md): a doc per order, a row per
 * (device, order) for the device filter, and the fleets' parents (from their creation, so a rebuild
 * needs no other read model and gives the same docs).
 */
export const planOrdersProjection = defineProjection({
  name: 'plan-orders',
  collections: [Collections.planOrders, Collections.planOrderDevices, Collections.planOrderFleets],
  indexes: [
    { collection: Collections.planOrders, fields: ['placedAt'] },
    { collection: Collections.planOrders, fields: ['fleetId', 'placedAt'] },
    { collection: Collections.planOrders, fields: ['parentFleetId', 'placedAt'] },
    { collection: Collections.planOrderDevices, fields: ['deviceSerialNumber', 'placedAt'] },
  ],
  handlers: {
    async FleetCreated({ data: d }, w) {
      await w.put(Collections.planOrderFleets, { id: d.fleetId, parentFleetId: d.parentFleetId });
    },
    async OrderPlaced({ data: d }, w) {
      const fleet = d.fleetId === null ? undefined : await w.get(Collections.planOrderFleets, d.fleetId);
      const placedAt = micros(d.at);
      const progress = { stage: 'unpaid', delivered: false } as const;
      const doc: PlanOrderDoc = {
        id: d.orderNumber,
        orderNumber: d.orderNumber,
        kind: d.kind,
        itemId: d.itemId,
        itemName: d.itemName,
        planId: d.planId,
        lines: d.lines,
        deviceSerialNumbers: d.lines.map((l) => l.serialNumber),
        subtotal: d.subtotal,
        discount: d.discount,
        amount: d.amount,
        couponNumber: d.couponNumber,
        ...statusesOf(progress.stage, progress.delivered),
        ...progress,
        paymentType: d.paymentType,
        provider: d.provider,
        tradeNo: null,
        paymentCode: null,
        paymentCodeExpiresAt: null,
        failure: null,
        failureReason: null,
        invoiceType: d.invoice.type,
        invoiceNumber: null,
        invoiceVoided: false,
        allowanceAmount: 0,
        refundRequestedAmount: null,
        refundedAmount: 0,
        fleetId: d.fleetId,
        parentFleetId: fleet?.parentFleetId ?? null,
        placedAt,
        capturedAt: null,
        deliveredAt: null,
        refundedAt: null,
        by: d.by,
        note: d.note ?? null,
      };
      await w.put(Collections.planOrders, doc);
      for (const line of d.lines) {
        await w.put(Collections.planOrderDevices, {
          id: `${line.serialNumber}|${d.orderNumber}`,
          deviceSerialNumber: line.serialNumber,
          orderNumber: d.orderNumber,
          placedAt,
        });
      }
    },
    PaymentAuthorised: toStage('authorised', (d) => ({ tradeNo: d.tradeNo })),
    PaymentCodeIssued: toStage('code-issued', (d) => ({
      tradeNo: d.tradeNo,
      paymentCode: d.paymentCode,
      paymentCodeExpiresAt: micros(d.expiresAt),
    })),
    PaymentCaptureRequested: toStage('capture-requested'),
    PaymentCaptured: toStage('captured', (d) => ({ tradeNo: d.tradeNo, capturedAt: micros(d.at) })),
    async PaymentFailed({ data: d }, w) {
      await update(d.orderNumber, w, () => ({
        stage: d.stage === 'capture' ? 'capture-failed' : 'authorisation-failed',
        failure: 'payment_declined',
        failureReason: d.reason,
      }));
    },
    PaymentCancelled: toStage('cancelled'),
    async OrderDelivered({ data: d }, w) {
      await update(d.orderNumber, w, () => ({ delivered: true, deliveredAt: micros(d.at) }));
    },
    async InvoiceIssued({ data: d }, w) {
      await update(d.orderNumber, w, () => ({ invoiceNumber: d.invoiceNumber }));
    },
    async InvoiceVoided({ data: d }, w) {
      await update(d.orderNumber, w, () => ({ invoiceVoided: true }));
    },
    async InvoiceAllowanceIssued({ data: d }, w) {
      await update(d.orderNumber, w, (doc) => ({ allowanceAmount: doc.allowanceAmount + d.amount }));
    },
    // A refund asked again: the last one's failure is no longer what the order is waiting on.
    RefundRequested: toStage('refund-requested', (d) => ({
      refundRequestedAmount: d.amount,
      failure: null,
      failureReason: null,
    })),
    RefundProcessing: toStage('refund-processing'),
    OrderRefunded: toStage('refunded', (d) => ({ refundedAmount: d.amount, refundedAt: micros(d.at) })),
    // The provider refused or did not answer: captured again, the refund asked forgotten, the
    // reason kept. Events from before the code read as refusals (docs/decisions/finance.md).
    RefundFailed: toStage('captured', (d) => ({
      refundRequestedAmount: null,
      failure: d.failure ?? 'refund_declined',
      failureReason: d.reason,
    })),
  },
});
