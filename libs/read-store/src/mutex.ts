import { AsyncLocalStorage } from 'node:async_hooks';

/** The mutexes held by the current asynchronous call chain. */
const held = new AsyncLocalStorage<ReadonlySet<Mutex>>();

/** Runs tasks one at a time, in call order. A failed task does not stop the ones queued after it. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const outer = held.getStore();
    if (outer?.has(this)) {
      // A task waiting for the task it runs inside would wait forever; fail loudly instead.
      return Promise.reject(
        new Error('re-entrant call: a unit of work cannot start another on the same store'),
      );
    }
    const inner = new Set(outer).add(this);
    const result = this.tail.then(() => held.run(inner, task));
    this.tail = result.catch(() => undefined);
    return result;
  }
}
