import type { Call, CallInput, CallOutput } from '@gps/contracts';
import type { Caller } from '../sessions/sessions';

export type Right = 'add' | 'edit' | 'delete' | 'view';
export type ClientKind = 'fleet' | 'device';
export interface AdminRight {
  functionId: number;
  right: Right;
}

/**
 * Who may call an operation at all. Finer rules (tenancy, client permission slots) are checked inside
 * the operation with the domain's authorization functions.
 */
export type Access =
  | { public: true }
  | {
      public?: false;
      /**
       * Administrators need this function right (or one of several); absent = administrators may not
       * call it; 'any' = every signed-in administrator.
       */
      admin?: AdminRight | AdminRight[] | 'any';
      /** Client account kinds that may call it. */
      clients?: ClientKind[];
    };

/**
 * What an operation knows of its request, and nothing more: what it may do comes with its group
 * (the narrow parts its factory was given), never from the context.
 */
export interface OperationContext {
  caller?: Caller;
  /** The call's name: kept in the metadata of every event it causes. */
  call: string;
  ip: string;
  token?: string;
  /** Idempotency key for the commands this operation issues. */
  commandId: string;
  now: number;
}

/** What implements a call: who may call it, and what it does. */
export interface Implementation<C extends Call> {
  access: Access;
  run(ctx: OperationContext, input: CallInput<C>): Promise<CallOutput<C>>;
  /**
   * Every call of it is written to the system log, queries included (the auditors' reads: who looked
   * at what is itself audited), with what this says it read as the entry's detail.
   */
  audited?(input: CallInput<C>): string;
}

/** A declared call (libs/contracts) with its implementation, as the dispatcher holds it. */
export interface Operation {
  call: Call;
  access: Access;
  /** Called with the input its schema parsed. */
  run(ctx: OperationContext, input: unknown): Promise<unknown>;
  audited?(input: unknown): string;
}

/**
 * Implements a declared call: `run` gets the call's parsed input type and must answer its output
 * type, which TypeScript checks (nothing is parsed at run time).
 */
export function operation<C extends Call>(call: C, implementation: Implementation<C>): Operation {
  return { call, ...implementation };
}

/** Caller of an operation whose access excludes the public. */
export function callerOf(ctx: OperationContext): Caller {
  if (!ctx.caller) throw new Error(`operation requires a caller`);
  return ctx.caller;
}
