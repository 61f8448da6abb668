import type { OfflineWatch } from './offline-watch';

export interface OfflineSweeperOptions {
  watch: OfflineWatch;
  clock: () => number;
  offlineTimeoutMs: number;
  /** Runs `MarkOffline` for one device; resolves true when it went offline. */
  markOffline: (serial: string) => Promise<boolean>;
  /** A device whose command failed; it is looked at again on the next sweep. */
  onError: (serial: string, error: unknown) => void;
}

/**
 * A silent device sends nothing to notice its silence by, so something must look: every interval,
 * `MarkOffline` for each device that may be due. The decider decides (online, silent for at least
 * `offlineTimeoutMs`); an open TCP session does not keep a device online, since half-open
 * sessions linger, and the gateway's idle timeout closes silent ones anyway.
 */
export class OfflineSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: OfflineSweeperOptions) {}

  /** One sweep; resolves with how many devices went offline. Concurrent calls share one sweep. */
  sweep(): Promise<number> {
    this.running ??= this.sweepAll().finally(() => (this.running = undefined));
    return this.running;
  }

  start(intervalMs: number): void {
    if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new RangeError('intervalMs must be > 0');
    this.stopTimer();
    // A sweep still running when the next tick comes is simply joined, never doubled.
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress. */
  async stop(): Promise<void> {
    this.stopTimer();
    await this.running;
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async sweepAll(): Promise<number> {
    const { watch, clock, offlineTimeoutMs, markOffline, onError } = this.options;
    const due = watch.due(clock(), offlineTimeoutMs);
    // All at once: each device's command waits in its own chain, and their appends share commits.
    const outcomes = await Promise.all(
      due.map((serial) =>
        markOffline(serial).catch((error: unknown) => {
          onError(serial, error);
          return false;
        }),
      ),
    );
    return outcomes.filter(Boolean).length;
  }
}
