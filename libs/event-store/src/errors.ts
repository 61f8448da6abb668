/**
 * Errors the adapters add to the port's WrongExpectedRevisionError. Each one means "this append
 * changed nothing"; unlike a wrong expected revision, re-reading and retrying will not help.
 */

/** The append is malformed (empty batch, bad id, reserved type, data that is not a JSON object...). */
export class InvalidAppendError extends Error {
  constructor(
    readonly streamId: string,
    reason: string,
  ) {
    super(`append to ${streamId}: ${reason}`);
    this.name = 'InvalidAppendError';
  }
}

/**
 * Some event ids of the append are already stored, but not as that same append: only part of the
 * batch exists, in another order, or in another stream. A retried command must produce exactly the
 * events it produced before; anything else is a bug in how ids are derived, so it is not retryable.
 */
export class EventIdConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventId: string,
    reason: string,
  ) {
    super(`append to ${streamId}: event ${eventId} ${reason}`);
    this.name = 'EventIdConflictError';
  }
}

/** The store was closed; nothing more can be appended or read through it. */
export class EventStoreClosedError extends Error {
  constructor() {
    super('event store is closed');
    this.name = 'EventStoreClosedError';
  }
}
