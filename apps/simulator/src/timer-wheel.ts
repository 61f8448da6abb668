interface Entry {
  tick: number;
  task: () => void;
  cancelled: boolean;
}

export interface TimerHandle {
  cancel(): void;
}

export interface TimerWheelOptions {
  /** Resolution in ms. Default 100. */
  tickMs?: number;
  /** Slots in the wheel; delays longer than tickMs * slots wait extra rounds. Default 1024. */
  slots?: number;
  now?: () => number;
  /** A task that throws is reported here and the wheel carries on. */
  onError?: (error: unknown) => void;
}

/**
 * Hashed timing wheel: one interval timer drives any number of scheduled tasks, so ten thousand
 * vehicles cost one timer, not ten thousand. Scheduling and cancelling are O(1); each tick only
 * looks at one slot. If the event loop stalls, the next advance() runs everything that became due.
 */
export class TimerWheel {
  private readonly tickMs: number;
  private readonly slots: Entry[][];
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private cursor: number;
  private timer: NodeJS.Timeout | undefined;
  private count = 0;

  constructor(options: TimerWheelOptions = {}) {
    this.tickMs = options.tickMs ?? 100;
    this.slots = Array.from({ length: options.slots ?? 1024 }, () => []);
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => undefined);
    this.cursor = Math.floor(this.now() / this.tickMs);
  }

  /** Tasks scheduled and not yet run or cancelled. */
  get size(): number {
    return this.count;
  }

  /** Run `task` at (or just after) `atMs`; a time in the past means the next tick. */
  schedule(atMs: number, task: () => void): TimerHandle {
    const tick = Math.max(Math.ceil(atMs / this.tickMs), this.cursor + 1);
    const entry: Entry = { tick, task, cancelled: false };
    this.slots[tick % this.slots.length].push(entry);
    this.count++;
    return {
      cancel: () => {
        if (!entry.cancelled) {
          entry.cancelled = true;
          this.count--;
        }
      },
    };
  }

  /** Run every task due by `nowMs`. Returns how many ran. */
  advance(nowMs: number = this.now()): number {
    const target = Math.floor(nowMs / this.tickMs);
    const from = this.cursor;
    if (target <= from) return 0;
    // Move the cursor first: tasks scheduled from inside a task then land after `target`.
    this.cursor = target;
    const span = Math.min(target - from, this.slots.length);
    let ran = 0;
    for (let i = 1; i <= span; i++) {
      const slot = this.slots[(from + i) % this.slots.length];
      if (slot.length === 0) continue;
      const due: Entry[] = [];
      let keep = 0;
      for (const entry of slot) {
        if (entry.cancelled) continue;
        if (entry.tick <= target) due.push(entry);
        else slot[keep++] = entry;
      }
      slot.length = keep;
      for (const entry of due) {
        this.count--;
        entry.cancelled = true;
        ran++;
        try {
          entry.task();
        } catch (error) {
          this.onError(error);
        }
      }
    }
    return ran;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.advance(), this.tickMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Drop every task. */
  clear(): void {
    for (const slot of this.slots) {
      for (const entry of slot) entry.cancelled = true;
      slot.length = 0;
    }
    this.count = 0;
  }
}
