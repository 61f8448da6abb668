import dayjs from 'dayjs';

/**
 * The history's period: a preset (today, yesterday, the last 24 hours) or a range the user picks.
 * Days are the browser's local days, as the remote page's command history; times are epoch µs,
 * [startTime, endTime).
 */
export const PERIOD_PRESETS = ['today', 'yesterday', 'last24h', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  startTime: number;
  endTime: number;
}

const MICROS_PER_MS = 1000;
const HOURS_IN_LAST_24H = 24;

const micros = (ms: number) => ms * MICROS_PER_MS;

/**
 * The period of a preset at `nowMs`. Today ends now (nothing later exists yet); the last 24 hours
 * likewise. `custom` has no period of its own: the picker's range is checked by `customPeriod`.
 */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, nowMs: number): Period {
  const startOfToday = dayjs(nowMs).startOf('day');
  switch (preset) {
    case 'today':
      return { startTime: micros(startOfToday.valueOf()), endTime: micros(nowMs) };
    case 'yesterday':
      return {
        startTime: micros(startOfToday.subtract(1, 'day').valueOf()),
        endTime: micros(startOfToday.valueOf()),
      };
    case 'last24h':
      return {
        startTime: micros(dayjs(nowMs).subtract(HOURS_IN_LAST_24H, 'hour').valueOf()),
        endTime: micros(nowMs),
      };
  }
}

export type CustomPeriodProblem = 'order' | 'tooLong';

/**
 * A range the user picked (epoch ms, as the date picker gives): refused when it ends before it starts
 * or is longer than one call may ask for (the server's limit, so the page never sends what the
 * server would refuse).
 */
export function customPeriod(
  startMs: number,
  endMs: number,
  maxPeriodMicros: number,
): Period | { problem: CustomPeriodProblem } {
  if (endMs <= startMs) return { problem: 'order' };
  const period = { startTime: micros(startMs), endTime: micros(endMs) };
  if (period.endTime - period.startTime > maxPeriodMicros) return { problem: 'tooLong' };
  return period;
}
