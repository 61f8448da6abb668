/** Poll until the condition holds. Waiting is not asserting a duration: the limit is only a guard. */
export async function waitFor(condition: () => boolean, what: string, limitMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
