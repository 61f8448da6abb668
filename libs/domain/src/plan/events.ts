import type { DomainEvent } from '../decider';
import type { PlanItem } from './item';

/** Every item event carries the whole item as it is after the event, and who did it. */
export interface PlanItemEventData {
  item: PlanItem;
  at: number;
  /** The acting administrator's account id. */
  by: string;
}

export type PlanItemAdded = DomainEvent<'PlanItemAdded', PlanItemEventData>;
/** An edit: the item after it. */
export type PlanItemChanged = DomainEvent<'PlanItemChanged', PlanItemEventData>;
export type PlanItemRemoved = DomainEvent<
  'PlanItemRemoved',
  { itemId: string; planId: number; at: number; by: string }
>;

export type PlanEvent = PlanItemAdded | PlanItemChanged | PlanItemRemoved;

export const PLAN_EVENT_TYPES = [
  'PlanItemAdded',
  'PlanItemChanged',
  'PlanItemRemoved',
] as const satisfies readonly PlanEvent['type'][];
