import type { ReadStore } from '@gps/read-store';

/** What operations may do with the read models: read them. Writing is the projections' business. */
export type ReadModels = Pick<ReadStore, 'get' | 'find'>;
