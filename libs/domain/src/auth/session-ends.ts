import type { AccountKind } from '@gps/codes';
import { AccountStatus } from '../shared/status';
import { StreamCategory, parseStreamName } from '../streams';

/** Who signs in: an administrator, a fleet (main or sub-fleet) or a single device. */
export type SignInSubjectKind = AccountKind;

/** Why the sessions of a subject end; the order is from mildest to strongest. */
export type SessionEndReason = 'password' | 'suspended' | 'removed';

export interface SessionEnd {
  kind: SignInSubjectKind;
  subjectId: string;
  reason: SessionEndReason;
}

const SUBJECT_OF_CATEGORY: Readonly<Record<string, SignInSubjectKind>> = {
  [StreamCategory.ACCOUNT]: 'admin',
  [StreamCategory.FLEET]: 'fleet',
  [StreamCategory.DEVICE]: 'device',
};

const PASSWORD_CHANGED = new Set(['AccountPasswordChanged', 'FleetPasswordChanged', 'DevicePasswordChanged']);
const EDITED = new Set(['AccountEdited', 'FleetEdited']);
const REMOVED = new Set(['AccountDeleted', 'FleetDeleted']);
const STRENGTH: Readonly<Record<SessionEndReason, number>> = { password: 1, suspended: 2, removed: 3 };

function reasonOf(event: { type: string; data: unknown }): SessionEndReason | null {
  if (PASSWORD_CHANGED.has(event.type)) return 'password';
  if (REMOVED.has(event.type)) return 'removed';
  if (EDITED.has(event.type)) {
    const changes = (event.data as { changes?: { statusCode?: number } }).changes;
    if (changes?.statusCode === AccountStatus.SUSPENDED) return 'suspended';
  }
  return null;
}

/**
 * The sessions that events of one stream end (docs/decisions/sessions-and-codes.md): a password
 * change, a suspension or a removal ends every session of its subject; what a changer's own session
 * does is the caller's rule (a password change keeps it, nothing else does). Several such events
 * in one stream give one end, with the strongest reason.
 */
export function sessionEndOf(
  streamId: string,
  events: readonly { type: string; data: unknown }[],
): SessionEnd | null {
  const dash = streamId.indexOf('-');
  const kind = dash > 0 ? SUBJECT_OF_CATEGORY[streamId.slice(0, dash)] : undefined;
  if (!kind) return null;
  let reason: SessionEndReason | null = null;
  for (const event of events) {
    const found = reasonOf(event);
    if (found && (!reason || STRENGTH[found] > STRENGTH[reason])) reason = found;
  }
  return reason ? { kind, subjectId: parseStreamName(streamId).id, reason } : null;
}
