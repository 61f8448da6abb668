import { EnvironmentOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Spin, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { OutOfServiceTag } from '../../shared/ui/StatusTags';
import { DevicePicker } from '../../shared/vehicles/DevicePicker';
import { useDeviceChoice } from '../../shared/vehicles/useDeviceChoice';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { AlarmTab } from './AlarmTab';
import { ExportMenu } from './ExportMenu';
import { DEFAULT_OVERTIME_SECONDS } from './historyLimits';
import { ParkingTab, useDurationText } from './ParkingTab';
import { PeriodPicker } from './PeriodPicker';
import { PlaybackBar } from './PlaybackBar';
import { PointDetails } from './PointDetails';
import { indexAtTime } from './pointLookup';
import { PointTable } from './PointTable';
import { SpeedLegend } from './SpeedLegend';
import { streetViewPath } from './streetView';
import { TrackMap, type FocusRequest, type MapStop } from './TrackMap';
import { useHistoryPeriod } from './useHistoryPeriod';
import { useHistoryTrack } from './useHistoryTrack';
import { useParkingRecords } from './useParkingRecords';
import { usePlayback } from './usePlayback';
import { comparePath } from './compareTimeline';
import { noDeviceHintKey } from './noDeviceHint';
import './history.css';

type TabKey = 'track' | 'parking' | 'alarm';

/**
 * /main/history: a device's track in a period on the map, coloured by speed, replayed with the
 * point table following (and leading: a click on a row moves the replay there); its stops (parking
 * tab, overtime the user may change) and its warnings (alarm tab); exports of the track and the
 * stops; the spec's banners for no data and an expired service.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const choice = useDeviceChoice();
  const { watchList } = useVehicles();
  const serial = choice.device?.deviceSerialNumber ?? null;
  const periodChoice = useHistoryPeriod();
  const { period } = periodChoice;
  const track = useHistoryTrack(serial, period);
  const playback = usePlayback(track.times);
  const [overtime, setOvertime] = useState(DEFAULT_OVERTIME_SECONDS);
  const parking = useParkingRecords(serial, period, overtime);
  const [tab, setTab] = useState<TabKey>('track');
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const duration = useDurationText();

  const current = indexAtTime(track.times, playback.state.time);
  const point = current >= 0 ? track.points[current] : undefined;
  const tracks = useMemo(() => [{ key: 'track', points: track.points, current }], [track.points, current]);
  const stops = useMemo<MapStop[]>(
    () =>
      parking.records.map((r) => ({
        startTime: r.startTime,
        latitude: r.latitude,
        longitude: r.longitude,
        label: t('history.parkingMark', { duration: duration(r.durationSeconds) }),
      })),
    [parking.records, t],
  );
  const show = useCallback(
    (latitude: number, longitude: number) =>
      setFocus((previous) => ({ latitude, longitude, seq: (previous?.seq ?? 0) + 1 })),
    [],
  );
  // Stable, so the table (thousands of rows) is not redrawn at every frame of the playback.
  const { seek } = playback;
  const { points, times } = track;
  const pickPoint = useCallback(
    (index: number) => {
      seek(times[index]);
      show(points[index].latitude, points[index].longitude);
    },
    [seek, show, points, times],
  );

  const serviceExpired = track.serviceExpired || parking.serviceExpired;
  const noData = serial !== null && !track.loading && !track.failed && track.points.length === 0;

  return (
    <div className="history-page" data-testid="history-page">
      <PageHeader
        title={t('client.tabs.history')}
        description={t('history.description')}
        extra={
          <>
            <OutOfServiceTag code={choice.device?.serviceStatusCode} />
            <DevicePicker choice={choice} testId="history-device" />
          </>
        }
      />
      {serial === null ? (
        <Card variant="borderless" className="content-card" data-testid="history-no-device">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(noDeviceHintKey(watchList))} />
        </Card>
      ) : (
        <Card variant="borderless" className="content-card history-card">
          <div className="history-toolbar">
            <PeriodPicker key={serial} choice={periodChoice} />
            <div className="history-toolbar__actions">
              <ExportMenu kind="track" deviceSerialNumber={serial} period={period} />
              <ExportMenu
                kind="parking"
                deviceSerialNumber={serial}
                period={period}
                overtimeSeconds={overtime}
              />
              <Link to={comparePath({ deviceSerialNumber: serial, ...period })}>
                <Button icon={<SwapOutlined />} data-testid="history-compare">
                  {t('history.compare')}
                </Button>
              </Link>
            </div>
          </div>
          {serviceExpired && (
            <Alert
              className="history-banner"
              type="warning"
              showIcon
              data-testid="history-service-expired"
              title={t('history.serviceExpired')}
            />
          )}
          {noData && (
            <Alert
              className="history-banner"
              type="info"
              showIcon
              data-testid="history-no-data"
              title={t('history.noData')}
            />
          )}
          <div className="history-map-wrap">
            <TrackMap tracks={tracks} stops={stops} focus={focus} />
            <SpeedLegend />
            {track.loading && (
              <div className="history-map-loading">
                <Spin />
              </div>
            )}
          </div>
          <PlaybackBar
            playback={playback}
            times={track.times}
            extra={
              point && (
                <a
                  href={streetViewPath(point)}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="history-street-view"
                >
                  <Button size="small" icon={<EnvironmentOutlined />}>
                    {t('history.streetView')}
                  </Button>
                </a>
              )
            }
          />
          <PointDetails point={point} />
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            items={[
              {
                key: 'track',
                label: `${t('client.history.track')} (${track.points.length})`,
                children: <PointTable points={track.points} current={current} onPick={pickPoint} />,
              },
              {
                key: 'parking',
                label: t('client.history.parking'),
                children: (
                  <ParkingTab
                    records={parking.records}
                    loading={parking.loading}
                    overtimeSeconds={overtime}
                    onOvertimeChange={setOvertime}
                    onShow={(r) => show(r.latitude, r.longitude)}
                  />
                ),
              },
              {
                key: 'alarm',
                label: t('client.history.alarm'),
                children: (
                  // A new device or period starts at the first page.
                  <AlarmTab
                    key={`${serial}:${period.startTime}:${period.endTime}`}
                    deviceSerialNumber={serial}
                    period={period}
                    onShow={show}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
