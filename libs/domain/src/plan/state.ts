import type { PlanItem } from './item';

/** A plan's items. Removed ids are kept so an id is never given to another item. */
export interface PlanState {
  readonly items: Readonly<Record<string, PlanItem>>;
  readonly removedIds: readonly string[];
}

export const EMPTY_PLAN: PlanState = { items: {}, removedIds: [] };
