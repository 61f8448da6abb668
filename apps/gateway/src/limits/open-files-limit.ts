import { readFileSync } from 'node:fs';

/** Assumed when the limit cannot be read (not Linux): the most common default soft limit. */
export const ASSUMED_OPEN_FILES_LIMIT = 1024;
/** Descriptors always left to the api, whatever the limit: its stores, its HTTP and websocket clients. */
export const MIN_API_RESERVE = 256;
/** Beyond the minimum, this share of the limit is left to the api. */
export const API_RESERVE_SHARE = 0.25;
/**
 * The most device connections by default, however high the limit: about what one process can
 * serve (the ingestion benchmark sustains about 22,000 positions/s; 100,000 trackers reporting
 * every 5 s are 20,000/s), and about 0.6 GB of memory at 6 KB per connection.
 */
export const MAX_DEVICE_CONNECTIONS_CEILING = 100_000;

/**
 * The soft limit on open files of this process (the one that makes accept() fail with EMFILE),
 * from `/proc/self/limits`; undefined when it cannot be read. Node raises its soft limit to the
 * hard one at startup, so this is what the process really has. Threads share it.
 */
export function readOpenFilesLimit(file = '/proc/self/limits'): number | undefined {
  try {
    return parseOpenFilesLimit(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The soft "Max open files" of a `/proc/<pid>/limits` text; Infinity for unlimited. */
export function parseOpenFilesLimit(limits: string): number | undefined {
  const match = /^Max open files\s+(\d+|unlimited)\s/m.exec(limits);
  if (!match) return undefined;
  return match[1] === 'unlimited' ? Infinity : Number(match[1]);
}

/**
 * How many connections the device ports may hold together: the open-files limit minus the api's
 * reserve (a quarter of the limit, at least 256), at most MAX_DEVICE_CONNECTIONS_CEILING. The
 * gateway runs in the api's process and shares its descriptors: without this, idle connections
 * to the device ports could take every descriptor and the api could accept no one.
 */
export function defaultMaxConnections(limit: number | undefined): number {
  const known = limit ?? ASSUMED_OPEN_FILES_LIMIT;
  if (known === Infinity) return MAX_DEVICE_CONNECTIONS_CEILING;
  const reserve = Math.max(MIN_API_RESERVE, Math.ceil(known * API_RESERVE_SHARE));
  return Math.max(1, Math.min(MAX_DEVICE_CONNECTIONS_CEILING, known - reserve));
}
