/** Result of one job inside a group: a job may fail on its own without failing the group. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Pending<J, R> {
  job: J;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * Group commit. Jobs submitted while the event loop is busy (same tick, or during a commit, since
 * better-sqlite3 commits synchronously) queue up and are handed to `commit` together on the next
 * turn, so many appends share one transaction and one fsync. `commit` runs the whole group in one
 * transaction and returns one outcome per job; if it throws, nothing was committed and every job of
 * the group is rejected. Promises settle only after `commit` returned and, when there is a
 * `durable` step, after it resolved; if it fails, the group's successes are rejected with its error.
 */
export class GroupCommit<J, R> {
  private queue: Pending<J, R>[] = [];
  private scheduled = false;
  private drained: (() => void)[] = [];
  /** Groups committed and waiting for `durable`. */
  private unsettled = 0;

  constructor(
    private readonly commit: (jobs: J[]) => Outcome<R>[],
    /** Caps a transaction's length: the write lock is shared with the read store. */
    private readonly maxGroupSize: number,
    /** Resolves once what was committed so far is durable; settles are held until then. */
    private readonly durable?: () => Promise<void>,
  ) {}

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every job submitted so far has settled. */
  drain(): Promise<void> {
    if (this.idle()) return Promise.resolve();
    return new Promise<void>((resolve) => this.drained.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate rather than a microtask: it also gathers appends arriving from I/O callbacks of
    // the current loop turn, and lets pending I/O run between two oversized groups.
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const group =
      this.queue.length <= this.maxGroupSize ? this.queue : this.queue.slice(0, this.maxGroupSize);
    this.queue = group === this.queue ? [] : this.queue.slice(group.length);
    if (this.queue.length > 0) this.schedule();
    let outcomes: Outcome<R>[];
    try {
      outcomes = this.commit(group.map((p) => p.job));
    } catch (error) {
      outcomes = group.map(() => ({ ok: false, error }));
    }
    if (!this.durable) {
      this.settle(group, outcomes);
      return;
    }
    this.unsettled++;
    this.durable().then(
      () => this.settle(group, outcomes, true),
      (error: unknown) =>
        this.settle(
          group,
          outcomes.map((o) => (o.ok ? { ok: false, error } : o)),
          true,
        ),
    );
  }

  private settle(group: Pending<J, R>[], outcomes: Outcome<R>[], waited = false): void {
    if (waited) this.unsettled--;
    group.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
    if (this.idle()) {
      const waiters = this.drained;
      this.drained = [];
      for (const resolve of waiters) resolve();
    }
  }

  private idle(): boolean {
    return this.queue.length === 0 && this.unsettled === 0;
  }
}
