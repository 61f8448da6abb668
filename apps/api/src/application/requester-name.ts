import type { AccountKind } from '@gps/codes';
import type { Actor } from '@gps/domain';

/** What clients see in place of an administrator's sign-in name. */
export const ADMINISTRATOR_LABEL = 'administrator';

/**
 * Who did something, as a viewer may see it: back-office sign-in names are the operator's
 * business, not its customers', so clients see "administrator" for any of them.
 */
export function shownRequester(kind: AccountKind, name: string, viewer: Actor): string {
  return kind === 'admin' && viewer.kind !== 'admin' ? ADMINISTRATOR_LABEL : name;
}
