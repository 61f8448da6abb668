import type { Circus } from '@jest/types';

/**
 * Whether the running test has failed so far: Jest gives a hook no way to know, so the test
 * environment (failure-aware-environment.ts) keeps it on the test's global under this symbol.
 */
export const TEST_FAILED = Symbol.for('gps.test-failed');

/** Whether the test now running has failed so far (for its afterEach hooks). */
export function runningTestFailed(): boolean {
  return (globalThis as Record<symbol, unknown>)[TEST_FAILED] === true;
}

/** What one of Jest's events says of the running test's outcome; `undefined`: nothing. */
export function outcomeAfter(event: Circus.Event): boolean | undefined {
  if (event.name === 'test_start') return false;
  if (event.name === 'test_fn_failure') return true;
  return undefined;
}
