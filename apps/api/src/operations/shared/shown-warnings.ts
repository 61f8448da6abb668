import { hiddenWarningKinds, type Actor } from '@gps/domain';
import type { WarningKind } from '@gps/codes';
import { Collections, type WarningDoc } from '@gps/projections';
import type { ReadModels } from './read-models';
import { shownRequester } from './requester-name';

/** The warning kinds the platform's settings hide now (showOverspeed, showOffline). */
export async function hiddenKindsNow(read: Pick<ReadModels, 'find'>): Promise<WarningKind[]> {
  const stored = new Map((await read.find(Collections.settings, {})).rows.map((s) => [s.id, s.value]));
  return hiddenWarningKinds((id) => stored.get(id));
}

/** A warning as a viewer sees it: the list, handleWarning and the live push answer the same row. */
export function warningRow(doc: WarningDoc, viewer: Actor): WarningDoc {
  const handledBy =
    doc.handledBy === null || doc.handledByKind === null
      ? doc.handledBy
      : shownRequester(doc.handledByKind, doc.handledBy, viewer);
  return { ...doc, handledBy };
}
