import { useEffect, useState } from 'react';
import { nowMicros } from '../format';

/** A clock for "x s ago" and staleness: the current time (epoch µs), renewed every `everyMs`. */
export function useNowMicros(everyMs = 1000): number {
  const [now, setNow] = useState(nowMicros);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowMicros()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
