/** The time source of a pacer: real in production, a fake one in tests so they never wait. */
export interface PacerClock {
  now(): number;
  sleep(milliseconds: number): Promise<void>;
}

export const systemClock: PacerClock = {
  now: () => Date.now(),
  sleep: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
};

/**
 * Spaces request starts at least `intervalMs` apart, across concurrent callers: each caller reserves
 * the next free slot synchronously, then sleeps until it. Nominatim's usage policy allows at most one
 * request a second from an application.
 */
export class RequestPacer {
  private nextSlot = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: PacerClock = systemClock,
  ) {}

  async turn(): Promise<void> {
    const now = this.clock.now();
    const start = Math.max(now, this.nextSlot);
    this.nextSlot = start + this.intervalMs;
    if (start > now) await this.clock.sleep(start - now);
  }
}
