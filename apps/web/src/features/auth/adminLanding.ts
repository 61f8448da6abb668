import type { FunctionRights } from '../../shared/session/types';

/** Where an administrator with these rights lands after signing in; the route table decides. */
export type AdminLanding = (rights: readonly FunctionRights[] | undefined) => string | undefined;

/**
 * Why the browser was sent to the admin login (the page says so above its form): the account has
 * no function it may view, or the page it opened is not one of them.
 */
export type AdminLoginReason = 'noPermission' | 'routeDenied';
