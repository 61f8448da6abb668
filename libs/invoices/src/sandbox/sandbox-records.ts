import { collection } from '@gps/read-store';

/**
 * The sandbox's operational state, outside the event log in the durable read store (like the address
 * quota counters): restarts keep it, and no projection replays it.
 */

/** Counters: `track|<period>` (the next invoice sequence of a period), `allowance` (all allowances). */
export const INVOICE_COUNTERS = collection<InvoiceCounterDoc>('ops_invoice_counters');
export interface InvoiceCounterDoc {
  id: string;
  /** How many numbers were handed out: the next one is `taken`. */
  taken: number;
  [k: string]: unknown;
}

export interface SandboxAllowance {
  allowanceNumber: string;
  amount: number;
  reason: string;
  at: number;
}

/** Every invoice the sandbox issued, by number: what it voided and allowed. */
export const SANDBOX_INVOICES = collection<SandboxInvoiceDoc>('ops_sandbox_invoices');
export interface SandboxInvoiceDoc {
  /** The invoice number. */
  id: string;
  orderNumber: string;
  amount: number;
  randomNumber: string;
  issuedAt: number;
  voidedAt: number | null;
  voidReason: string | null;
  allowances: SandboxAllowance[];
  [k: string]: unknown;
}

export function trackCounterId(period: string): string {
  return `track|${period}`;
}
export const ALLOWANCE_COUNTER_ID = 'allowance';
