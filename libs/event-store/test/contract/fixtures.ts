import { randomUUID } from 'node:crypto';
import type { BatchHandler, EventStore, NewEvent, RecordedEvent, Subscription } from '../../src';

export function newEvent(data: Record<string, unknown> = {}, type = 'SomethingHappened'): NewEvent {
  return { id: randomUUID(), type, data };
}

export function newEvents(count: number, type = 'SomethingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, i) => newEvent({ i }, type));
}

/** Stream ids unique to one test, so the suite also runs against a shared, non-empty server. */
export function uniquePrefix(): string {
  return `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

export function uniqueStream(): string {
  return `${uniquePrefix()}-1`;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds; fails with `what` after `timeoutMs` (a guard, not a timing assertion). */
export async function eventually(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

export interface Collector {
  subscription: Subscription;
  batches: RecordedEvent[][];
  /** Every delivered event, in delivery order. */
  all(): RecordedEvent[];
  /** Delivered events of streams starting with `prefix`. */
  of(prefix: string): RecordedEvent[];
}

export function collect(
  store: EventStore,
  options: {
    after?: bigint;
    maxBatch?: number;
    types?: readonly string[];
    onError?: (e: unknown) => void;
  } = {},
  onBatch?: BatchHandler,
): Collector {
  const batches: RecordedEvent[][] = [];
  const subscription = store.subscribeAll(async (batch) => {
    batches.push(batch);
    await onBatch?.(batch);
  }, options);
  const all = (): RecordedEvent[] => batches.flat();
  return {
    subscription,
    batches,
    all,
    of: (prefix) => all().filter((e) => e.streamId.startsWith(`${prefix}-`)),
  };
}

export function expectStrictlyIncreasing(positions: bigint[]): void {
  for (let i = 1; i < positions.length; i++) {
    if (positions[i] <= positions[i - 1]) {
      throw new Error(`position ${positions[i]} at index ${i} does not follow ${positions[i - 1]}`);
    }
  }
}
