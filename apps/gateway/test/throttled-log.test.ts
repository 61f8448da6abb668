import { LOG_WINDOW_MS, ThrottledLog, type GatewayLogger } from '../src';

describe('throttled log', () => {
  it('logs at most N lines a minute, then one summary of what it left out', () => {
    const lines: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger: GatewayLogger = {
      info: () => undefined,
      warn: (message, fields) => void lines.push({ message, fields }),
      error: () => undefined,
    };
    let now = 0;
    const log = new ThrottledLog(logger, () => now, 2, 'refusals');
    for (let i = 0; i < 5; i++) log.warn(`line ${i}`);
    expect(lines.map((l) => l.message)).toEqual(['line 0', 'line 1']);
    now += LOG_WINDOW_MS;
    log.warn('line 5');
    expect(lines.slice(2)).toEqual([
      { message: '3 more refusals not logged (at most 2 lines a minute)', fields: { suppressed: 3 } },
      { message: 'line 5', fields: undefined },
    ]);
    log.flush();
    log.flush();
    expect(lines).toHaveLength(4);
  });

  it('ends a window only when the minute has passed by its clock, however often it is asked', () => {
    const lines: string[] = [];
    const logger: GatewayLogger = {
      info: () => undefined,
      warn: (message) => void lines.push(message),
      error: () => undefined,
    };
    let now = 0;
    const log = new ThrottledLog(logger, () => now, 1, 'refusals');
    log.warn('first');
    log.warn('second');
    now += LOG_WINDOW_MS - 1;
    log.flushIfEnded();
    log.warn('third');
    expect(lines).toEqual(['first']);
    now += 1;
    log.flushIfEnded();
    expect(lines).toEqual(['first', '2 more refusals not logged (at most 1 lines a minute)']);
  });
});
