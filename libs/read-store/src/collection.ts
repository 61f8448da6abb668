import type { Collection, Doc } from './read-store.port';

/**
 * Declares a collection of `T` documents: `collection<FleetDoc>('fleets')`. The name is checked by
 * the store at its first use (an invalid one rejects with `ReadStoreInputError` there).
 */
export function collection<T extends Doc = Doc>(name: string): Collection<T> {
  return Object.freeze({ name });
}
