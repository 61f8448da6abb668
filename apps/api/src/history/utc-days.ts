import { utcDay } from '@gps/domain';

const DAY_MS = 86_400_000;

/** One UTC day: its YYYYMMDD name and its bounds [start, end) in epoch ms. */
export interface UtcDay {
  name: string;
  start: number;
  end: number;
}

function dayStarting(start: number): UtcDay {
  return { name: utcDay(start), start, end: start + DAY_MS };
}

/** The UTC day holding the instant `at` (epoch ms). */
export function dayOf(at: number): UtcDay {
  return dayStarting(at - (((at % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The UTC day named YYYYMMDD. */
export function dayNamed(name: string): UtcDay {
  const [year, month, day] = [name.slice(0, 4), name.slice(4, 6), name.slice(6, 8)].map(Number);
  return dayStarting(Date.UTC(year, month - 1, day));
}

/** The UTC days the instants [from, to) (epoch ms, from < to) touch, in order. */
export function daysOf(from: number, to: number): UtcDay[] {
  const days: UtcDay[] = [];
  for (let day = dayOf(from); day.start < to; day = dayStarting(day.end)) days.push(day);
  return days;
}
