import { parseStreamName, StreamCategory, type Fence, type FenceEventData } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { EventTap } from './event-tap';

/** The events that change a device's fences: a tap serving the gateway must deliver them. */
export const FENCE_EDIT_EVENT_TYPES: readonly string[] = ['FenceAdded', 'FenceChanged', 'FenceRemoved'];

/** Where a heard fence edit goes: the gateway's ingest. */
export interface FenceEditListener {
  fenceChanged(serial: string, fence: Fence): void;
  fenceRemoved(serial: string, fenceId: string): void;
}

/**
 * Tells the gateway of every fence added, changed or removed that it hears in the log, so each
 * device's next position is checked against its fences as they are, without the gateway reading
 * the device's places again (docs/decisions/fence-crossings.md). Each event carries the whole fence.
 * Returns the unsubscribe function.
 */
export function forwardFenceEdits(tap: EventTap, ingest: FenceEditListener): () => void {
  return tap.listen((batch) => {
    for (const event of batch) forward(event, ingest);
  });
}

function forward(event: RecordedEvent, ingest: FenceEditListener): void {
  if (!FENCE_EDIT_EVENT_TYPES.includes(event.type)) return;
  const { category, id } = parseStreamName(event.streamId);
  if (category !== StreamCategory.PLACES) return;
  const { fence } = event.data as unknown as FenceEventData;
  if (event.type === 'FenceRemoved') ingest.fenceRemoved(id, fence.fenceId);
  else ingest.fenceChanged(id, fence);
}
