import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from './periodPresets';

export interface HistoryPeriod {
  preset: PeriodPreset;
  period: Period;
  choosePreset: (preset: Exclude<PeriodPreset, 'custom'>) => void;
  chooseCustom: (period: Period) => void;
}

const isPreset = (value: string | null): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/**
 * The period lives in the address beside the device (`?period=yesterday`, or `?startTime=&endTime=`
 * in epoch µs for a custom range), so a reload, a shared link or the compare page see the same
 * period. Today by default. A preset is reckoned when it is chosen (or the page opened), not at
 * every render, so "today" does not move while the user looks at it.
 */
export function useHistoryPeriod(): HistoryPeriod {
  const [params, setParams] = useSearchParams();
  const named = params.get('period');
  const start = Number(params.get('startTime'));
  const end = Number(params.get('endTime'));
  const custom = Number.isFinite(start) && Number.isFinite(end) && start > 0 && end > start;
  const preset: PeriodPreset = custom ? 'custom' : isPreset(named) && named !== 'custom' ? named : 'today';

  const period = useMemo<Period>(
    () => (preset === 'custom' ? { startTime: start, endTime: end } : presetPeriod(preset, Date.now())),
    [preset, start, end],
  );

  const write = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('period');
        next.delete('startTime');
        next.delete('endTime');
        change(next);
        return next;
      },
      { replace: true },
    );

  return {
    preset,
    period,
    choosePreset: (p) => write((next) => next.set('period', p)),
    chooseCustom: (p) =>
      write((next) => {
        next.set('startTime', String(p.startTime));
        next.set('endTime', String(p.endTime));
      }),
  };
}
