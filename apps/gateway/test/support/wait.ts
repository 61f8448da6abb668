/** Poll until the condition holds. The limit only guards against a hung test; nothing is timed. */
export async function waitFor(condition: () => boolean, what: string, limitMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A promise the test opens when it wants, e.g. to hold a record until it has looked around. */
export class Gate {
  private release: () => void = () => undefined;
  readonly opened: Promise<void> = new Promise((resolve) => (this.release = resolve));

  open(): void {
    this.release();
  }
}
