/**
 * Runs tasks one after another per key, different keys in parallel. Two requests of the same phone
 * can overlap (a retry racing the original); appending its messages one at a time keeps the order
 * and spares the device's stream a revision conflict.
 */
export class KeyedChain {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
