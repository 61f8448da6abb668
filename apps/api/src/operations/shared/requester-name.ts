import type { AccountKind } from '@gps/codes';
import type { Actor } from '@gps/domain';
import type { Caller } from '../../sessions/sessions';

/** What clients see in place of an administrator's sign-in name. */
export const ADMINISTRATOR_LABEL = 'administrator';

/**
 * Who did something, as a viewer may see it: back-office sign-in names are the operator's
 * business, not its customers', so clients see "administrator" for any of them.
 */
export function shownRequester(kind: AccountKind, name: string, viewer: Actor): string {
  return kind === 'admin' && viewer.kind !== 'admin' ? ADMINISTRATOR_LABEL : name;
}

/**
 * Who is doing something, as an event records it: the account kind, its id (the admin account id,
 * the fleet id or the device serial number) and its sign-in name as it is now (a device's is its
 * serial number).
 */
export function recordedRequester(caller: Caller): { kind: AccountKind; id: string; account: string } {
  const actor = caller.actor;
  switch (actor.kind) {
    case 'admin':
      return { kind: 'admin', id: actor.accountId, account: caller.account };
    case 'fleet':
      return { kind: 'fleet', id: actor.fleetId, account: caller.account };
    case 'device':
      return { kind: 'device', id: actor.serialNumber, account: actor.serialNumber };
  }
}
