/** The bounds of a VIP plan item's fields (docs/decisions/billing.md). */
export const VIP_PLAN_LIMITS = {
  nameMax: 60,
  /** Whole NT$; a million is far beyond any year of service, so a larger price is a typing slip. */
  priceMax: 1_000_000,
  extendDaysMin: 1,
  /** Ten years of 366 days. */
  extendDaysMax: 3660,
  descriptionMax: 280,
  /** The e-invoice's item name field holds at most this many characters. */
  invoiceNameMax: 60,
  /** A short catalogue: one stream holds it all. */
  itemsMax: 200,
} as const;
