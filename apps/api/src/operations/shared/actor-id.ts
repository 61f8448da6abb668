import type { Actor } from '@gps/domain';

/** The acting account's id that billing events record as `by`: an admin's account id, a fleet id, a device serial. */
export function actorIdOf(actor: Actor): string {
  switch (actor.kind) {
    case 'admin':
      return actor.accountId;
    case 'fleet':
      return actor.fleetId;
    case 'device':
      return actor.serialNumber;
  }
}
