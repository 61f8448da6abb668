import { randomInt } from 'node:crypto';
import type { ReadModelWriter, ReadStore } from '@gps/read-store';
import { InvoiceProviderError } from '../errors';
import { invoicePeriodOf, invoiceVoidable } from '../invoice-period';
import type {
  AllowanceRequest,
  InvoiceProvider,
  IssueInvoiceRequest,
  IssuedInvoice,
  VoidInvoiceRequest,
} from '../invoice-provider.port';
import {
  allowanceNumber,
  formatRandomNumber,
  invoiceNumber,
  LAST_INVOICE_SEQUENCE,
  periodKey,
  RANDOM_NUMBER_RANGE,
} from './invoice-tracks';
import {
  ALLOWANCE_COUNTER_ID,
  INVOICE_COUNTERS,
  SANDBOX_INVOICES,
  trackCounterId,
  type SandboxInvoiceDoc,
} from './sandbox-records';

export const SANDBOX_INVOICE_PROVIDER_ID = 'sandbox';

/** Takes the next number of a counter inside the caller's unit of work (units are serialised). */
async function take(w: ReadModelWriter, id: string): Promise<number> {
  await w.increment(INVOICE_COUNTERS, id, { taken: 1 }, { id, taken: 0 });
  const counter = await w.get(INVOICE_COUNTERS, id);
  return counter!.taken - 1;
}

/**
 * The embedded invoice provider: issues uniform invoice numbers locally, per two-month period, from
 * counters in the read store, and records voids and allowances, refusing what a real provider
 * refuses (docs/decisions/invoices.md). Numbers are never reused: the counter only moves on, and it
 * is taken and the invoice recorded in one unit of work.
 */
export class SandboxInvoiceProvider implements InvoiceProvider {
  readonly id = SANDBOX_INVOICE_PROVIDER_ID;

  constructor(
    private readonly store: Pick<ReadStore, 'unitOfWork'>,
    private readonly random: (range: number) => number = (range) => randomInt(range),
  ) {}

  private refuse(message: string): never {
    throw new InvoiceProviderError(this.id, message);
  }

  async issue(request: IssueInvoiceRequest): Promise<IssuedInvoice> {
    if (!Number.isSafeInteger(request.amount) || request.amount < 1)
      this.refuse(`invoice amount must be a whole NT$ of at least 1, got ${request.amount}`);
    const period = periodKey(invoicePeriodOf(request.at));
    const randomNumber = formatRandomNumber(this.random(RANDOM_NUMBER_RANGE));
    let issued: IssuedInvoice | undefined;
    await this.store.unitOfWork(null, async (w) => {
      const earlier = await w.find(SANDBOX_INVOICES, {
        filters: [{ field: 'orderNumber', op: 'eq', value: request.orderNumber }],
      });
      if (earlier.total > 0)
        this.refuse(`order ${request.orderNumber} already has invoice ${earlier.rows[0]!.id}`);
      const sequence = await take(w, trackCounterId(period));
      if (sequence > LAST_INVOICE_SEQUENCE) this.refuse(`the track of period ${period} is used up`);
      const number = invoiceNumber(request.at, sequence);
      await w.put(SANDBOX_INVOICES, {
        id: number,
        orderNumber: request.orderNumber,
        amount: request.amount,
        randomNumber,
        issuedAt: request.at,
        voidedAt: null,
        voidReason: null,
        allowances: [],
      });
      issued = { invoiceNumber: number, randomNumber, issuedAt: request.at };
    });
    return issued!;
  }

  private async invoice(w: ReadModelWriter, invoiceNumber: string): Promise<SandboxInvoiceDoc> {
    const invoice = await w.get(SANDBOX_INVOICES, invoiceNumber);
    if (!invoice) this.refuse(`invoice ${invoiceNumber} was not issued here`);
    if (invoice.voidedAt !== null) this.refuse(`invoice ${invoiceNumber} is already voided`);
    return invoice;
  }

  async void(request: VoidInvoiceRequest): Promise<void> {
    await this.store.unitOfWork(null, async (w) => {
      const invoice = await this.invoice(w, request.invoiceNumber);
      if (invoice.allowances.length > 0)
        this.refuse(`invoice ${request.invoiceNumber} has allowances: it cannot be voided`);
      if (!invoiceVoidable(invoice.issuedAt, request.at))
        this.refuse(`invoice ${request.invoiceNumber} is past its voiding deadline: issue an allowance`);
      await w.put(SANDBOX_INVOICES, { ...invoice, voidedAt: request.at, voidReason: request.reason });
    });
  }

  async allowance(request: AllowanceRequest): Promise<{ allowanceNumber: string }> {
    let number: string | undefined;
    await this.store.unitOfWork(null, async (w) => {
      const invoice = await this.invoice(w, request.invoiceNumber);
      const allowed = invoice.allowances.reduce((sum, a) => sum + a.amount, 0);
      const left = invoice.amount - allowed;
      if (!Number.isSafeInteger(request.amount) || request.amount < 1 || request.amount > left)
        this.refuse(
          `allowance of ${request.amount} on invoice ${request.invoiceNumber}: only 1 to ${left} is left`,
        );
      number = allowanceNumber(request.at, await take(w, ALLOWANCE_COUNTER_ID));
      const allowance = {
        allowanceNumber: number,
        amount: request.amount,
        reason: request.reason,
        at: request.at,
      };
      await w.put(SANDBOX_INVOICES, { ...invoice, allowances: [...invoice.allowances, allowance] });
    });
    return { allowanceNumber: number! };
  }
}
