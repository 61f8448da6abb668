export type LiveKind = 'device' | 'warning';
export type LiveListener = (payload: unknown) => void;

/** Listeners by kind and topic; publishing to nobody costs a map lookup. */
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

  /** Each listener gets the payload once, however many of the topics it listens to. */
  publish(kind: LiveKind, topics: readonly string[], payload: unknown): void {
    const reached = new Set<LiveListener>();
    for (const topic of topics) {
      for (const listener of this.listeners.get(`${kind}|${topic}`) ?? []) {
        if (reached.has(listener)) continue;
        reached.add(listener);
        listener(payload);
      }
    }
  }
}
