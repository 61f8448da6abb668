import { PeriodicSweep } from '../src/infrastructure/periodic-sweep';
import type { Logger } from '../src/infrastructure/logger';

/** A logger that keeps the errors it is given. */
function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return {
    errors,
    info: () => undefined,
    warn: () => undefined,
    error: (message: string) => void errors.push(message),
  };
}

describe('PeriodicSweep', () => {
  afterEach(() => jest.useRealTimers());

  it('shares one run between calls that overlap, and runs again once it has finished', async () => {
    let runs = 0;
    let finish: (n: number) => void = () => undefined;
    const sweep = new PeriodicSweep(
      'test sweep',
      () => {
        runs++;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      recordingLogger(),
    );
    const first = sweep.run();
    const second = sweep.run();
    finish(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    expect(runs).toBe(1);
    const third = sweep.run();
    finish(1);
    expect(await third).toBe(1);
    expect(runs).toBe(2);
  });

  it('runs every interval, logs a failed run by its name and tries again at the next', async () => {
    jest.useFakeTimers();
    const logger = recordingLogger();
    const outcomes = [new Error('store down'), 2];
    let runs = 0;
    const sweep = new PeriodicSweep(
      'test sweep',
      async () => {
        const outcome = outcomes[runs++];
        if (outcome instanceof Error) throw outcome;
        return outcome ?? 0;
      },
      logger,
    );
    sweep.start(1_000);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(logger.errors).toEqual(['test sweep failed']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(logger.errors).toHaveLength(1);
    await sweep.stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });
});
