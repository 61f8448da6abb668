import { isIP } from 'node:net';
import type { Decider, DomainEvent } from '@gps/domain';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '@gps/event-store';
import { eventIdFor } from '../infrastructure/ids';
import type { EventActor } from './system-workers';

export interface CommandMeta {
  /** Idempotency key: a retried command with the same id never writes twice. */
  commandId: string;
  /** Who caused it, for the audit trail: a caller, a system worker, a device. */
  actor: EventActor;
  /** The /api call that caused it, where one did. */
  call?: string;
  /** The address the request came from, where there was one. */
  ip?: string;
}

export interface HandleResult<E> {
  events: E[];
  /** Global position of the last event written, or undefined when the decision produced nothing. */
  position?: bigint;
  /** True when this command id had already been applied (nothing was written now). */
  duplicate: boolean;
}

const MAX_ATTEMPTS = 5;

/**
 * Load -> decide -> append with the expected revision; on a concurrent write, reload and decide again.
 * The decider stays pure; everything that touches the store is here.
 */
export class CommandHandler {
  constructor(private readonly store: EventStore) {}

  async handle<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    meta: CommandMeta,
  ): Promise<HandleResult<E>> {
    const firstId = eventIdFor(meta.commandId, 0);
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(streamId);
      if (recorded.some((e) => e.id === firstId)) return { events: [], duplicate: true };
      const state = recorded.reduce(
        (s, e) =>
          decider.evolve(s, { type: e.type, version: Number(e.metadata.version ?? 1), data: e.data } as E),
        decider.initialState,
      );
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, duplicate: false };
      const expected = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].revision;
      try {
        const result = await this.store.append(
          streamId,
          events.map((e, i) => toNewEvent(e, i, meta)),
          expected,
        );
        return { events, position: result.position, duplicate: false };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** Appends facts that need no decision (log entries) to a stream, idempotently. */
  async record(streamId: string, events: DomainEvent[], meta: CommandMeta): Promise<bigint> {
    const result = await this.store.append(
      streamId,
      events.map((e, i) => toNewEvent(e, i, meta)),
      'any',
    );
    return result.position;
  }
}

function toNewEvent(event: DomainEvent, index: number, meta: CommandMeta): NewEvent {
  return {
    id: eventIdFor(meta.commandId, index),
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: metadataOf(event, meta),
  };
}

/** `{ version, commandId, actor, call, ip }`, leaving out what is unknown (stored JSON has no undefined). */
function metadataOf(event: DomainEvent, meta: CommandMeta): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    version: event.version,
    commandId: meta.commandId,
    actor: meta.actor,
  };
  if (meta.call !== undefined) metadata.call = meta.call;
  // Only an address: behind a trusted proxy the address is the client's X-Forwarded-For, any text
  // up to the header limit, which the permanent log must not keep on every event.
  if (meta.ip !== undefined && isIP(meta.ip) !== 0) metadata.ip = meta.ip;
  return metadata;
}
