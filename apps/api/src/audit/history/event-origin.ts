import { parseStreamName, StreamCategory } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import { Collections } from '@gps/projections';
import type { ReadModels } from '../../operations/shared/read-models';

/** Who caused an event and why, as its metadata says. */
export interface EventOrigin {
  actorKind: string;
  actorId: string;
  call: string | null;
  commandId: string | null;
  ip: string | null;
}

/** What the log says when an event names no actor: nothing to resolve. */
const UNNAMED = { kind: 'system', id: '' };

/**
 * An event's origin from its metadata. A device's telemetry is written by the gateway with no actor
 * (the hot path keeps its metadata small): its stream names the device, which is the actor.
 */
export function originOf(event: RecordedEvent): EventOrigin {
  const meta = event.metadata;
  const actor = isActor(meta.actor) ? meta.actor : telemetryActor(event.streamId);
  return {
    actorKind: actor.kind,
    actorId: actor.id,
    call: textOrNull(meta.call),
    commandId: textOrNull(meta.commandId),
    ip: textOrNull(meta.ip),
  };
}

function telemetryActor(streamId: string): { kind: string; id: string } {
  const { category, id } = parseStreamName(streamId);
  if (category !== StreamCategory.TELEMETRY) return UNNAMED;
  // `<serial>-<YYYY-MM-DD>`: the serial is all digits, so it ends at the first dash.
  return { kind: 'device', id: id.slice(0, id.indexOf('-')) };
}

const isActor = (value: unknown): value is { kind: string; id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { kind?: unknown }).kind === 'string' &&
  typeof (value as { id?: unknown }).id === 'string';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Every distinct actor of some events by what people know them by, one lookup each: an
 * administrator's or a fleet's account name (their id when the read models no longer hold them), a
 * device's serial number, a system worker's name.
 */
export async function actorNames(
  read: ReadModels,
  origins: readonly EventOrigin[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const origin of origins) {
    const key = actorKey(origin);
    if (names.has(key)) continue;
    names.set(key, await nameOf(read, origin));
  }
  return names;
}

export const actorKey = (origin: Pick<EventOrigin, 'actorKind' | 'actorId'>): string =>
  `${origin.actorKind}:${origin.actorId}`;

async function nameOf(read: ReadModels, origin: EventOrigin): Promise<string> {
  switch (origin.actorKind) {
    case 'admin':
      return (await read.get(Collections.accounts, origin.actorId))?.account ?? origin.actorId;
    case 'fleet':
      return (await read.get(Collections.fleets, origin.actorId))?.account ?? origin.actorId;
    default:
      return origin.actorId;
  }
}
