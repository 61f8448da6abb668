import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { identifier } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { timestamp } from '../validation/numbers';
import type { AddVipPlanItem, DeleteVipPlanItem, EditVipPlanItem, VipPlanCommand } from './commands';
import type { VipPlanEvent, VipPlanItemAdded, VipPlanItemChanged, VipPlanItemRemoved } from './events';
import type { VipPlanItem } from './item';
import { VIP_PLAN_LIMITS } from './limits';
import { NO_VIP_PLAN_ITEMS, type VipPlanState } from './state';
import { vipPlanItemOf } from './validation';

function evolve(state: VipPlanState, e: VipPlanEvent): VipPlanState {
  switch (e.type) {
    case 'VipPlanItemAdded':
    case 'VipPlanItemChanged':
      return { ...state, items: { ...state.items, [e.data.item.itemId]: e.data.item } };
    case 'VipPlanItemRemoved': {
      const { [e.data.itemId]: _removed, ...items } = state.items;
      return { items, removedIds: [...state.removedIds, e.data.itemId] };
    }
    default:
      return state;
  }
}

function existing(state: VipPlanState, itemId: string): VipPlanItem {
  const found = state.items[itemId];
  if (found === undefined)
    throw new DomainError('not_found', `VIP plan item ${itemId} not found`, { id: itemId });
  return found;
}

function actor(c: VipPlanCommand): { at: number; by: string } {
  return { at: timestamp('at', c.at), by: identifier('by', c.by) };
}

function add(c: AddVipPlanItem, state: VipPlanState): VipPlanEvent[] {
  const meta = actor(c);
  const item = vipPlanItemOf(c.itemId, c);
  if (item.itemId in state.items || state.removedIds.includes(item.itemId)) {
    throw refusal('conflict', 'already_exists', `VIP plan item ${item.itemId} already exists`, {
      id: item.itemId,
    });
  }
  const max = VIP_PLAN_LIMITS.itemsMax;
  if (Object.keys(state.items).length >= max) {
    invalid('itemId', `the VIP plan catalogue holds at most ${max} items`, 'too_many', { max });
  }
  return [event<VipPlanItemAdded>('VipPlanItemAdded', { item, ...meta })];
}

/** An edit that changes nothing records nothing. */
function edit(c: EditVipPlanItem, state: VipPlanState): VipPlanEvent[] {
  const meta = actor(c);
  const current = existing(state, c.itemId);
  const item = vipPlanItemOf(c.itemId, c);
  if (JSON.stringify(item) === JSON.stringify(current)) return [];
  return [event<VipPlanItemChanged>('VipPlanItemChanged', { item, ...meta })];
}

function remove(c: DeleteVipPlanItem, state: VipPlanState): VipPlanEvent[] {
  const meta = actor(c);
  const item = existing(state, c.itemId);
  return [event<VipPlanItemRemoved>('VipPlanItemRemoved', { itemId: item.itemId, ...meta })];
}

function decide(command: VipPlanCommand, state: VipPlanState): VipPlanEvent[] {
  switch (command.type) {
    case 'AddVipPlanItem':
      return add(command, state);
    case 'EditVipPlanItem':
      return edit(command, state);
    case 'DeleteVipPlanItem':
      return remove(command, state);
    default:
      return unknownCommand(command);
  }
}

/** The VIP plan catalogue (VIP services and address plans), stream `vipplan-catalogue`. */
export const vipPlanDecider: Decider<VipPlanCommand, VipPlanEvent, VipPlanState> = {
  initialState: NO_VIP_PLAN_ITEMS,
  evolve,
  decide,
};
