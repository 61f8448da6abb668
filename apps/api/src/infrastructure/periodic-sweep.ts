import type { Logger } from './logger';

/**
 * A sweep the api runs every interval and on demand (tests call `run` on their own clock): runs that
 * overlap share one, so a slow sweep is never doubled; a failed run is logged and the next interval
 * tries again; the timer never holds the process open. `work` answers how many things it changed.
 */
export class PeriodicSweep {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<number>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(
      () => void this.run().catch((e) => this.logger.error(`${this.name} failed`, e)),
      intervalMs,
    );
    this.timer.unref();
  }

  /** Stops the timer and waits for a run under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One run; resolves with what it changed. Overlapping calls share one run. */
  run(): Promise<number> {
    this.running ??= this.work().finally(() => (this.running = undefined));
    return this.running;
  }
}
