import { COOLING_OFF_DAYS, DAY_MS, refundOf, type OrderLine, type RefundInput } from '../../src';

const CAPTURED = Date.UTC(2026, 10, 25, 4);
const DAYS = 365;
const LINES: OrderLine[] = [
  { serialNumber: 'a', unitPrice: 1200, overtime: false, days: DAYS },
  { serialNumber: 'b', unitPrice: 1500, overtime: true, days: DAYS },
];

function input(at: number, expiries: [number, number], overrides: Partial<RefundInput> = {}): RefundInput {
  return {
    amount: 2200,
    subtotal: 2700,
    lines: LINES,
    capturedAt: CAPTURED,
    delivered: [
      { serialNumber: 'a', expiredAt: expiries[0] },
      { serialNumber: 'b', expiredAt: expiries[1] },
    ],
    at,
    ...overrides,
  };
}

/** Both renewals begin in 30 days (the old service still runs). */
const LATER: [number, number] = [CAPTURED + (30 + DAYS) * DAY_MS, CAPTURED + (30 + DAYS) * DAY_MS];

describe('the refund rule', () => {
  it('refunds everything and takes nothing back when nothing was delivered', () => {
    expect(refundOf(input(CAPTURED + 100 * DAY_MS, LATER, { delivered: null }))).toEqual({
      amount: 2200,
      full: true,
      takeBack: [],
    });
  });

  it('refunds everything within the cooling-off period, before any bought day began', () => {
    expect(refundOf(input(CAPTURED + COOLING_OFF_DAYS * DAY_MS, LATER))).toEqual({
      amount: 2200,
      full: true,
      takeBack: [
        { serialNumber: 'a', days: DAYS },
        { serialNumber: 'b', days: DAYS },
      ],
    });
  });

  it('a millisecond after the cooling-off period, refunds the unused share (all days unused: the whole)', () => {
    const decision = refundOf(input(CAPTURED + COOLING_OFF_DAYS * DAY_MS + 1, LATER));
    expect(decision).toMatchObject({ amount: 2200, full: false });
    expect(decision.takeBack).toEqual([
      { serialNumber: 'a', days: DAYS },
      { serialNumber: 'b', days: DAYS },
    ]);
  });

  it('within the cooling-off period, a period already begun (an overtime renewal) is shared, a begun day used', () => {
    // 'b' began at capture; 'a' begins in 30 days. Two days and a bit after capture: b has 362 whole days left.
    const at = CAPTURED + 2 * DAY_MS + 1;
    const decision = refundOf(input(at, [LATER[0], CAPTURED + DAYS * DAY_MS]));
    expect(decision.full).toBe(false);
    expect(decision.takeBack).toEqual([
      { serialNumber: 'a', days: DAYS },
      { serialNumber: 'b', days: 362 },
    ]);
    // 2200 × (1200 × 365/365 + 1500 × 362/365) / 2700, rounded down.
    expect(decision.amount).toBe(Math.floor((2200 * (1200 * 365 + 1500 * 362)) / (365 * 2700)));
    expect(decision.amount).toBe(2189);
  });

  it('refunds nothing once every bought day is used', () => {
    const at = CAPTURED + 500 * DAY_MS;
    expect(refundOf(input(at, [CAPTURED + DAYS * DAY_MS, CAPTURED + DAYS * DAY_MS]))).toEqual({
      amount: 0,
      full: false,
      takeBack: [
        { serialNumber: 'a', days: 0 },
        { serialNumber: 'b', days: 0 },
      ],
    });
  });

  it('refunds nothing of a free order', () => {
    const decision = refundOf(input(CAPTURED + 100 * DAY_MS, [CAPTURED, CAPTURED], { amount: 0 }));
    expect(decision.amount).toBe(0);
  });

  it('stays exact in whole dollars for many devices (no float, no overflow)', () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({
      serialNumber: String(i),
      unitPrice: 999,
      overtime: false,
      days: DAYS,
    }));
    const delivered = lines.map((l) => ({
      serialNumber: l.serialNumber,
      expiredAt: CAPTURED + DAYS * DAY_MS,
    }));
    const decision = refundOf({
      amount: 199_800,
      subtotal: 199_800,
      lines,
      capturedAt: CAPTURED,
      delivered,
      at: CAPTURED + 100 * DAY_MS,
    });
    expect(decision.amount).toBe(Math.floor((199_800 * 265) / 365));
    expect(Number.isInteger(decision.amount)).toBe(true);
  });
});
