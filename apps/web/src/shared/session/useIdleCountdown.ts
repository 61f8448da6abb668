import { useEffect, useRef, useState } from 'react';
import { startIdleTimer, type IdleState, type IdleTimer } from './idleTimer';

/** What counts as the user being there: a mouse press or a key, anywhere in the page. */
const ACTIVITY_EVENTS = ['mousedown', 'keydown'] as const;

export interface IdleCountdown extends IdleState {
  /** Restarts the countdown after the user chose to stay signed in (the caller renews the server's). */
  stay: () => void;
}

/**
 * The idle logout's countdown for a signed-in page (`startIdleTimer`): starts at `seconds`, any mouse
 * press or key restarts it until the warning is up, and `onExpire` runs once when it reaches 0.
 */
export function useIdleCountdown(seconds: number, onExpire: () => void): IdleCountdown {
  const [state, setState] = useState<IdleState>({ remaining: seconds, warning: false });
  const onExpireRef = useRef(onExpire);
  const timerRef = useRef<IdleTimer | null>(null);

  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    setState({ remaining: seconds, warning: false });
    const timer = startIdleTimer({
      idleSeconds: seconds,
      onChange: setState,
      onExpire: () => onExpireRef.current(),
    });
    timerRef.current = timer;
    const activity = () => timer.activity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, activity, true);
    return () => {
      timer.stop();
      timerRef.current = null;
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, activity, true);
    };
  }, [seconds]);

  return { ...state, stay: () => timerRef.current?.stay() };
}
