import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { serialNumber } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { timestamp } from '../validation/numbers';
import { PLACE_LIMITS } from './limits';
import type {
  AddFence,
  AddMarker,
  DeleteFence,
  DeleteMarker,
  EditFence,
  EditMarker,
  PlaceCommand,
} from './commands';
import type {
  FenceAdded,
  FenceChanged,
  FenceRemoved,
  MarkerAdded,
  MarkerChanged,
  MarkerRemoved,
  PlaceEvent,
} from './events';
import type { Fence, Marker } from './place';
import { NO_PLACES, type PlacesState } from './state';
import { fenceOf, markerOf } from './validation';

function without<T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

function evolve(state: PlacesState, e: PlaceEvent): PlacesState {
  switch (e.type) {
    case 'FenceAdded':
    case 'FenceChanged':
      return { ...state, fences: { ...state.fences, [e.data.fence.fenceId]: e.data.fence } };
    case 'FenceRemoved':
      return {
        ...state,
        fences: without(state.fences, e.data.fence.fenceId),
        removedIds: [...state.removedIds, e.data.fence.fenceId],
      };
    case 'MarkerAdded':
    case 'MarkerChanged':
      return { ...state, markers: { ...state.markers, [e.data.marker.markerId]: e.data.marker } };
    case 'MarkerRemoved':
      return {
        ...state,
        markers: without(state.markers, e.data.marker.markerId),
        removedIds: [...state.removedIds, e.data.marker.markerId],
      };
    default:
      return state;
  }
}

/** Ids are the handler's, derived from the call; one already used on this device is a conflict. */
function assertNewId(state: PlacesState, what: string, id: string): void {
  if (id in state.fences || id in state.markers || state.removedIds.includes(id)) {
    throw refusal('conflict', 'already_exists', `${what} ${id} already exists`, { id });
  }
}

/** A device holds at most PLACE_LIMITS.perDeviceMax of each; the field is the device's. */
function assertRoom(held: Readonly<Record<string, unknown>>, what: string): void {
  const max = PLACE_LIMITS.perDeviceMax;
  if (Object.keys(held).length >= max) {
    invalid('deviceSerialNumber', `a device holds at most ${max} ${what}s`, 'too_many', { max });
  }
}

function existing<T>(record: Readonly<Record<string, T>>, what: string, id: string): T {
  const found = record[id];
  if (found === undefined) throw new DomainError('not_found', `${what} ${id} not found`, { id });
  return found;
}

/** Validated in the order the form reads: the device and time first, then the fields. */
function base(c: PlaceCommand): { serialNumber: string; at: number } {
  return { serialNumber: serialNumber('deviceSerialNumber', c.serialNumber), at: timestamp('at', c.at) };
}

const same = (a: Fence | Marker, b: Fence | Marker): boolean => JSON.stringify(a) === JSON.stringify(b);

function addFence(c: AddFence, state: PlacesState): PlaceEvent[] {
  const b = base(c);
  const fence = fenceOf(c.fenceId, c);
  assertNewId(state, 'fence', fence.fenceId);
  assertRoom(state.fences, 'fence');
  return [event<FenceAdded>('FenceAdded', { serialNumber: b.serialNumber, fence, at: b.at })];
}

function editFence(c: EditFence, state: PlacesState): PlaceEvent[] {
  const b = base(c);
  const current = existing(state.fences, 'fence', c.fenceId);
  const fence = fenceOf(c.fenceId, c);
  if (same(current, fence)) return [];
  return [event<FenceChanged>('FenceChanged', { serialNumber: b.serialNumber, fence, at: b.at })];
}

function deleteFence(c: DeleteFence, state: PlacesState): PlaceEvent[] {
  const b = base(c);
  const fence = existing(state.fences, 'fence', c.fenceId);
  return [event<FenceRemoved>('FenceRemoved', { serialNumber: b.serialNumber, fence, at: b.at })];
}

function addMarker(c: AddMarker, state: PlacesState): PlaceEvent[] {
  const b = base(c);
  const marker = markerOf(c.markerId, c);
  assertNewId(state, 'marker', marker.markerId);
  assertRoom(state.markers, 'marker');
  return [event<MarkerAdded>('MarkerAdded', { serialNumber: b.serialNumber, marker, at: b.at })];
}

function editMarker(c: EditMarker, state: PlacesState): PlaceEvent[] {
  const b = base(c);
  const current = existing(state.markers, 'marker', c.markerId);
  const marker = markerOf(c.markerId, c);
  if (same(current, marker)) return [];
  return [event<MarkerChanged>('MarkerChanged', { serialNumber: b.serialNumber, marker, at: b.at })];
}

function deleteMarker(c: DeleteMarker, state: PlacesState): PlaceEvent[] {
  const b = base(c);
  const marker = existing(state.markers, 'marker', c.markerId);
  return [event<MarkerRemoved>('MarkerRemoved', { serialNumber: b.serialNumber, marker, at: b.at })];
}

function decide(command: PlaceCommand, state: PlacesState): PlaceEvent[] {
  switch (command.type) {
    case 'AddFence':
      return addFence(command, state);
    case 'EditFence':
      return editFence(command, state);
    case 'DeleteFence':
      return deleteFence(command, state);
    case 'AddMarker':
      return addMarker(command, state);
    case 'EditMarker':
      return editMarker(command, state);
    case 'DeleteMarker':
      return deleteMarker(command, state);
    default:
      return unknownCommand(command);
  }
}

/** A device's fences and markers, stream `places-<serialNumber>` (docs/decisions/places.md). */
export const placesDecider: Decider<PlaceCommand, PlaceEvent, PlacesState> = {
  initialState: NO_PLACES,
  evolve,
  decide,
};
