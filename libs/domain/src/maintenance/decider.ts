import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { everyField } from '../validation/every-field';
import { serialNumber } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { timestamp } from '../validation/numbers';
import { pastDate } from './calendar';
import type {
  AddMaintenanceItem,
  CheckMaintenanceDue,
  DeleteMaintenanceItem,
  EditMaintenanceItem,
  MaintenanceCommand,
  RecordMaintenanceService,
} from './commands';
import { dueBy, nextDueOf, sameDuePoint } from './due';
import type {
  MaintenanceDue,
  MaintenanceEvent,
  MaintenanceItemAdded,
  MaintenanceItemChanged,
  MaintenanceItemRemoved,
  MaintenanceServiceRecorded,
} from './events';
import type { MaintenanceItem } from './item';
import { MAINTENANCE_LIMITS } from './limits';
import { NO_MAINTENANCE, type MaintenanceState } from './state';
import { maintenanceItemOf, odometerKm } from './validation';

function without<T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

function evolve(state: MaintenanceState, e: MaintenanceEvent): MaintenanceState {
  switch (e.type) {
    case 'MaintenanceItemAdded':
    case 'MaintenanceItemChanged':
    case 'MaintenanceServiceRecorded':
      return { ...state, items: { ...state.items, [e.data.item.itemId]: e.data.item } };
    case 'MaintenanceItemRemoved':
      return {
        ...state,
        items: without(state.items, e.data.item.itemId),
        removedIds: [...state.removedIds, e.data.item.itemId],
      };
    case 'MaintenanceDue': {
      const raised = { ...state, warningsRaised: state.warningsRaised + 1 };
      const item = state.items[e.data.itemId];
      if (!item) return raised;
      return {
        ...raised,
        items: { ...state.items, [item.itemId]: { ...item, warningId: e.data.warningId } },
      };
    }
    default:
      return state;
  }
}

function existing(state: MaintenanceState, itemId: string): MaintenanceItem {
  const found = state.items[itemId];
  if (found === undefined)
    throw new DomainError('not_found', `maintenance item ${itemId} not found`, { id: itemId });
  return found;
}

function base(c: MaintenanceCommand): { serialNumber: string; at: number } {
  return { serialNumber: serialNumber('deviceSerialNumber', c.serialNumber), at: timestamp('at', c.at) };
}

/** The warning stays with the item while its due point stays: an edit of its name or remark is not a service. */
function keepingWarning(current: MaintenanceItem, next: Omit<MaintenanceItem, 'warningId'>): MaintenanceItem {
  const same = sameDuePoint(nextDueOf(current), nextDueOf(next));
  return { ...next, warningId: same ? current.warningId : null };
}

function add(c: AddMaintenanceItem, state: MaintenanceState): MaintenanceEvent[] {
  const b = base(c);
  const item: MaintenanceItem = { ...maintenanceItemOf(c.itemId, c, c.today), warningId: null };
  if (item.itemId in state.items || state.removedIds.includes(item.itemId)) {
    throw refusal('conflict', 'already_exists', `maintenance item ${item.itemId} already exists`, {
      id: item.itemId,
    });
  }
  const max = MAINTENANCE_LIMITS.perDeviceMax;
  if (Object.keys(state.items).length >= max) {
    invalid('deviceSerialNumber', `a device holds at most ${max} maintenance items`, 'too_many', { max });
  }
  return [
    event<MaintenanceItemAdded>('MaintenanceItemAdded', { serialNumber: b.serialNumber, item, at: b.at }),
  ];
}

function edit(c: EditMaintenanceItem, state: MaintenanceState): MaintenanceEvent[] {
  const b = base(c);
  const current = existing(state, c.itemId);
  const item = keepingWarning(current, maintenanceItemOf(c.itemId, c, c.today));
  if (JSON.stringify(item) === JSON.stringify(current)) return [];
  return [
    event<MaintenanceItemChanged>('MaintenanceItemChanged', { serialNumber: b.serialNumber, item, at: b.at }),
  ];
}

/** Always recorded, even at the same reading and date: the person says the service was done again. */
function recordService(c: RecordMaintenanceService, state: MaintenanceState): MaintenanceEvent[] {
  const b = base(c);
  const current = existing(state, c.itemId);
  const fields = everyField({
    odometerKm: () => odometerKm('odometerKm', c.odometerKm),
    date: () => pastDate('date', c.date, c.today),
  });
  const item: MaintenanceItem = {
    ...current,
    lastServiceOdometerKm: fields.odometerKm,
    lastServiceDate: fields.date,
    warningId: null,
  };
  return [
    event<MaintenanceServiceRecorded>('MaintenanceServiceRecorded', {
      serialNumber: b.serialNumber,
      item,
      at: b.at,
    }),
  ];
}

function remove(c: DeleteMaintenanceItem, state: MaintenanceState): MaintenanceEvent[] {
  const b = base(c);
  const item = existing(state, c.itemId);
  return [
    event<MaintenanceItemRemoved>('MaintenanceItemRemoved', { serialNumber: b.serialNumber, item, at: b.at }),
  ];
}

/**
 * The n-th due warning of the device: unique for good (the count only grows, even when an edit
 * brings an item back to a due point it had before), and the same when a command is retried.
 */
export function maintenanceWarningId(serial: string, n: number): string {
  return `${serial}-maintenance-${n}`;
}

/** One warning per item whose current due point is reached and has none yet; the rest say nothing. */
function check(c: CheckMaintenanceDue, state: MaintenanceState): MaintenanceEvent[] {
  const b = base(c);
  const events: MaintenanceEvent[] = [];
  for (const item of Object.values(state.items)) {
    if (item.warningId !== null) continue;
    const reasons = dueBy(item, c.odometerKm, c.today);
    if (reasons.length === 0) continue;
    const next = nextDueOf(item);
    events.push(
      event<MaintenanceDue>('MaintenanceDue', {
        serialNumber: b.serialNumber,
        itemId: item.itemId,
        name: item.name,
        warningId: maintenanceWarningId(b.serialNumber, state.warningsRaised + events.length + 1),
        dueBy: reasons,
        dueOdometerKm: next.odometerKm,
        dueDate: next.date,
        odometerKm: c.odometerKm,
        today: c.today,
        latitude: c.latitude,
        longitude: c.longitude,
        at: b.at,
      }),
    );
  }
  return events;
}

function decide(command: MaintenanceCommand, state: MaintenanceState): MaintenanceEvent[] {
  switch (command.type) {
    case 'AddMaintenanceItem':
      return add(command, state);
    case 'EditMaintenanceItem':
      return edit(command, state);
    case 'RecordMaintenanceService':
      return recordService(command, state);
    case 'DeleteMaintenanceItem':
      return remove(command, state);
    case 'CheckMaintenanceDue':
      return check(command, state);
    default:
      return unknownCommand(command);
  }
}

/**
 * A device's maintenance items and their due warnings, stream `maintenance-<serialNumber>`
 * (docs/decisions/mileage-maintenance.md).
 */
export const maintenanceDecider: Decider<MaintenanceCommand, MaintenanceEvent, MaintenanceState> = {
  initialState: NO_MAINTENANCE,
  evolve,
  decide,
};
