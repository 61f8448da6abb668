import type { EventStore } from '@gps/event-store';
import type { AuditEntityRef } from '../entity-streams';
import { diffFields, shownFields } from './diff';
import { countRecordedBy, recordedMicros } from './recorded-time';
import { StateFold } from './state-fold';

export interface StateMoments {
  at: number;
  compareAt?: number;
}

/**
 * An entity's state as of `at`: its events recorded at or before then, folded; with compareAt, what
 * differs from the state as of compareAt to the state as of `at`. One read, one fold (the earlier
 * moment is viewed on the way to the later).
 */
export async function auditStateAsOf(
  events: Pick<EventStore, 'readStream'>,
  entity: AuditEntityRef,
  moments: StateMoments,
) {
  const recorded = await events.readStream(entity.streamId);
  const atCount = countRecordedBy(recorded, moments.at);
  const compareCount =
    moments.compareAt === undefined ? undefined : countRecordedBy(recorded, moments.compareAt);
  const fold = StateFold.of(entity.streamId, recorded);
  const earlierFirst = compareCount !== undefined && compareCount < atCount;
  const compared =
    compareCount === undefined ? undefined : earlierFirst ? fold.advanceTo(compareCount).fields() : undefined;
  fold.advanceTo(atCount);
  const fields = fold.fields();
  const exists = fold.exists();
  const laterCompared =
    compareCount === undefined || earlierFirst ? undefined : fold.advanceTo(compareCount).fields();
  const before = compared ?? laterCompared;
  const last = atCount > 0 ? recorded[atCount - 1] : undefined;
  return {
    entity,
    at: moments.at,
    exists,
    revision: last?.revision ?? -1,
    eventAt: last ? recordedMicros(last) : null,
    fields: shownFields(fields),
    compareAt: moments.compareAt ?? null,
    changes: before === undefined ? [] : diffFields(before, fields),
  };
}
