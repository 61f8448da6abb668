import { RequestPacer } from '../src/online/request-pacer';
import { fakeClock } from './support/replay-server';

describe('RequestPacer', () => {
  it('spaces concurrent callers one interval apart, the first at once', async () => {
    const clock = fakeClock();
    const pacer = new RequestPacer(1_000, clock);
    await Promise.all([pacer.turn(), pacer.turn(), pacer.turn()]);
    // The first went at once; each sleep moved the fake time on, so the third started at 2 s.
    expect(clock.sleeps).toEqual([1_000, 1_000]);
    expect(clock.now()).toBe(2_000);
  });

  it('lets a caller through at once when the interval has already passed', async () => {
    const clock = fakeClock();
    const pacer = new RequestPacer(1_000, clock);
    await pacer.turn();
    await clock.sleep(5_000);
    await pacer.turn();
    expect(clock.sleeps).toEqual([5_000]);
  });
});
