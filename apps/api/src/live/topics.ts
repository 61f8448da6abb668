import { ReceiverAccountType } from '@gps/codes';
import type { Actor } from '@gps/domain';

/**
 * Live updates go out by topic, so each event is offered only to the subscribers it can concern:
 * administrators listen to everything, a main fleet to its own topic (its sub-fleets' devices are
 * published there too), a sub-fleet to its own, a device account to its serial.
 */
export const ALL = '*';
/** Every signed-in customer (fleet, sub-fleet and device accounts): announcements go there. */
export const CUSTOMERS = 'customers';
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

/**
 * Where a customer listens for what is addressed to it: announcements to every customer, messages to
 * its own account only (a main fleet's topic is not its sub-fleets', docs/decisions/announcements-and-messages.md).
 * Administrators are sent none of them.
 */
export function inboxTopicsOfActor(actor: Actor): string[] {
  return actor.kind === 'admin' ? [] : [CUSTOMERS, ...topicsOfActor(actor)];
}

/** Where a message goes: its receiver's topic, a fleet's (main or sub) or a device's serial. */
export function topicsOfMessage(message: {
  receiverAccountType: number;
  receiverAccountId: string;
}): string[] {
  return [
    message.receiverAccountType === ReceiverAccountType.FLEET
      ? fleetTopic(message.receiverAccountId)
      : serialTopic(message.receiverAccountId),
  ];
}

/** Where an announcement goes: every customer. */
export const topicsOfAnnouncement = (): string[] => [CUSTOMERS];
