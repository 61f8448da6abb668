import { useCallback, useEffect, useRef, useState } from 'react';
import {
  initialPlayback,
  pause,
  play,
  seek,
  setSpeed,
  tick,
  type PlaybackSpeed,
  type PlaybackState,
} from './playbackClock';

export interface Playback {
  state: PlaybackState;
  play: () => void;
  pause: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
  seek: (time: number) => void;
}

/**
 * The playback clock driven by animation frames: each frame advances it by the real time since the
 * last. A new track starts paused at its first fix.
 */
export function usePlayback(times: readonly number[]): Playback {
  const [state, setState] = useState<PlaybackState>(() => initialPlayback(times));
  const timesRef = useRef(times);

  useEffect(() => {
    timesRef.current = times;
    setState(initialPlayback(times));
  }, [times]);

  useEffect(() => {
    if (!state.playing) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const elapsed = now - last;
      last = now;
      setState((s) => tick(s, timesRef.current, elapsed));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [state.playing]);

  return {
    state,
    play: useCallback(() => setState((s) => play(s, timesRef.current)), []),
    pause: useCallback(() => setState((s) => pause(s)), []),
    setSpeed: useCallback((speed: PlaybackSpeed) => setState((s) => setSpeed(s, speed)), []),
    seek: useCallback((time: number) => setState((s) => seek(s, timesRef.current, time)), []),
  };
}
