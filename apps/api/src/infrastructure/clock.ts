/** Time source; tests inject a controllable one to show idle expiry and key expiry without waiting. */
export abstract class Clock {
  abstract now(): number;
}

export class SystemClock extends Clock {
  now(): number {
    return Date.now();
  }
}

export class ManualClock extends Clock {
  constructor(private current = Date.UTC(2026, 0, 1)) {
    super();
  }
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
