/** A stream's state folded up to a count of its events, and when the last of them was recorded (µs). */
export interface Checkpoint {
  count: number;
  state: unknown;
  lastRecordedAt: number;
}

export interface FoldCheckpointOptions {
  /** A checkpoint is kept every this many events of a stream. */
  every: number;
  /** Streams whose checkpoints are kept; the least recently used goes first. */
  maxStreams: number;
  /** How long a stream's checkpoints are kept after they were first made. */
  ttlMs: number;
  now(): number;
}

interface StreamCheckpoints {
  checkpoints: Checkpoint[];
  expiresAt: number;
}

/**
 * States folded on the way through a long stream, kept a while in memory, so that the next read of
 * it (the next page, another moment) folds on from the nearest one instead of from the start
 * (docs/decisions/audit-history.md, "Speed"). A stream's events never change once appended, so a
 * checkpoint stays true; what can change is how they read (a person's data erased), which is why
 * they expire and `forgetAll` drops them.
 */
export class FoldCheckpoints {
  private readonly streams = new Map<string, StreamCheckpoints>();

  constructor(private readonly options: FoldCheckpointOptions) {}

  get every(): number {
    return this.options.every;
  }

  /** The checkpoint with the most events among those `fits` accepts (they are kept in order). */
  nearest(streamId: string, fits: (checkpoint: Checkpoint) => boolean): Checkpoint | undefined {
    const kept = this.streams.get(streamId);
    if (!kept) return undefined;
    if (kept.expiresAt <= this.options.now()) {
      this.streams.delete(streamId);
      return undefined;
    }
    // Most recently used last: the least recently used is the first to go.
    this.streams.delete(streamId);
    this.streams.set(streamId, kept);
    let found: Checkpoint | undefined;
    for (const checkpoint of kept.checkpoints) {
      if (!fits(checkpoint)) break;
      found = checkpoint;
    }
    return found;
  }

  remember(streamId: string, checkpoint: Checkpoint): void {
    let kept = this.streams.get(streamId);
    if (!kept) {
      kept = { checkpoints: [], expiresAt: this.options.now() + this.options.ttlMs };
      this.streams.set(streamId, kept);
      const oldest = this.streams.keys().next().value;
      if (this.streams.size > this.options.maxStreams && oldest !== undefined) this.streams.delete(oldest);
    }
    const last = kept.checkpoints[kept.checkpoints.length - 1];
    if (last !== undefined && last.count >= checkpoint.count) return;
    kept.checkpoints.push(checkpoint);
  }

  forgetAll(): void {
    this.streams.clear();
  }
}
