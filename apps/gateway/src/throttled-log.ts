import type { GatewayLogger } from './logger';

/** The window over which a throttled log counts its lines. */
export const LOG_WINDOW_MS = 60_000;
/**
 * How often the gateway looks for windows that have ended (by the log's clock) to write their
 * summaries: a summary comes at most this late, and a window is never cut short by a timer.
 */
export const LOG_WINDOW_CHECK_MS = LOG_WINDOW_MS / 6;

/**
 * Warnings about something a device (or anyone on the internet) can make happen at will: at most
 * `perWindow` lines a minute, then only counted; the count of what was left out is logged in one
 * summary line when the window ends by the log's clock (`flushIfEnded`, which the gateway calls
 * every few seconds; `flush` at close). So a flood costs a bounded number of lines, and the
 * operator still learns its size.
 */
export class ThrottledLog {
  private windowStart: number;
  private logged = 0;
  private suppressed = 0;

  constructor(
    private readonly logger: GatewayLogger,
    private readonly clock: () => number,
    private readonly perWindow: number,
    /** Names what was left out in the summary, e.g. "refusals of unknown serials". */
    private readonly what: string,
  ) {
    this.windowStart = clock();
  }

  warn(message: string, fields?: Record<string, unknown>): void {
    this.flushIfEnded();
    if (this.logged < this.perWindow) {
      this.logged++;
      this.logger.warn(message, fields);
    } else {
      this.suppressed++;
    }
  }

  /** Ends the window if it has lasted its minute by the log's clock. */
  flushIfEnded(): void {
    if (this.clock() - this.windowStart >= LOG_WINDOW_MS) this.flush();
  }

  /** Ends the window: one summary line if anything was left out. */
  flush(): void {
    if (this.suppressed > 0) {
      this.logger.warn(
        `${this.suppressed} more ${this.what} not logged (at most ${this.perWindow} lines a minute)`,
        {
          suppressed: this.suppressed,
        },
      );
    }
    this.windowStart = this.clock();
    this.logged = 0;
    this.suppressed = 0;
  }
}
