import { AUDIT_EXPORT_MEDIA_TYPE } from '@gps/codes';
import type { ExportedFile } from '@gps/contracts';
import type { RecordedEvent } from '@gps/event-store';
import { utf8Chunks } from '../../exports/chunks';
import { closingLine, eventLine, headerLine, type ExportScope } from './export-lines';

/** Its lines as they are read: the header, one per event, the closing count. */
async function* linesOf(
  scope: ExportScope,
  exportedAt: string,
  events: AsyncIterable<RecordedEvent>,
): AsyncGenerator<string> {
  yield headerLine(scope, exportedAt);
  let count = 0;
  let lastHash: string | null = null;
  for await (const event of events) {
    yield eventLine(event);
    count++;
    lastHash = event.hash ?? null;
  }
  yield closingLine(count, lastHash);
}

/** A file name without characters a file system or a header may refuse. */
function fileNameOf(scope: ExportScope, exportedAt: string): string {
  const what = scope.entity ? `${scope.entity.type}-${scope.entity.key || 'all'}` : 'log';
  const stamp = exportedAt.replace(/[:.]/g, '-');
  return `audit-${what}-${stamp}.jsonl`.replace(/[^\p{L}\p{N}._-]/gu, '_');
}

/**
 * An audit export as JSON Lines (docs/decisions/audit-chain.md, "Export"): nothing is read until
 * the body is, then the events are written as they come.
 */
export function auditExportFile(
  scope: ExportScope,
  exportedAt: string,
  events: () => AsyncIterable<RecordedEvent>,
): ExportedFile {
  return {
    mediaType: AUDIT_EXPORT_MEDIA_TYPE,
    fileName: fileNameOf(scope, exportedAt),
    body: utf8Chunks(
      linesOf(scope, exportedAt, { [Symbol.asyncIterator]: () => events()[Symbol.asyncIterator]() }),
    ),
  };
}
