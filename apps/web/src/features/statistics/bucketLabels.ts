import type { StatisticGrouping } from './statisticsPeriod';

const HOURS_IN_DAY = 24;
/** `YYYY-MM-DD` less its year: `MM-DD`, short enough for a phone's axis. */
const YEAR_PREFIX = 'YYYY-'.length;

const hourText = (hour: number) => `${String(hour % HOURS_IN_DAY).padStart(2, '0')}:00`;

/** A bucket as the table writes it: the day, the month, or the hour of the day as a slot. */
export function bucketLabel(grouping: StatisticGrouping, key: string): string {
  if (grouping !== 'hour') return key;
  const hour = Number(key);
  return `${hourText(hour)}–${hourText(hour + 1)}`;
}

/** A bucket on the chart's axis: shorter (a day without its year, an hour as its start). */
export function axisLabel(grouping: StatisticGrouping, key: string): string {
  if (grouping === 'day') return key.slice(YEAR_PREFIX);
  if (grouping === 'hour') return hourText(Number(key));
  return key;
}
