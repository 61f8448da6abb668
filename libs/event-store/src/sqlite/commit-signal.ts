/**
 * Wakes subscriptions of this process as soon as one of its appends commits. Commits made by other
 * processes on the same file cannot signal, so a waiter also wakes after a timeout and polls.
 */
export class CommitSignal {
  private waiters = new Set<() => void>();

  notify(): void {
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const wake of waiters) wake();
  }

  /** Resolves on the next notify(), after `timeoutMs`, or when `wake` returned here is called. */
  wait(timeoutMs: number): { done: Promise<void>; wake: () => void } {
    let wake = (): void => undefined;
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), timeoutMs);
      wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      this.waiters.add(wake);
    });
    return { done, wake };
  }
}
