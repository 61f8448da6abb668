import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Segmented, Slider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../shared/format';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from './playbackClock';
import type { Playback } from './usePlayback';

/** Play / pause, the speed (x1 to x16) and the timeline slider over the track's fix times. */
export function PlaybackBar({
  playback,
  times,
  extra,
  format = (time) => formatMicros(time, true, true),
}: {
  playback: Playback;
  times: readonly number[];
  extra?: React.ReactNode;
  /** How a time of the timeline reads; fix times by default. */
  format?: (time: number) => string;
}) {
  const { t } = useTranslation();
  const { state } = playback;
  const empty = times.length === 0;
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  return (
    <div className="history-playback" data-testid="history-playback">
      <Button
        type="primary"
        shape="circle"
        disabled={empty}
        icon={state.playing ? <PauseOutlined /> : <CaretRightOutlined />}
        aria-label={state.playing ? t('history.playback.pause') : t('history.playback.play')}
        data-testid={state.playing ? 'history-pause' : 'history-play'}
        onClick={state.playing ? playback.pause : playback.play}
      />
      <Segmented<PlaybackSpeed>
        size="small"
        aria-label={t('history.playback.speed')}
        value={state.speed}
        onChange={playback.setSpeed}
        options={PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: `x${speed}` }))}
      />
      <Slider
        className="history-playback__slider"
        aria-label={t('history.playback.timeline')}
        disabled={empty}
        min={first}
        max={Math.max(last, first + 1)}
        value={state.time}
        onChange={playback.seek}
        tooltip={{ formatter: (value) => (value === undefined ? '' : format(value)) }}
      />
      <Typography.Text className="history-playback__time" data-testid="history-playback-time">
        {empty ? '—' : format(state.time)}
      </Typography.Text>
      {extra}
    </div>
  );
}
