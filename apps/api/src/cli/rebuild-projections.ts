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
 * name) and replays the whole event log into them, read once for all of them. Meant for a stopped
 * platform; nothing is rebuilt when a name is unknown. Returns the names rebuilt, in order.
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
  // The log read once for all of them (runner.rebuildTogether), each shown progressing with it.
  let replayed = false;
  await platform.runner.rebuildTogether(names, (done, head) => {
    replayed = true;
    for (const name of names) reporter.progress(name, done, head);
  });
  for (const name of names) reporter.finished(name, replayed);
  return names;
}
