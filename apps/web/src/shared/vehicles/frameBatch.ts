/**
 * Asks for `run` before the next frame is painted and returns how to take the request back: the
 * browser's `requestAnimationFrame` in the app, a hand-driven queue in the tests.
 */
export type FrameScheduler = (run: () => void) => () => void;

export const nextAnimationFrame: FrameScheduler = (run) => {
  const id = window.requestAnimationFrame(() => run());
  return () => window.cancelAnimationFrame(id);
};

export interface FrameBatch<T> {
  /** Rows that arrived; they reach `flush` with the others of the same frame. */
  add(rows: readonly T[]): void;
  /** Drops what waits and the frame asked for (the page is going away). */
  cancel(): void;
}

export interface FrameBatchOptions {
  /** The least time between two hand-overs (ms); 0 hands over at every frame. */
  minIntervalMs?: number;
  schedule?: FrameScheduler;
  /** A clock in ms (`performance.now` in the app). */
  now?: () => number;
}

/**
 * Live rows arrive in many small messages (a fleet of 10,000 vehicles sends about a thousand rows
 * a second): applying each as it comes would re-render the page hundreds of times a second. The
 * batch keeps one row per key (the one `keep` prefers, so an older row arriving late never
 * replaces a newer one) and hands them all to `flush` at once, in an animation frame, and no more
 * often than every `minIntervalMs`.
 */
export function frameBatch<T>(
  keyOf: (row: T) => string,
  keep: (held: T, incoming: T) => boolean,
  flush: (rows: T[]) => void,
  { minIntervalMs = 0, schedule = nextAnimationFrame, now = () => performance.now() }: FrameBatchOptions = {},
): FrameBatch<T> {
  let waiting = new Map<string, T>();
  let cancelFrame: (() => void) | null = null;
  let lastFlush = Number.NEGATIVE_INFINITY;

  const run = () => {
    cancelFrame = null;
    if (now() - lastFlush < minIntervalMs) {
      cancelFrame = schedule(run);
      return;
    }
    lastFlush = now();
    const rows = [...waiting.values()];
    waiting = new Map();
    if (rows.length > 0) flush(rows);
  };

  return {
    add(rows) {
      for (const row of rows) {
        const key = keyOf(row);
        const held = waiting.get(key);
        if (held === undefined || keep(held, row)) waiting.set(key, row);
      }
      if (cancelFrame === null && waiting.size > 0) cancelFrame = schedule(run);
    },
    cancel() {
      cancelFrame?.();
      cancelFrame = null;
      waiting = new Map();
    },
  };
}
