import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ResponseCode } from '@gps/contracts/error-codes';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';
import {
  IDLE_WARNING_SECONDS,
  startIdleTimer,
  warningSecondsFor,
  type IdleState,
} from '../src/shared/session/idleTimer';
import {
  clearSignOutReason,
  peekSignOutReason,
  setSignOutReason,
  signOutReasonOf,
} from '../src/shared/session/signOutReason';

const WINDOW = 900;

function timer(idleSeconds = WINDOW) {
  const states: IdleState[] = [];
  const onExpire = jest.fn();
  const idle = startIdleTimer({ idleSeconds, onChange: (s) => states.push(s), onExpire });
  const last = () => states[states.length - 1];
  return { idle, onExpire, last, states };
}

describe('the idle logout countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('warns a minute before the end and signs out once at 0', () => {
    const { onExpire, last } = timer();
    jest.advanceTimersByTime((WINDOW - IDLE_WARNING_SECONDS - 1) * 1000);
    expect(last()).toEqual({ remaining: IDLE_WARNING_SECONDS + 1, warning: false });
    jest.advanceTimersByTime(1000);
    expect(last()).toEqual({ remaining: IDLE_WARNING_SECONDS, warning: true });
    jest.advanceTimersByTime((IDLE_WARNING_SECONDS - 1) * 1000);
    expect(last()).toEqual({ remaining: 1, warning: true });
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(last()).toEqual({ remaining: 0, warning: true });
    jest.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity restarts it before the warning, not once the warning is up', () => {
    const { idle, onExpire, last } = timer();
    jest.advanceTimersByTime(600_000);
    idle.activity();
    expect(last()).toEqual({ remaining: WINDOW, warning: false });
    jest.advanceTimersByTime((WINDOW - 10) * 1000);
    expect(last().warning).toBe(true);
    idle.activity();
    expect(last()).toEqual({ remaining: 10, warning: true });
    jest.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('"stay signed in" closes the warning and restarts the whole window', () => {
    const { idle, onExpire, last } = timer();
    jest.advanceTimersByTime((WINDOW - 5) * 1000);
    expect(last().warning).toBe(true);
    idle.stay();
    expect(last()).toEqual({ remaining: WINDOW, warning: false });
    jest.advanceTimersByTime((WINDOW - 1) * 1000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('does not drift when the tab is throttled: the deadline decides', () => {
    const { onExpire } = timer();
    // A background tab's timers may run late; the clock moved on regardless.
    jest.setSystemTime(Date.now() + WINDOW * 1000);
    jest.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops ticking when stopped', () => {
    const { idle, onExpire } = timer();
    idle.stop();
    jest.advanceTimersByTime(WINDOW * 2 * 1000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('a short window (a test server) warns for half of it', () => {
    expect(warningSecondsFor(WINDOW)).toBe(IDLE_WARNING_SECONDS);
    expect(warningSecondsFor(20)).toBe(10);
    const { last } = timer(20);
    jest.advanceTimersByTime(9000);
    expect(last().warning).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(last()).toEqual({ remaining: 10, warning: true });
  });
});

describe('why the login page says the user was signed out', () => {
  afterEach(() => clearSignOutReason());

  it('each session failure code has its reason, other codes none', () => {
    expect(signOutReasonOf(ResponseCode.SESSION_MISSING)).toBe('missing');
    expect(signOutReasonOf(ResponseCode.SESSION_EXPIRED)).toBe('expired');
    expect(signOutReasonOf(ResponseCode.SESSION_INVALID)).toBe('ended');
    expect(signOutReasonOf(ResponseCode.SESSION_ACCOUNT_DISABLED)).toBe('disabled');
    expect(signOutReasonOf(ResponseCode.INVALID_CREDENTIALS)).toBeUndefined();
    expect(signOutReasonOf(ResponseCode.OK)).toBeUndefined();
  });

  it('is kept until the login page has shown it', () => {
    setSignOutReason('idle');
    expect(peekSignOutReason()).toBe('idle');
    clearSignOutReason();
    expect(peekSignOutReason()).toBeNull();
  });

  it('every reason and the warning are translated in both languages', () => {
    for (const messages of [enUS, zhTW]) {
      for (const reason of ['idle', 'expired', 'ended', 'disabled', 'missing'] as const) {
        expect(messages.idle.reason[reason]).toEqual(expect.any(String));
      }
      expect(messages.idle.warningText).toContain('{{seconds}}');
      expect(messages.errors.retryAfter).toContain('{{seconds}}');
    }
  });
});
