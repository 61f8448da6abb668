import type { RecordedEvent } from '@gps/event-store';
import type { ReadModelWriter } from '@gps/read-store';

/** How one event type changes the directory's collections. */
export type Handler = (event: RecordedEvent, w: ReadModelWriter) => Promise<void>;

/**
 * Handlers by event type. Keyed by the domain's event type names, so a misspelt type fails to
 * compile instead of silently never matching.
 */
export type Handlers<Type extends string> = Partial<Record<Type, Handler>>;
