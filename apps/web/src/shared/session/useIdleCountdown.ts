import { useEffect, useRef, useState } from 'react';

/**
 * Auto-logout countdown: starts at `seconds`, ticks every second, any mouse press anywhere resets it,
 * and `onExpire` runs once when it reaches 0. Measured against a deadline so a busy tab cannot drift.
 */
export function useIdleCountdown(seconds: number, onExpire: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const onExpireRef = useRef(onExpire);

  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    let deadline = Date.now() + seconds * 1000;
    let expired = false;
    setRemaining(seconds);

    const reset = () => {
      if (expired) return;
      deadline = Date.now() + seconds * 1000;
      setRemaining(seconds);
    };
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !expired) {
        expired = true;
        window.clearInterval(timer);
        onExpireRef.current();
      }
    };

    const timer = window.setInterval(tick, 1000);
    window.addEventListener('mousedown', reset, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('mousedown', reset, true);
    };
  }, [seconds]);

  return remaining;
}
