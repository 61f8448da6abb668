import { DistinctCounter, SeenFilter, UNKNOWN_SCORE_HALF_LIFE_MS, UnknownDevices } from '../src';

const T0 = Date.UTC(2026, 4, 1, 6, 0, 0);
const HOUR = UNKNOWN_SCORE_HALF_LIFE_MS;
const fake = (i: number) => String(861_000_000_000_000 + i);

describe('the refused serials the back office sees', () => {
  it('ranks by attempts and recency, and lists single attempts while there is room', () => {
    const list = new UnknownDevices(3, T0);
    list.refused('1', 'gt06', T0, '10.0.0.1:1000');
    list.refused('2', 'h02', T0 + 1000);
    list.refused('1', 'gt06', T0 + 2000, '10.0.0.1:1001');
    const { devices, distinct } = list.snapshot(T0 + 3000);
    expect(devices.map((d) => [d.serial, d.attempts])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    expect(devices[0]).toMatchObject({
      firstSeenAt: T0,
      lastSeenAt: T0 + 2000,
      remoteAddress: '10.0.0.1:1001',
    });
    expect(distinct).toBe(2);
  });

  it('lets single attempts replace only the oldest single attempt, never a serial that came back', () => {
    const list = new UnknownDevices(3, T0);
    list.refused('real', 'gt06', T0);
    list.refused('real', 'gt06', T0 + 1);
    for (let i = 0; i < 1000; i++) list.refused(fake(i), 'gt06', T0 + 10 + i);
    const serials = list.snapshot(T0 + 2000).devices.map((d) => d.serial);
    expect(serials).toEqual(['real', fake(999), fake(998)]);
  });

  it('brings back with 2 attempts a serial that the flood pushed out, ahead of every fake', () => {
    const list = new UnknownDevices(3, T0);
    expect(list.refused('real', 'gt06', T0)).toEqual({ firstSeen: true, cameBack: false });
    for (let i = 0; i < 1000; i++) list.refused(fake(i), 'gt06', T0 + 10 + i);
    expect(list.snapshot(T0 + 2000).devices.map((d) => d.serial)).not.toContain('real');
    expect(list.refused('real', 'gt06', T0 + 3000)).toEqual({ firstSeen: false, cameBack: true });
    for (let i = 1000; i < 2000; i++) list.refused(fake(i), 'gt06', T0 + 4000 + i);
    const [top] = list.snapshot(T0 + 9000).devices;
    expect(top).toMatchObject({ serial: 'real', attempts: 2, firstSeenAt: T0 + 3000 });
  });

  it('lets a serial that stopped trying sink, and be replaced once its score is below a fresh attempt', () => {
    const list = new UnknownDevices(1, T0);
    list.refused('old', 'gt06', T0);
    list.refused('old', 'gt06', T0 + 1);
    list.refused('new', 'gt06', T0 + 0.5 * HOUR);
    expect(list.snapshot(T0 + HOUR).devices.map((d) => d.serial)).toEqual(['old']);
    // Two attempts, halved every hour: below one attempt after a little more than an hour.
    list.refused('newer', 'gt06', T0 + 1.1 * HOUR);
    const [only] = list.snapshot(T0 + 1.1 * HOUR).devices;
    expect(only).toMatchObject({ serial: 'newer', attempts: 1, score: 1 });
  });
});

describe('distinct serials in fixed memory', () => {
  it('counts exactly enough to tell small numbers apart, and within 3 % beyond', () => {
    const counter = new DistinctCounter();
    for (let i = 0; i < 10; i++) counter.add(fake(i));
    for (let i = 0; i < 10; i++) counter.add(fake(i));
    expect(counter.estimate()).toBe(10);
    for (const n of [1_000, 50_000, 300_000]) {
      const big = new DistinctCounter();
      for (let i = 0; i < n; i++) big.add(fake(i));
      expect(Math.abs(big.estimate() - n) / n).toBeLessThan(0.03);
    }
  });

  it('merges the sketches of several gateways without counting shared serials twice', () => {
    const a = new DistinctCounter();
    const b = new DistinctCounter();
    for (let i = 0; i < 3000; i++) a.add(fake(i));
    for (let i = 2000; i < 5000; i++) b.add(fake(i));
    const merged = DistinctCounter.fromBase64(a.toBase64());
    merged.merge(DistinctCounter.fromBase64(b.toBase64()));
    expect(Math.abs(merged.estimate() - 5000)).toBeLessThan(150);
    expect(DistinctCounter.fromBase64('not a sketch').estimate()).toBe(0);
  });
});

describe('serials seen lately', () => {
  it('remembers a serial for one to two generations', () => {
    const seen = new SeenFilter(HOUR, T0);
    expect(seen.seenBefore('1', T0)).toBe(false);
    expect(seen.seenBefore('1', T0 + 1)).toBe(true);
    expect(seen.seenBefore('2', T0 + 0.9 * HOUR)).toBe(false);
    // A new generation: both are still remembered, from the previous one.
    expect(seen.seenBefore('2', T0 + 1.5 * HOUR)).toBe(true);
    expect(seen.seenBefore('1', T0 + 1.6 * HOUR)).toBe(true);
    // Two generations of silence forget everything.
    expect(seen.seenBefore('3', T0 + 10 * HOUR)).toBe(false);
    expect(seen.seenBefore('1', T0 + 10 * HOUR)).toBe(false);
  });

  it('rarely takes a new serial for one seen before, even after a flood', () => {
    const seen = new SeenFilter(HOUR, T0);
    for (let i = 0; i < 100_000; i++) seen.seenBefore(fake(i), T0);
    let wrong = 0;
    for (let i = 100_000; i < 110_000; i++) if (seen.seenBefore(fake(i), T0)) wrong++;
    // About 1 in 1,100 at 100,000 serials in a generation.
    expect(wrong).toBeLessThan(30);
  });
});
