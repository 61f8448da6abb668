/**
 * How long before the idle logout the warning dialog comes up: a minute is enough to notice it from
 * across a control room and press "stay signed in" (docs/decisions/idle-logout.md).
 */
export const IDLE_WARNING_SECONDS = 60;

const SECOND_MS = 1000;

/**
 * The warning period for an idle window: a minute, or half the window when the window is shorter
 * (a test server's), so the countdown always runs for a while before the warning.
 */
export function warningSecondsFor(idleSeconds: number): number {
  return Math.min(IDLE_WARNING_SECONDS, Math.floor(idleSeconds / 2));
}

export interface IdleState {
  /** Whole seconds left before the idle logout. */
  remaining: number;
  /** Whether the warning period has begun: only "stay signed in" (`stay`) ends it. */
  warning: boolean;
}

export interface IdleTimerOptions {
  idleSeconds: number;
  onChange: (state: IdleState) => void;
  /** Runs once, when the countdown reaches 0. */
  onExpire: () => void;
}

export interface IdleTimer {
  /** The user did something (a mouse press, a key): the countdown restarts, unless the warning is up. */
  activity(): void;
  /** The user chose to stay signed in: the countdown restarts, warning or not. */
  stay(): void;
  stop(): void;
}

/**
 * The idle logout's countdown, free of React: it ticks every second, measured against a deadline so
 * a busy or throttled tab cannot drift, tells `onChange` each change, and calls `onExpire` once at 0.
 * Once the warning is up, ordinary activity no longer restarts it: a click meant for the page would
 * otherwise close the dialog under the pointer, and the choice to stay must reach the server.
 */
export function startIdleTimer({ idleSeconds, onChange, onExpire }: IdleTimerOptions): IdleTimer {
  const warningSeconds = warningSecondsFor(idleSeconds);
  let deadline = 0;
  let state: IdleState = { remaining: idleSeconds, warning: false };
  let expired = false;

  const publish = (next: IdleState) => {
    if (next.remaining === state.remaining && next.warning === state.warning) return;
    state = next;
    onChange(state);
  };

  const restart = () => {
    if (expired) return;
    deadline = Date.now() + idleSeconds * SECOND_MS;
    publish({ remaining: idleSeconds, warning: false });
  };

  const tick = () => {
    if (expired) return;
    const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / SECOND_MS));
    publish({ remaining, warning: remaining <= warningSeconds });
    if (remaining === 0) {
      expired = true;
      clearInterval(timer);
      onExpire();
    }
  };

  deadline = Date.now() + idleSeconds * SECOND_MS;
  const timer = setInterval(tick, SECOND_MS);

  return {
    activity: () => {
      if (!state.warning) restart();
    },
    stay: restart,
    stop: () => clearInterval(timer),
  };
}
