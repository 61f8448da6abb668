import { Button, Card, Empty, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiProvider } from '../../shared/api/ApiProvider';
import { formatMicros } from '../../shared/format';
import { PageHeader } from '../../shared/ui/PageHeader';
import { compareSideOf, pointsAtOffset, sharedTimeline, type CompareSide } from './compareTimeline';
import { PlaybackBar } from './PlaybackBar';
import { TrackMap } from './TrackMap';
import { useHistoryTrack } from './useHistoryTrack';
import { usePlayback } from './usePlayback';
import './history.css';

/** The two lines' colours: told apart at a glance, neither a speed band's. */
const SIDE_COLOURS = { a: '#722ed1', b: '#eb2f96' } as const;
const MICROS_PER_MINUTE = 60_000_000;
const MINUTES_PER_HOUR = 60;

/** An offset since the period's start as hours:minutes. */
function elapsedText(offset: number): string {
  const minutes = Math.floor(Math.max(0, offset) / MICROS_PER_MINUTE);
  return `${Math.floor(minutes / MINUTES_PER_HOUR)}:${String(minutes % MINUTES_PER_HOUR).padStart(2, '0')}`;
}

/** One side's device and period, editable: the device's serial; the period as the history page sent it. */
function SideForm({
  label,
  side,
  onChange,
}: {
  label: string;
  side: CompareSide | null;
  onChange: (side: CompareSide) => void;
}) {
  const { t } = useTranslation();
  const [serial, setSerial] = useState(side?.deviceSerialNumber ?? '');
  return (
    <Card size="small" title={label} className="compare-side">
      <Input.Search
        aria-label={t('history.compareDevice')}
        placeholder={t('history.compareDevice')}
        value={serial}
        enterButton={t('history.compareShow')}
        onChange={(e) => setSerial(e.target.value)}
        onSearch={(value) => {
          if (value && side) onChange({ ...side, deviceSerialNumber: value.trim() });
        }}
      />
      {side && (
        <div>
          {formatMicros(side.startTime)} – {formatMicros(side.endTime)}
        </div>
      )}
    </Card>
  );
}

function Compare() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const a = compareSideOf(params, 'a');
  // Side B starts as A's vehicle on the day before: "how did today differ from yesterday".
  const b = compareSideOf(params, 'b');
  const trackA = useHistoryTrack(a?.deviceSerialNumber ?? null, a);
  const trackB = useHistoryTrack(b?.deviceSerialNumber ?? null, b);
  const sides = useMemo(
    () => [
      { startTime: a?.startTime ?? 0, times: trackA.times },
      { startTime: b?.startTime ?? 0, times: trackB.times },
    ],
    [a?.startTime, b?.startTime, trackA.times, trackB.times],
  );
  const timeline = useMemo(() => sharedTimeline(sides), [sides]);
  const playback = usePlayback(timeline);
  const [indexA, indexB] = pointsAtOffset(sides, playback.state.time);

  const write = (name: 'a' | 'b', side: CompareSide) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(name, side.deviceSerialNumber);
      next.set(`${name}Start`, String(side.startTime));
      next.set(`${name}End`, String(side.endTime));
      return next;
    });

  if (!a) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.noDevice')} />;
  }
  const day = 24 * MINUTES_PER_HOUR * MICROS_PER_MINUTE;
  const sideB = b ?? { ...a, startTime: a.startTime - day, endTime: a.endTime - day };
  return (
    <>
      <div className="compare-sides">
        <SideForm label={t('history.compareA')} side={a} onChange={(side) => write('a', side)} />
        <SideForm label={t('history.compareB')} side={sideB} onChange={(side) => write('b', side)} />
      </div>
      <div className="history-map-wrap">
        <TrackMap
          testId="compare-map"
          tracks={[
            { key: 'a', label: 'A', colour: SIDE_COLOURS.a, points: trackA.points, current: indexA },
            { key: 'b', label: 'B', colour: SIDE_COLOURS.b, points: trackB.points, current: indexB },
          ]}
        />
      </div>
      <PlaybackBar
        playback={playback}
        times={timeline}
        format={(offset) => t('history.compareElapsed', { elapsed: elapsedText(offset) })}
      />
      {!b && (
        <Button onClick={() => write('b', sideB)} data-testid="compare-show-b">
          {t('history.compareShow')}
        </Button>
      )}
    </>
  );
}

/**
 * /compareHistory: two tracks (two devices, or one device on two periods) on one map with one
 * playback, aligned by the time since each period's start. Outside the customer layout (its own
 * window), so it brings its own api client; the route's guard needs a session all the same.
 */
export function CompareHistoryPage() {
  const { t } = useTranslation();
  return (
    <ApiProvider>
      <div className="compare-page" data-testid="compare-page">
        <PageHeader title={t('history.compareTitle')} description={t('history.compareDescription')} />
        <Card variant="borderless" className="content-card">
          <Compare />
        </Card>
      </div>
    </ApiProvider>
  );
}
