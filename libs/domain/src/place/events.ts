import type { DomainEvent } from '../decider';
import type { Fence, Marker } from './place';

/** Every place event names its device and carries the whole fence or marker: none needs an earlier one. */
export interface FenceEventData {
  serialNumber: string;
  fence: Fence;
  at: number;
}
export interface MarkerEventData {
  serialNumber: string;
  marker: Marker;
  at: number;
}

export type FenceAdded = DomainEvent<'FenceAdded', FenceEventData>;
/** The fence as it is after the change, all of it. */
export type FenceChanged = DomainEvent<'FenceChanged', FenceEventData>;
/** The fence as it was when removed. */
export type FenceRemoved = DomainEvent<'FenceRemoved', FenceEventData>;
export type MarkerAdded = DomainEvent<'MarkerAdded', MarkerEventData>;
export type MarkerChanged = DomainEvent<'MarkerChanged', MarkerEventData>;
export type MarkerRemoved = DomainEvent<'MarkerRemoved', MarkerEventData>;

export type FenceEvent = FenceAdded | FenceChanged | FenceRemoved;
export type MarkerEvent = MarkerAdded | MarkerChanged | MarkerRemoved;
export type PlaceEvent = FenceEvent | MarkerEvent;

export const PLACE_EVENT_TYPES = [
  'FenceAdded',
  'FenceChanged',
  'FenceRemoved',
  'MarkerAdded',
  'MarkerChanged',
  'MarkerRemoved',
] as const satisfies readonly PlaceEvent['type'][];
