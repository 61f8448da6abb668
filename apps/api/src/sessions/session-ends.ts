import { sessionEndOf, type DomainEvent } from '@gps/domain';
import type { ReadStore } from '@gps/read-store';
import type { KnownAddresses } from './known-addresses';
import { voidResetKeys } from './password-reset';
import type { Caller, Sessions } from './sessions';

/**
 * What ends with an account's credentials, applied after every command whatever the call or the
 * door: a password change, a suspension or a removal ends the subject's sessions, voids its
 * outstanding reset keys and forgets its known addresses. The session that changed its own
 * password stays open; every other one ends (docs/decisions/sessions-and-codes.md).
 */
export class SessionEnds {
  constructor(
    private readonly sessions: Sessions,
    private readonly store: ReadStore,
    private readonly knownAddresses: KnownAddresses,
  ) {}

  async after(caller: Caller | undefined, streamId: string, events: readonly DomainEvent[]): Promise<void> {
    const end = sessionEndOf(streamId, events);
    if (!end) return;
    const own = caller?.actor.kind === end.kind && caller.subjectId === end.subjectId;
    const keep = own && end.reason === 'password' ? caller.sessionId : undefined;
    await this.sessions.endAllOf(end.kind, end.subjectId, keep);
    await voidResetKeys(this.store, end.kind, end.subjectId);
    await this.knownAddresses.forget(end.kind, end.subjectId);
  }
}
