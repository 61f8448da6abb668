import type { EventStore, RecordedEvent } from '@gps/event-store';
import type { AuditEntityRef } from '../entity-streams';
import { diffFields, shownFields } from './diff';
import type { FoldCheckpoints } from './fold-checkpoints';
import { countRecordedBy, recordedMicros } from './recorded-time';
import { StateFold } from './state-fold';

export interface StateMoments {
  at: number;
  compareAt?: number;
}

/**
 * An entity's state as of `at`: its events recorded at or before then, folded; with compareAt, what
 * differs from the state as of compareAt to the state as of `at`. Each moment is folded from the
 * nearest checkpoint before it, its stream read a checkpoint's worth at a time until past it.
 */
export async function auditStateAsOf(parts: StateParts, entity: AuditEntityRef, moments: StateMoments) {
  const fold = await foldedAsOf(parts, entity.streamId, moments.at);
  const fields = fold.fields();
  const compared =
    moments.compareAt === undefined
      ? undefined
      : (await foldedAsOf(parts, entity.streamId, moments.compareAt)).fields();
  return {
    entity,
    at: moments.at,
    exists: fold.exists(),
    revision: fold.count - 1,
    eventAt: fold.count > 0 ? fold.recordedAt : null,
    fields: shownFields(fields),
    compareAt: moments.compareAt ?? null,
    changes: compared === undefined ? [] : diffFields(compared, fields),
  };
}

interface StateParts {
  events: Pick<EventStore, 'readStream'>;
  checkpoints: FoldCheckpoints;
}

/** The stream folded up to its last event recorded at or before `moment`. */
async function foldedAsOf(parts: StateParts, streamId: string, moment: number): Promise<StateFold> {
  const start = parts.checkpoints.nearest(streamId, (c) => c.lastRecordedAt <= moment);
  const base = start?.count ?? 0;
  const recorded = await readUntilAfter(parts.events, streamId, base, moment, parts.checkpoints.every);
  return new StateFold(streamId, parts.checkpoints, start)
    .take(recorded)
    .advanceTo(base + countRecordedBy(recorded, moment));
}

/** The stream from `from` on, read a chunk at a time until an event recorded after `moment` (or its end). */
async function readUntilAfter(
  events: Pick<EventStore, 'readStream'>,
  streamId: string,
  from: number,
  moment: number,
  chunk: number,
): Promise<RecordedEvent[]> {
  const read: RecordedEvent[] = [];
  for (;;) {
    const next = await events.readStream(streamId, { fromRevision: from + read.length, limit: chunk });
    read.push(...next);
    const last = next[next.length - 1];
    if (next.length < chunk || last === undefined || recordedMicros(last) > moment) return read;
  }
}
