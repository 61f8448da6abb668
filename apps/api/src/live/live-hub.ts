/** What a live update is: a device row, a warning, an announcement, a message to one account. */
export type LiveKind = 'device' | 'warning' | 'announcement' | 'message';
/** Gets, in one call per published batch, the items of the batch on its topics. */
export type LiveListener = (items: readonly unknown[]) => void;

/** Listeners by kind and topic; publishing to nobody costs a map lookup per item and topic. */
export class LiveHub {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private count = 0;

  get subscribers(): number {
    return this.count;
  }

  listen(kind: LiveKind, topics: readonly string[], listener: LiveListener): () => void {
    const keys = topics.map((t) => `${kind}|${t}`);
    for (const key of keys) {
      let set = this.listeners.get(key);
      if (!set) this.listeners.set(key, (set = new Set()));
      set.add(listener);
    }
    this.count++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count--;
      for (const key of keys) {
        const set = this.listeners.get(key);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(key);
      }
    };
  }

  /**
   * One call per listener with the items on its topics, in the batch's order, each item once
   * however many of its topics the listener listens to: a subscriber then handles a batch as a
   * whole (one message for a list subscription) instead of item by item.
   */
  publishBatch<T>(kind: LiveKind, items: readonly T[], topicsOf: (item: T) => readonly string[]): void {
    const reached = new Map<LiveListener, T[]>();
    for (const item of items) {
      for (const topic of topicsOf(item)) {
        for (const listener of this.listeners.get(`${kind}|${topic}`) ?? []) {
          const given = reached.get(listener);
          if (!given) reached.set(listener, [item]);
          // Items are visited one after the other, so one already given is the last of the list.
          else if (given[given.length - 1] !== item) given.push(item);
        }
      }
    }
    for (const [listener, given] of reached) listener(given);
  }
}
