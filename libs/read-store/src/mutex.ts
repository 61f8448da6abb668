/**
 * Runs tasks one at a time, in call order. A failed task does not stop the ones queued after it.
 *
 * A task that runs another task on the same mutex and waits for it waits forever. That is not
 * detected: detecting it needs the caller's asynchronous context (an `AsyncLocalStorage`), and on
 * Node 20 one such store turns on the promise hooks of the whole process, which cost about a sixth
 * of a rebuild's CPU (docs/decisions/async-context.md).
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
