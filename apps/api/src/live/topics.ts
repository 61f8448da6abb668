import type { Actor } from '@gps/domain';

/**
 * Live updates go out by topic, so each event is offered only to the subscribers it can concern:
 * administrators listen to everything, a main fleet to its own topic (its sub-fleets' devices are
 * published there too), a sub-fleet to its own, a device account to its serial.
 */
export const ALL = '*';
export const fleetTopic = (fleetId: string): string => `fleet:${fleetId}`;
export const serialTopic = (serial: string): string => `serial:${serial}`;

export function topicsOfActor(actor: Actor): string[] {
  switch (actor.kind) {
    case 'admin':
      return [ALL];
    case 'fleet':
      return [fleetTopic(actor.fleetId)];
    case 'device':
      return [serialTopic(actor.serialNumber)];
  }
}

/** Where an update about a device of this fleet goes. */
export function topicsOfDevice(device: {
  deviceSerialNumber: string;
  fleetId: string | null;
  parentFleetId: string | null;
}): string[] {
  const topics = [ALL, serialTopic(device.deviceSerialNumber)];
  if (device.fleetId) topics.push(fleetTopic(device.fleetId));
  if (device.parentFleetId) topics.push(fleetTopic(device.parentFleetId));
  return topics;
}
