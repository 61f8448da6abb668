import { CaretRightFilled, LoadingOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Slider, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PcmPlayback, audioContext, fetchAmrSamples, formatClock } from './amrPlayback';

/** How often the time and the position bar move while playing. */
const TICK_MS = 200;

type Phase = 'idle' | 'loading' | 'paused' | 'playing' | 'error';

/**
 * A player for an AMR-NB recording, shaped like the browser's own audio controls: play / pause,
 * "position / duration" and a position bar. Nothing is fetched until the first play (like the
 * other players' preload="none"); then the recording is fetched, decoded in the page and kept for
 * later plays. `data-state` and `data-duration` (seconds, once decoded) say what it is doing.
 */
export function AmrPlayer({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [duration, setDuration] = useState<number | null>(null);
  const [position, setPosition] = useState(0);
  const playback = useRef<PcmPlayback | null>(null);
  const loading = useRef<AbortController | null>(null);
  /** While the position bar is dragged, it shows where the thumb is, not where the sound is. */
  const dragging = useRef(false);

  // Going away: stop the sound and drop a download or decode in flight.
  useEffect(
    () => () => {
      loading.current?.abort();
      playback.current?.release();
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = setInterval(() => {
      if (!dragging.current) setPosition(playback.current?.position ?? 0);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  const load = async () => {
    // Made in the click itself, before anything is awaited, so the browser lets it sound.
    const context = audioContext();
    const abort = new AbortController();
    loading.current = abort;
    setPhase('loading');
    try {
      const samples = await fetchAmrSamples(url, abort.signal);
      if (abort.signal.aborted) return;
      const player = new PcmPlayback(context, samples, () => {
        setPosition(0);
        setPhase('paused');
      });
      playback.current = player;
      setDuration(player.duration);
      player.play();
      setPhase('playing');
    } catch (error) {
      if (abort.signal.aborted) return;
      console.warn(`[voice] ${fileName} could not be played`, error);
      setPhase('error');
    } finally {
      if (loading.current === abort) loading.current = null;
    }
  };

  const toggle = () => {
    const player = playback.current;
    if (!player) {
      void load();
    } else if (player.playing) {
      player.pause();
      setPosition(player.position);
      setPhase('paused');
    } else {
      audioContext();
      player.play();
      setPhase('playing');
    }
  };

  const seek = (seconds: number) => {
    dragging.current = false;
    const player = playback.current;
    if (!player) return;
    player.seek(seconds);
    setPosition(player.position);
  };

  if (phase === 'error') {
    return (
      <Typography.Text
        type="secondary"
        className="amr-player__failed"
        data-testid="amr-player"
        data-state="error"
      >
        {t('voice.amrFailed')}
      </Typography.Text>
    );
  }

  const label =
    phase === 'playing' ? t('voice.pause') : phase === 'loading' ? t('voice.decoding') : t('voice.play');
  return (
    <div
      className="amr-player"
      role="group"
      aria-label={fileName}
      data-testid="amr-player"
      data-state={phase}
      data-duration={duration ?? undefined}
    >
      <Button
        type="text"
        shape="circle"
        className="amr-player__toggle"
        aria-label={label}
        title={label}
        disabled={phase === 'loading'}
        icon={
          phase === 'loading' ? (
            <LoadingOutlined />
          ) : phase === 'playing' ? (
            <PauseOutlined />
          ) : (
            <CaretRightFilled />
          )
        }
        onClick={toggle}
      />
      <span className="amr-player__time">
        {formatClock(position)} / {duration === null ? '-:--' : formatClock(Math.round(duration))}
      </span>
      <Slider
        className="amr-player__seek"
        min={0}
        max={duration ?? 1}
        step={0.01}
        value={duration === null ? 0 : position}
        disabled={duration === null}
        tooltip={{ open: false }}
        ariaLabelForHandle={t('voice.seek')}
        onChange={(seconds) => {
          dragging.current = true;
          setPosition(seconds);
        }}
        onChangeComplete={seek}
      />
    </div>
  );
}
