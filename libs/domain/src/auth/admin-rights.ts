import { refusal } from '../errors';
import { flagsGrant, type AdminRight } from '../permission/functions';
import type { Actor } from './actor';

/** Only administrators have function rights; a malformed flag string grants nothing. */
export function adminCan(actor: Actor, functionId: number, right: AdminRight): boolean {
  return actor.kind === 'admin' && flagsGrant(actor.rights[String(functionId)], right);
}

export function assertAdminCan(actor: Actor, functionId: number, right: AdminRight): void {
  if (!adminCan(actor, functionId, right)) {
    throw refusal('access_denied', 'no_permission', `no ${right} permission for function ${functionId}`, {
      functionId,
      right,
    });
  }
}
