import { TimerWheel } from '../src';

describe('TimerWheel', () => {
  function wheel(now = 0): { wheel: TimerWheel; ran: string[] } {
    const ran: string[] = [];
    return { wheel: new TimerWheel({ tickMs: 100, slots: 8, now: () => now }), ran };
  }

  it('runs tasks when due, not before, in due order', () => {
    const { wheel: w, ran } = wheel();
    w.schedule(500, () => ran.push('b'));
    w.schedule(250, () => ran.push('a'));
    w.schedule(5_000, () => ran.push('far')); // beyond one turn of the wheel
    expect(w.size).toBe(3);
    w.advance(199);
    expect(ran).toEqual([]);
    w.advance(300);
    expect(ran).toEqual(['a']);
    w.advance(1_000);
    expect(ran).toEqual(['a', 'b']);
    w.advance(4_999);
    expect(ran).toEqual(['a', 'b']);
    w.advance(5_000);
    expect(ran).toEqual(['a', 'b', 'far']);
    expect(w.size).toBe(0);
  });

  it('catches up after a stall longer than a full turn', () => {
    const { wheel: w, ran } = wheel();
    for (let i = 1; i <= 20; i++) w.schedule(i * 100, () => ran.push(String(i)));
    w.advance(10_000);
    expect(ran).toHaveLength(20);
  });

  it('cancels, and keeps going when a task throws', () => {
    const errors: unknown[] = [];
    const w = new TimerWheel({ tickMs: 100, now: () => 0, onError: (e) => errors.push(e) });
    const ran: string[] = [];
    const handle = w.schedule(100, () => ran.push('cancelled'));
    w.schedule(100, () => {
      throw new Error('boom');
    });
    w.schedule(100, () => ran.push('ok'));
    handle.cancel();
    w.advance(100);
    expect(ran).toEqual(['ok']);
    expect(errors).toHaveLength(1);
  });

  it('lets a task reschedule itself without running twice in one advance', () => {
    const { wheel: w, ran } = wheel();
    const again = (): void => {
      ran.push('tick');
      w.schedule(0, again);
    };
    w.schedule(100, again);
    w.advance(100);
    expect(ran).toEqual(['tick']);
    w.advance(200);
    expect(ran).toEqual(['tick', 'tick']);
  });
});
