import { describe, expect, it } from '@jest/globals';
import { customPeriod, presetPeriod } from '../src/features/history/periodPresets';
import {
  FIX_SECONDS_PER_SECOND_AT_X1,
  GAP_SKIP_MICROS,
  initialPlayback,
  pause,
  play,
  seek,
  setSpeed,
  tick,
} from '../src/features/history/playbackClock';
import { noDeviceHintKey } from '../src/features/history/noDeviceHint';
import { indexAtTime } from '../src/features/history/pointLookup';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';
import { SPEED_BANDS, speedBandIndex, speedColour, speedRuns } from '../src/features/history/speedColour';

const S = 1_000_000; // one second in µs

describe('the speed colour scale', () => {
  it('puts each speed in one band, bounds included in the band above', () => {
    expect(speedBandIndex(0)).toBe(0);
    expect(speedBandIndex(9.9)).toBe(0);
    expect(speedBandIndex(10)).toBe(1);
    expect(speedBandIndex(69.9)).toBe(2);
    expect(speedBandIndex(100)).toBe(4);
    expect(speedBandIndex(240)).toBe(SPEED_BANDS.length - 1);
  });

  it('reads an unknown or negative speed as standing still', () => {
    expect(speedColour(null)).toBe(SPEED_BANDS[0].colour);
    expect(speedColour(undefined)).toBe(SPEED_BANDS[0].colour);
    expect(speedColour(-5)).toBe(SPEED_BANDS[0].colour);
    expect(speedColour(Number.NaN)).toBe(SPEED_BANDS[0].colour);
  });

  it('has contiguous bands with distinct colours, for the legend', () => {
    for (let i = 1; i < SPEED_BANDS.length; i += 1) {
      expect(SPEED_BANDS[i].fromKmh).toBe(SPEED_BANDS[i - 1].toKmh);
    }
    expect(new Set(SPEED_BANDS.map((b) => b.colour)).size).toBe(SPEED_BANDS.length);
  });

  it('cuts the track into runs of one band that share their ends', () => {
    expect(speedRuns([0, 20, 25, 80, 85, 30])).toEqual([
      { band: 1, from: 0, to: 2 },
      { band: 3, from: 2, to: 4 },
      { band: 1, from: 4, to: 5 },
    ]);
    expect(speedRuns([50])).toEqual([]);
  });
});

describe('the point at a time', () => {
  const times = [10, 20, 30, 30, 40];

  it('is the last fix at or before it', () => {
    expect(indexAtTime(times, 25)).toBe(1);
    expect(indexAtTime(times, 30)).toBe(3);
    expect(indexAtTime(times, 40)).toBe(4);
    expect(indexAtTime(times, 99)).toBe(4);
  });

  it('is the first before the track, none in an empty track', () => {
    expect(indexAtTime(times, 5)).toBe(0);
    expect(indexAtTime([], 5)).toBe(-1);
  });

  it('agrees with a linear scan on a day of fixes', () => {
    const day = Array.from({ length: 8640 }, (_, i) => i * 10 * S);
    for (const t of [0, 5 * S, 10 * S, 86_389 * S, 86_390 * S, 12_345_678_901]) {
      const linear = day.reduce((found, time, i) => (time <= t ? i : found), 0);
      expect(indexAtTime(day, t)).toBe(linear);
    }
  });
});

describe('the playback clock', () => {
  // A fix every 10 s for a minute, an hour's silence, then a fix every 10 s again.
  const times = [0, 10, 20, 30, 40, 50, 60, 3660, 3670, 3680].map((s) => s * S);

  it('plays fix time at its speed', () => {
    const playing = play(initialPlayback(times), times);
    const oneSecond = tick(playing, times, 100);
    expect(oneSecond.time).toBe(0.1 * FIX_SECONDS_PER_SECOND_AT_X1 * S);
    const fast = tick(setSpeed(playing, 4), times, 100);
    expect(fast.time).toBe(4 * oneSecond.time);
  });

  it('does not move while paused', () => {
    const paused = pause(play(initialPlayback(times), times));
    expect(tick(paused, times, 1000)).toEqual(paused);
  });

  it('jumps a gap to the next fix at once', () => {
    const atLastBeforeGap = play(seek(initialPlayback(times), times, 60 * S), times);
    expect(tick(atLastBeforeGap, times, 16).time).toBe(3660 * S);
    // A short interval is played, not jumped.
    const inShort = play(seek(initialPlayback(times), times, 10 * S), times);
    expect(tick(inShort, times, 16).time).toBeLessThan(20 * S);
    expect(3600 * S).toBeGreaterThan(GAP_SKIP_MICROS);
  });

  it('stops at the last fix, and plays again from the start', () => {
    const nearEnd = play(seek(initialPlayback(times), times, 3675 * S), times);
    const ended = tick(setSpeed(nearEnd, 16), times, 1000);
    expect(ended).toEqual({ time: 3680 * S, playing: false, speed: 16 });
    expect(play(ended, times).time).toBe(0);
  });

  it('seeks within the track', () => {
    const state = initialPlayback(times);
    expect(seek(state, times, -5).time).toBe(0);
    expect(seek(state, times, 10_000 * S).time).toBe(3680 * S);
    expect(seek(state, times, 25 * S).time).toBe(25 * S);
  });
});

describe('the history period', () => {
  // 2026-11-25 15:30 local time.
  const now = new Date(2026, 10, 25, 15, 30).getTime();
  const µs = (d: Date) => d.getTime() * 1000;

  it('today runs from local midnight to now, yesterday is the whole day before', () => {
    expect(presetPeriod('today', now)).toEqual({
      startTime: µs(new Date(2026, 10, 25)),
      endTime: now * 1000,
    });
    expect(presetPeriod('yesterday', now)).toEqual({
      startTime: µs(new Date(2026, 10, 24)),
      endTime: µs(new Date(2026, 10, 25)),
    });
    expect(presetPeriod('last24h', now)).toEqual({
      startTime: µs(new Date(2026, 10, 24, 15, 30)),
      endTime: now * 1000,
    });
  });

  it('refuses a custom range that ends first or is longer than the server allows', () => {
    const day = 24 * 3600 * S;
    expect(customPeriod(now, now - 1, 7 * day)).toEqual({ problem: 'order' });
    expect(customPeriod(now, now, 7 * day)).toEqual({ problem: 'order' });
    expect(customPeriod(now, now + 8 * 24 * 3600 * 1000, 7 * day)).toEqual({ problem: 'tooLong' });
    expect(customPeriod(now, now + 7 * 24 * 3600 * 1000, 7 * day)).toEqual({
      startTime: now * 1000,
      endTime: now * 1000 + 7 * day,
    });
  });
});

describe("the history page's hint when no vehicle is chosen", () => {
  it('tells the customer area to tick in the tree, and the customer console (no tree) to tick in its watch list', () => {
    expect(noDeviceHintKey(false)).toBe('history.noDevice');
    expect(noDeviceHintKey(true)).toBe('history.noDeviceInWatchList');
    expect(enUS.history.noDeviceInWatchList).toMatch(/watch list/);
    expect(enUS.history.noDeviceInWatchList).not.toMatch(/tree/);
    expect(zhTW.history.noDeviceInWatchList).toContain(zhTW.customerConsole.watchList);
    expect(zhTW.history.noDeviceInWatchList).not.toContain('車輛樹');
  });
});
