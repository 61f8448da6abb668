import type { ReadStreamOptions } from './event-store.port';

function nonNegativeInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer`);
  return value;
}

export function streamRange(options: ReadStreamOptions): { fromRevision: number; limit: number | undefined } {
  return {
    fromRevision: nonNegativeInteger('fromRevision', options.fromRevision ?? 0),
    limit: options.limit === undefined ? undefined : nonNegativeInteger('limit', options.limit),
  };
}

/** readAll's limit; the port's default is 1000. */
export function readLimit(limit: number | undefined): number {
  return nonNegativeInteger('limit', limit ?? 1000);
}

/** A subscription's batch size; the port's default is 500. */
export function subscribeBatchSize(maxBatch: number | undefined): number {
  const size = nonNegativeInteger('maxBatch', maxBatch ?? 500);
  if (size === 0) throw new RangeError('maxBatch must be at least 1');
  return size;
}
