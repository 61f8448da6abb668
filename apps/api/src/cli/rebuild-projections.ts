import type { Platform } from '../platform/platform';

/** What `npm run rebuild` shows while it works (a progress bar per projection in the terminal). */
export interface RebuildReporter {
  /** `done` and `head` are log positions; called after every replayed batch. */
  progress(name: string, done: bigint, head: bigint): void;
  /** Called once per projection; `replayed` is false when the log had no events. */
  finished(name: string, replayed: boolean): void;
}

export class UnknownProjectionError extends Error {
  constructor(
    readonly unknown: string[],
    readonly known: string[],
  ) {
    super(`unknown projection(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
    this.name = 'UnknownProjectionError';
  }
}

/**
 * The work of `npm run rebuild -- [projection ...]`: drops the named read models (all without a
 * name) and replays the whole event log into them. Meant for a stopped platform; nothing is rebuilt
 * when a name is unknown. Returns the names rebuilt, in order.
 */
export async function rebuildProjections(
  platform: Pick<Platform, 'runner'>,
  requested: readonly string[],
  reporter: RebuildReporter,
): Promise<string[]> {
  const known = platform.runner.names();
  const names = requested.length > 0 ? [...requested] : known;
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) throw new UnknownProjectionError(unknown, known);
  for (const name of names) {
    let replayed = false;
    await platform.runner.rebuild(name, (done, head) => {
      replayed = true;
      reporter.progress(name, done, head);
    });
    reporter.finished(name, replayed);
  }
  return names;
}
