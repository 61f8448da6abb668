import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { outcomeAfter, TEST_FAILED } from './test-outcome';

/**
 * Jest's node environment, plus whether the running test has failed (test-outcome.ts): a browser
 * suite's afterEach then says what the page showed when a step failed
 * (test/browser/support/browser-app.ts), which the CI's output would otherwise never show.
 */
export default class FailureAwareEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    const failed = outcomeAfter(event);
    if (failed !== undefined) (this.global as Record<symbol, unknown>)[TEST_FAILED] = failed;
  }
}
