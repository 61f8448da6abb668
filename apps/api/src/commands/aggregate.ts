import type { Decider, DomainEvent } from '@gps/domain';
import type { Caller } from '../sessions/sessions';
import type { CommandMeta, HandleResult } from './command-handler';
import { systemActor, type EventActor, type SystemWorker } from './system-workers';

/**
 * Who issues a command and why: the call's idempotency key, its caller (none for the system itself)
 * or the system worker acting, and the call and request address that caused it. An operation's
 * context is one (OperationContext has every field), so `execute(ctx, ...)` carries it all.
 */
export interface CommandOrigin {
  commandId: string;
  caller?: Caller;
  /** Who acts where the call has no caller yet: the account a sign-in or a password reset proves. */
  actor?: EventActor;
  /** The worker acting when no caller does. */
  worker?: SystemWorker;
  /** The /api call that caused it. */
  call?: string;
  /** The address the request came from. */
  ip?: string;
}

/**
 * An origin as event metadata keeps it. The caller is the actor; without one, the account the public
 * call proved, else the worker; anything else is the system answering that call, so its actor names
 * the call.
 */
export function commandMetaOf(origin: CommandOrigin): CommandMeta {
  const actor = origin.caller
    ? { kind: origin.caller.actor.kind, id: origin.caller.subjectId }
    : (origin.actor ??
      (origin.worker ? systemActor(origin.worker) : { kind: 'system', id: origin.call ?? 'system' }));
  return { commandId: origin.commandId, actor, call: origin.call, ip: origin.ip };
}

/**
 * Runs one decision on one stream under one idempotency key (the platform's: load, decide, append,
 * wait for the read models, end what the events end).
 */
export type RunCommand = <C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  origin: CommandOrigin,
) => Promise<HandleResult<E>>;

/** A decider and the stream category it decides on: the pairing, written once per aggregate. */
export interface AggregateType<C, E extends DomainEvent, S, Id> {
  decider: Decider<C, E, S>;
  stream(id: Id): string;
}

export function aggregate<C, E extends DomainEvent, S, Id = string>(
  decider: Decider<C, E, S>,
  stream: (id: Id) => string,
): AggregateType<C, E, S, Id> {
  return { decider, stream };
}

export interface ExecuteOptions {
  /**
   * Names this command among the several one call issues (`allocate-<serial>`); absent for the
   * call's single (or main) command. See idempotencyKey.
   */
  key?: string;
}

/** An aggregate bound to the platform's command runner: what operations issue commands through. */
export interface Aggregate<C, E extends DomainEvent = DomainEvent, Id = string> {
  execute(origin: CommandOrigin, id: Id, command: C, options?: ExecuteOptions): Promise<HandleResult<E>>;
  /**
   * Decides a creation on an empty stream without writing anything, so that bad input is refused
   * (-2) before anything else is checked or written (a name reserved, a right refused).
   */
  validateNew(command: C): void;
}

/**
 * The idempotency key of one command of a call (docs/decisions/operation-ports.md): the call's own key
 * for its single or main command, `<call key>/<name>` for each further one. A retried call (same
 * requestId, so the same call key) gives every command the key it had the first time, and the
 * command handler finds it already written.
 */
export function idempotencyKey(origin: Pick<CommandOrigin, 'commandId'>, key?: string): string {
  return key === undefined ? origin.commandId : `${origin.commandId}/${key}`;
}

export function bindAggregate<C, E extends DomainEvent, S, Id>(
  type: AggregateType<C, E, S, Id>,
  run: RunCommand,
): Aggregate<C, E, Id> {
  return {
    execute: (origin, id, command, options = {}) =>
      run(type.decider, type.stream(id), command, {
        commandId: idempotencyKey(origin, options.key),
        caller: origin.caller,
        actor: origin.actor,
        worker: origin.worker,
        call: origin.call,
        ip: origin.ip,
      }),
    validateNew: (command) => void type.decider.decide(command, type.decider.initialState),
  };
}
