import { Mutex } from '../src/mutex';

describe('Mutex', () => {
  it('runs tasks one at a time in call order, past failures', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name}+`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name}-`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      mutex.run(task('a')),
      mutex.run(task('b', true)),
      mutex.run(task('c')),
    ]);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
