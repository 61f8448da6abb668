import type { VipPlanItem } from './item';

/** The catalogue. Removed ids are kept so an id is never given to another item. */
export interface VipPlanState {
  readonly items: Readonly<Record<string, VipPlanItem>>;
  readonly removedIds: readonly string[];
}

export const NO_VIP_PLAN_ITEMS: VipPlanState = { items: {}, removedIds: [] };
