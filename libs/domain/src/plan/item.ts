import type { PlanItemStatus } from '@gps/codes';

/**
 * One item of a service plan (A to J): what a customer buys to renew a device on that plan
 * (docs/decisions/billing.md). Amounts are whole NT$, tax included.
 */
export interface PlanItem {
  itemId: string;
  /** 1 to 10: plans A to J. */
  planId: number;
  name: string;
  price: number;
  /** Days of service one purchase adds. */
  extendDays: number;
  /** Inactive items are not sold. */
  activeStatus: PlanItemStatus;
  /** A service expired longer than this pays `overtimePrice` (0: any lapse is overtime). */
  overtimeDays: number;
  overtimePrice: number;
  description: string | null;
}
