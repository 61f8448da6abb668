import { DAY_MS } from '../device/info';
import type { OrderLine } from './lines';

/** Taiwan's cooling-off period for distance sales (消費者保護法 §19): 7 days. */
export const COOLING_OFF_DAYS = 7;

export interface RefundInput {
  /** What the buyer paid (after the coupon), the order's subtotal and its lines. */
  amount: number;
  subtotal: number;
  lines: readonly OrderLine[];
  capturedAt: number;
  /** Each device's expiry right after the order's delivery; null when not delivered. */
  delivered: readonly { serialNumber: string; expiredAt: number }[] | null;
  at: number;
}

export interface RefundDecision {
  amount: number;
  /** Full: within the cooling-off period and before any bought day began (or nothing delivered). */
  full: boolean;
  /** Per device, the days to take back from what the order extended (0: nothing). */
  takeBack: { serialNumber: string; days: number }[];
}

/** Whole days of the line's period still to come at `at`: a day begun counts as used. */
function unusedDays(line: OrderLine, expiredAt: number, at: number): number {
  const left = Math.floor((expiredAt - at) / DAY_MS);
  return Math.min(line.days, Math.max(0, left));
}

/**
 * The refund rule (docs/decisions/orders.md):
 * - nothing delivered: the whole amount, nothing to take back;
 * - within COOLING_OFF_DAYS of capture and before any bought day began: the whole amount, every
 *   bought day taken back;
 * - otherwise the unused share: the amount times the unused days' share of the subtotal
 *   (Σ unitPrice × unused / days over subtotal: the coupon shared by price), rounded down, and the
 *   unused days taken back.
 */
export function refundOf(input: RefundInput): RefundDecision {
  const { lines, delivered, at } = input;
  if (delivered === null) return { amount: input.amount, full: true, takeBack: [] };
  const expiryOf = new Map(delivered.map((d) => [d.serialNumber, d.expiredAt]));
  const periods = lines.map((line) => {
    const expiredAt = expiryOf.get(line.serialNumber) ?? at;
    return { line, expiredAt, startsAt: expiredAt - line.days * DAY_MS };
  });
  const coolingOff = at - input.capturedAt <= COOLING_OFF_DAYS * DAY_MS;
  const noneBegan = periods.every((p) => at < p.startsAt);
  if (coolingOff && noneBegan) {
    return {
      amount: input.amount,
      full: true,
      takeBack: periods.map((p) => ({ serialNumber: p.line.serialNumber, days: p.line.days })),
    };
  }
  const unused = periods.map((p) => ({ line: p.line, days: unusedDays(p.line, p.expiredAt, at) }));
  // Exact in integers (BigInt: the days' denominators multiply): Σ unitPrice × unused / days, of the
  // subtotal, of the amount, rounded down once at the end.
  const [numerator, denominator] = unused.reduce(
    ([n, d], u) => {
      if (u.line.days === 0) return [n, d];
      const days = BigInt(u.line.days);
      return [n * days + BigInt(u.line.unitPrice * u.days) * d, d * days];
    },
    [0n, 1n],
  );
  const amount =
    input.subtotal === 0
      ? 0
      : Number((BigInt(input.amount) * numerator) / (denominator * BigInt(input.subtotal)));
  return {
    amount: Math.min(amount, input.amount),
    full: false,
    takeBack: unused.map((u) => ({ serialNumber: u.line.serialNumber, days: u.days })),
  };
}
