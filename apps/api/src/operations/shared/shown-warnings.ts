import { hiddenWarningKinds, type Actor } from '@gps/domain';
import type { WarningKind } from '@gps/codes';
import type { WarningDoc } from '@gps/projections';
import type { ReadModels } from './read-models';
import { settingsNow } from './settings-now';
import { shownRequester } from './requester-name';

/** The warning kinds the platform's settings hide now (showOverspeed, showOffline). */
export async function hiddenKindsNow(read: Pick<ReadModels, 'find'>): Promise<WarningKind[]> {
  return hiddenWarningKinds(await settingsNow(read));
}

/** A warning as a viewer sees it: the list, handleWarning and the live push answer the same row. */
export function warningRow(doc: WarningDoc, viewer: Actor): WarningDoc {
  const handledBy =
    doc.handledBy === null || doc.handledByKind === null
      ? doc.handledBy
      : shownRequester(doc.handledByKind, doc.handledBy, viewer);
  return { ...doc, handledBy };
}
