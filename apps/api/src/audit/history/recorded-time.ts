import type { RecordedEvent } from '@gps/event-store';

const MICROS_PER_MS = 1000;

/** When the log recorded an event, in epoch microseconds: the auditors' time basis. */
export const recordedMicros = (event: RecordedEvent): number => Date.parse(event.recordedAt) * MICROS_PER_MS;

/**
 * How many of a stream's events (in revision order) were recorded at or before `at`. A stream is
 * appended in time order, so they are a prefix of it.
 */
export function countRecordedBy(events: readonly RecordedEvent[], at: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (recordedMicros(events[middle]) <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}
