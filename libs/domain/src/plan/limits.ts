/** The rules of service plan items (docs/decisions/billing.md). */
export const PLAN_ITEM_LIMITS = {
  /** Characters of an item's name: a label in a table cell and on the e-invoice line. */
  nameMax: 60,
  /** The house's text areas: 280 characters. */
  descriptionMax: 280,
  /** Whole NT$: no tracker service costs more than a million. */
  priceMax: 1_000_000,
  /** Days one purchase adds: ten years at most. */
  extendDaysMax: 3660,
  /** Days of lapse before a renewal is overtime: ten years at most. */
  overtimeDaysMax: 3660,
} as const;
