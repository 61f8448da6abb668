import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { identifier } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import type { AddPlanItem, DeletePlanItem, EditPlanItem, PlanCommand } from './commands';
import type { PlanEvent, PlanItemAdded, PlanItemChanged, PlanItemRemoved } from './events';
import type { PlanItem } from './item';
import { EMPTY_PLAN, type PlanState } from './state';
import { planId, planItemOf } from './validation';

function without<T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

function evolve(state: PlanState, e: PlanEvent): PlanState {
  switch (e.type) {
    case 'PlanItemAdded':
    case 'PlanItemChanged':
      return { ...state, items: { ...state.items, [e.data.item.itemId]: e.data.item } };
    case 'PlanItemRemoved':
      return {
        items: without(state.items, e.data.itemId),
        removedIds: [...state.removedIds, e.data.itemId],
      };
    default:
      return state;
  }
}

function existing(state: PlanState, itemId: string): PlanItem {
  const found = state.items[itemId];
  if (found === undefined)
    throw new DomainError('not_found', `plan item ${itemId} not found`, { id: itemId });
  return found;
}

function base(c: PlanCommand): { at: number; by: string } {
  return { at: timestamp('at', c.at), by: identifier('by', c.by) };
}

function add(c: AddPlanItem, state: PlanState): PlanEvent[] {
  const b = base(c);
  const item = planItemOf(c.itemId, c.planId, c);
  if (item.itemId in state.items || state.removedIds.includes(item.itemId)) {
    throw refusal('conflict', 'already_exists', `plan item ${item.itemId} already exists`, {
      id: item.itemId,
    });
  }
  return [event<PlanItemAdded>('PlanItemAdded', { item, ...b })];
}

function edit(c: EditPlanItem, state: PlanState): PlanEvent[] {
  const b = base(c);
  const current = existing(state, c.itemId);
  const item = planItemOf(c.itemId, c.planId, c);
  if (JSON.stringify(item) === JSON.stringify(current)) return [];
  return [event<PlanItemChanged>('PlanItemChanged', { item, ...b })];
}

function remove(c: DeletePlanItem, state: PlanState): PlanEvent[] {
  const b = base(c);
  const plan = planId('planId', c.planId);
  const item = existing(state, c.itemId);
  return [event<PlanItemRemoved>('PlanItemRemoved', { itemId: item.itemId, planId: plan, ...b })];
}

function decide(command: PlanCommand, state: PlanState): PlanEvent[] {
  switch (command.type) {
    case 'AddPlanItem':
      return add(command, state);
    case 'EditPlanItem':
      return edit(command, state);
    case 'DeletePlanItem':
      return remove(command, state);
    default:
      return unknownCommand(command);
  }
}

/** A service plan's items, stream `plan-<planId>` (docs/decisions/billing.md). */
export const planDecider: Decider<PlanCommand, PlanEvent, PlanState> = {
  initialState: EMPTY_PLAN,
  evolve,
  decide,
};
