import type { FunctionRights } from '../../shared/session/types';

/** Where an administrator with these rights lands after signing in; the route table decides. */
export type AdminLanding = (rights: readonly FunctionRights[] | undefined) => string | undefined;
