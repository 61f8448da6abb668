import type { EventStore, RecordedEvent } from '@gps/event-store';
import type { ReadModels } from '../../operations/shared/read-models';
import type { AuditEntityRef } from '../entity-streams';
import { diffFields, type FieldChange } from './diff';
import { actorKey, actorNames, originOf } from './event-origin';
import { flatten, type Fields } from './fields';
import { foldOf } from './fold-registry';
import { jsonView } from './json-view';
import { recordedMicros } from './recorded-time';
import { StateFold } from './state-fold';

export interface HistoryPage {
  index: number;
  rows: number;
}

const NOTHING: Fields = new Map();

/**
 * A page of an entity's events, oldest first, each with who caused it and what it changed: the
 * state folded before and after it, compared field by field; for a stream of facts (a telemetry
 * day), the fields its data carries. The stream is read once, up to the page's last event, and
 * folded once; only the page's events are viewed.
 */
export async function auditHistory(
  parts: { events: Pick<EventStore, 'readStream'>; read: ReadModels },
  entity: AuditEntityRef,
  page: HistoryPage,
) {
  const from = Math.min(page.index * page.rows, entity.events);
  const to = Math.min(from + page.rows, entity.events);
  if (to === from) return { entity, total: entity.events, rows: [] };
  const folds = foldOf(entity.streamId) !== undefined;
  const recorded = await parts.events.readStream(
    entity.streamId,
    folds ? { limit: to } : { fromRevision: from, limit: to - from },
  );
  const shown = folds ? recorded.slice(from) : recorded;
  const changes = folds ? foldedChanges(entity.streamId, recorded, from) : shown.map(dataChanges);
  const origins = shown.map(originOf);
  const names = await actorNames(parts.read, origins);
  const rows = shown.map((event, i) => ({
    position: event.position.toString(),
    revision: event.revision,
    type: event.type,
    version: Number(event.metadata.version ?? 1),
    recordedAt: recordedMicros(event),
    ...origins[i],
    actor: names.get(actorKey(origins[i])) ?? origins[i].actorId,
    changes: changes[i],
    hash: event.hash ?? null,
  }));
  return { entity, total: entity.events, rows };
}

function foldedChanges(streamId: string, recorded: readonly RecordedEvent[], from: number): FieldChange[][] {
  const fold = StateFold.of(streamId, recorded).advanceTo(from);
  let before = fold.fields();
  const changes: FieldChange[][] = [];
  for (let next = from + 1; next <= recorded.length; next++) {
    const after = fold.advanceTo(next).fields();
    changes.push(diffFields(before, after));
    before = after;
  }
  return changes;
}

const dataChanges = (event: RecordedEvent): FieldChange[] =>
  diffFields(NOTHING, flatten(jsonView(event.data)));
