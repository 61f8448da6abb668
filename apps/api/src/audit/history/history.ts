import type { EventStore, RecordedEvent } from '@gps/event-store';
import type { ReadModels } from '../../operations/shared/read-models';
import type { AuditEntityRef } from '../entity-streams';
import { diffFields, type FieldChange } from './diff';
import { actorKey, actorNames, originOf } from './event-origin';
import { flatten, type Fields } from './fields';
import type { FoldCheckpoints } from './fold-checkpoints';
import { foldOf } from './fold-registry';
import { jsonView } from './json-view';
import { recordedMicros } from './recorded-time';
import { StateFold } from './state-fold';

export interface HistoryPage {
  index: number;
  rows: number;
}

export interface HistoryParts {
  events: Pick<EventStore, 'readStream'>;
  read: ReadModels;
  checkpoints: FoldCheckpoints;
}

const NOTHING: Fields = new Map();

/**
 * A page of an entity's events, oldest first, each with who caused it and what it changed: the
 * state folded before and after it, compared field by field; for a stream of facts (a telemetry
 * day), the fields its data carries. The stream is read once, from the nearest checkpoint to the
 * page's last event, and folded once; only the page's events are viewed.
 */
export async function auditHistory(parts: HistoryParts, entity: AuditEntityRef, page: HistoryPage) {
  const from = Math.min(page.index * page.rows, entity.events);
  const to = Math.min(from + page.rows, entity.events);
  if (to === from) return { entity, total: entity.events, rows: [] };
  const { shown, changes } = foldOf(entity.streamId)
    ? await foldedPage(parts, entity.streamId, from, to)
    : await factsPage(parts, entity.streamId, from, to);
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

interface PageEvents {
  shown: RecordedEvent[];
  changes: FieldChange[][];
}

async function foldedPage(
  parts: HistoryParts,
  streamId: string,
  from: number,
  to: number,
): Promise<PageEvents> {
  const start = parts.checkpoints.nearest(streamId, (c) => c.count <= from);
  const first = start?.count ?? 0;
  const recorded = await parts.events.readStream(streamId, { fromRevision: first, limit: to - first });
  const fold = new StateFold(streamId, parts.checkpoints, start).take(recorded).advanceTo(from);
  let before = fold.fields();
  const changes: FieldChange[][] = [];
  for (let next = from + 1; next <= to; next++) {
    const after = fold.advanceTo(next).fields();
    changes.push(diffFields(before, after));
    before = after;
  }
  return { shown: recorded.slice(from - first), changes };
}

async function factsPage(
  parts: HistoryParts,
  streamId: string,
  from: number,
  to: number,
): Promise<PageEvents> {
  const shown = await parts.events.readStream(streamId, { fromRevision: from, limit: to - from });
  return { shown, changes: shown.map((event) => diffFields(NOTHING, flatten(jsonView(event.data)))) };
}
