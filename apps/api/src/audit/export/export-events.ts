import type { EventStore, RecordedEvent } from '@gps/event-store';
import type { ExportPeriod } from './export-lines';

/** Events read from the store at a time: the file is written as they come, never held whole. */
export const EXPORT_READ_PAGE = 1000;
const MICROS_PER_MS = 1000;

/** What the export reads: the store as the adapter keeps it (stored form, hashes included). */
export type ExportSource = Pick<EventStore, 'readStream' | 'readAll'>;

const recordedMicros = (event: RecordedEvent): number => Date.parse(event.recordedAt) * MICROS_PER_MS;

/**
 * The events of a period as one run of positions: from the first recorded at or after its start to
 * the last before the first recorded at or after its end. Recording times follow positions (one
 * writer at a time stamps each commit), and taking a run rather than filtering keeps a whole-log
 * export one unbroken piece of the chain, each line linked to the one before it.
 */
async function* withinPeriod(
  pages: AsyncIterable<RecordedEvent[]>,
  period: ExportPeriod | undefined,
): AsyncGenerator<RecordedEvent> {
  let started = period === undefined;
  for await (const page of pages) {
    for (const event of page) {
      if (period && recordedMicros(event) >= period.endTime) return;
      if (!started && period && recordedMicros(event) >= period.startTime) started = true;
      if (started) yield event;
    }
  }
}

async function* streamPages(source: ExportSource, streamId: string): AsyncGenerator<RecordedEvent[]> {
  for (let fromRevision = 0; ; fromRevision += EXPORT_READ_PAGE) {
    const page = await source.readStream(streamId, { fromRevision, limit: EXPORT_READ_PAGE });
    if (page.length > 0) yield page;
    if (page.length < EXPORT_READ_PAGE) return;
  }
}

async function* logPages(source: ExportSource): AsyncGenerator<RecordedEvent[]> {
  let after: bigint | undefined;
  for (;;) {
    const page = await source.readAll({ after, limit: EXPORT_READ_PAGE });
    if (page.length > 0) yield page;
    if (page.length < EXPORT_READ_PAGE) return;
    after = page[page.length - 1].position;
  }
}

/** An entity's events in revision order, within the period if there is one. */
export const streamEvents = (source: ExportSource, streamId: string, period?: ExportPeriod) =>
  withinPeriod(streamPages(source, streamId), period);

/** The whole log's events of a period, in position order. */
export const logEvents = (source: ExportSource, period: ExportPeriod) =>
  withinPeriod(logPages(source), period);
