import type { z } from 'zod';
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
  ip: string;
  token?: string;
  /** Idempotency key for the commands this operation issues. */
  commandId: string;
  now: number;
}

export interface Operation<S extends z.ZodType = z.ZodType, O = unknown> {
  /** The /api call name, e.g. `createFleet`. */
  name: string;
  kind: 'query' | 'mutation';
  summary: string;
  input: S;
  access: Access;
  run(ctx: OperationContext, input: z.infer<S>): Promise<O>;
}

/** Keeps each operation's input type tied to its schema. */
export function operation<S extends z.ZodType, O>(op: Operation<S, O>): Operation<S, O> {
  return op;
}

/** Caller of an operation whose access excludes the public. */
export function callerOf(ctx: OperationContext): Caller {
  if (!ctx.caller) throw new Error(`operation requires a caller`);
  return ctx.caller;
}
