/**
 * Prints the first few errors of each period and counts the rest: with ten thousand devices and
 * the gateway down, one line per failed connection would bury everything else.
 */
export class ErrorLog {
  private shown = 0;
  private suppressed = 0;

  constructor(
    private readonly print: (line: string) => void,
    private readonly perPeriod = 5,
  ) {}

  log(deviceId: string, message: string): void {
    if (this.shown < this.perPeriod) {
      this.shown++;
      this.print(`! ${deviceId}: ${message}`);
    } else {
      this.suppressed++;
    }
  }

  /** Start a new period, mentioning what was held back in the last one. */
  roll(): void {
    if (this.suppressed > 0) this.print(`! (${this.suppressed} more errors not shown)`);
    this.shown = 0;
    this.suppressed = 0;
  }
}
