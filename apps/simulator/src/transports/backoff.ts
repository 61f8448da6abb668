/**
 * Exponential reconnect delays with jitter, so a gateway restart is not met by every device
 * reconnecting in the same instant. Timing only: it uses Math.random, not the behaviour seed.
 */
export class Backoff {
  private failures = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
  ) {}

  next(): number {
    const raw = Math.min(this.maxMs, this.baseMs * 2 ** Math.min(this.failures, 20));
    this.failures++;
    return Math.round(raw * (0.75 + Math.random() * 0.5));
  }

  reset(): void {
    this.failures = 0;
  }
}
