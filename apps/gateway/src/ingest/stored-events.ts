import {
  telemetryDecider,
  type DomainEvent,
  type TelemetryEvent,
  type TelemetrySnapshotTaken,
  type TelemetryState,
} from '@gps/domain';
import type { NewEvent, RecordedEvent } from '@gps/event-store';
import type { Protocol } from '@gps/protocols';
import { timeOrderedId } from './event-ids';

/** Who wrote an event, kept in its metadata for the audit trail. */
export interface EventOrigin {
  /** The device's protocol; absent for the sweeper's decisions. */
  protocol?: Protocol;
}

/**
 * Random ids (time-ordered, see event-ids.ts): a device has no command id to derive them from. A
 * resend after a lost acknowledgement is a new command, and the domain's duplicate filter is what
 * absorbs it (as a `PositionRejected { reason: 'duplicate' }`, which also counts the resend).
 */
export function toNewEvent(event: DomainEvent, origin: EventOrigin): NewEvent {
  const metadata: Record<string, unknown> = { version: event.version, source: 'gateway' };
  if (origin.protocol !== undefined) metadata.protocol = origin.protocol;
  return { id: timeOrderedId(), type: event.type, data: event.data as Record<string, unknown>, metadata };
}

/**
 * A stored event back as the domain's type. The telemetry streams hold only events this ingest
 * wrote from the decider's output, so the shape is trusted; `evolve` ignores types it does not know.
 */
export function toTelemetryEvent(recorded: RecordedEvent): TelemetryEvent {
  const version = Number(recorded.metadata.version ?? 1);
  return { type: recorded.type, version, data: recorded.data } as unknown as TelemetryEvent;
}

/** A day stream's events folded from the start: its first event carries everything before it. */
export function foldDay(recorded: readonly RecordedEvent[]): TelemetryState {
  let state = telemetryDecider.initialState;
  for (const e of recorded) state = telemetryDecider.evolve(state, toTelemetryEvent(e));
  return state;
}

export function snapshotTakenData(recorded: RecordedEvent): TelemetrySnapshotTaken['data'] {
  return recorded.data as unknown as TelemetrySnapshotTaken['data'];
}
