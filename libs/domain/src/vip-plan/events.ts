import type { DomainEvent } from '../decider';
import type { VipPlanItem } from './item';

/** The whole item as it is after the event; `by` is the acting administrator's account id. */
export interface VipPlanItemEventData {
  item: VipPlanItem;
  at: number;
  by: string;
}
export interface VipPlanItemRemovedData {
  itemId: string;
  at: number;
  by: string;
}

export type VipPlanItemAdded = DomainEvent<'VipPlanItemAdded', VipPlanItemEventData>;
export type VipPlanItemChanged = DomainEvent<'VipPlanItemChanged', VipPlanItemEventData>;
export type VipPlanItemRemoved = DomainEvent<'VipPlanItemRemoved', VipPlanItemRemovedData>;

export type VipPlanEvent = VipPlanItemAdded | VipPlanItemChanged | VipPlanItemRemoved;

export const VIP_PLAN_EVENT_TYPES = [
  'VipPlanItemAdded',
  'VipPlanItemChanged',
  'VipPlanItemRemoved',
] as const satisfies readonly VipPlanEvent['type'][];
