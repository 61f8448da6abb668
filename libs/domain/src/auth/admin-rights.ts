import { DomainError } from '../errors';
import { RIGHTS_FLAGS_PATTERN, RIGHT_INDEX, type AdminRight } from '../permission/functions';
import type { Actor } from './actor';

/** Only administrators have function rights; a malformed flag string grants nothing. */
export function adminCan(actor: Actor, functionId: number, right: AdminRight): boolean {
  if (actor.kind !== 'admin') return false;
  const flags = actor.rights[String(functionId)];
  return typeof flags === 'string' && RIGHTS_FLAGS_PATTERN.test(flags) && flags[RIGHT_INDEX[right]] === '1';
}

export function assertAdminCan(actor: Actor, functionId: number, right: AdminRight): void {
  if (!adminCan(actor, functionId, right)) {
    throw new DomainError('access_denied', `no ${right} permission for function ${functionId}`, {
      functionId,
      right,
    });
  }
}
