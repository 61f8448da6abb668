import { parseStreamName, StreamCategory, type DeviceChanges } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { EventTap } from './event-tap';

/** The event that changes a device's model: a tap that serves the gateway must deliver it. */
export const MODEL_EDIT_EVENT_TYPES: readonly string[] = ['DeviceEdited'];

/** Where a heard model edit goes: the gateway's registry of known devices. */
export interface ModelEditListener {
  modelChanged(serial: string, model: string | null): void;
}

/**
 * Tells the gateway of every edit of a device's model it hears in the log, so the device's next
 * connection decodes by the new model without the gateway re-reading the device. Returns the
 * unsubscribe function.
 */
export function forwardModelEdits(tap: EventTap, gateway: ModelEditListener): () => void {
  return tap.listen((batch) => {
    for (const event of batch) {
      const edit = modelEditOf(event);
      if (edit) gateway.modelChanged(edit.serial, edit.model);
    }
  });
}

function modelEditOf(event: RecordedEvent): { serial: string; model: string | null } | undefined {
  if (!MODEL_EDIT_EVENT_TYPES.includes(event.type)) return undefined;
  const { category, id } = parseStreamName(event.streamId);
  if (category !== StreamCategory.DEVICE) return undefined;
  const changes = (event.data as { changes?: DeviceChanges }).changes;
  if (changes?.model === undefined) return undefined;
  return { serial: id, model: changes.model };
}
