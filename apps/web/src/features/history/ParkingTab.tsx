import { Button, InputNumber, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../shared/format';
import { formatCoordinates } from '../../shared/numbers';
import { MAX_OVERTIME_SECONDS } from './historyLimits';
import { durationParts } from './pointLabels';
import type { ParkingRecord } from './useParkingRecords';

/** A stop's duration in the reader's language: "2 h 5 min". */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    const { key, hours, minutes } = durationParts(seconds);
    return t(key, { hours, minutes });
  };
}

/**
 * The parking tab: the stops lasting at least the overtime (the spec's 1800 s; the user may change
 * it), with start, end, duration and place; a click shows the stop on the map.
 */
export function ParkingTab({
  records,
  loading,
  overtimeSeconds,
  onOvertimeChange,
  onShow,
}: {
  records: readonly ParkingRecord[];
  loading: boolean;
  overtimeSeconds: number;
  onOvertimeChange: (seconds: number) => void;
  onShow: (record: ParkingRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const duration = useDurationText();
  const columns: TableProps<ParkingRecord>['columns'] = [
    {
      key: 'start',
      title: t('history.parking.start'),
      render: (_, r) => formatMicros(r.startTime, true, true),
    },
    {
      key: 'end',
      title: t('history.parking.end'),
      render: (_, r) =>
        r.endTime === null || r.endTime === undefined
          ? t('history.parking.stillParked')
          : formatMicros(r.endTime, true, true),
    },
    { key: 'duration', title: t('history.parking.duration'), render: (_, r) => duration(r.durationSeconds) },
    {
      key: 'place',
      title: t('history.parking.place'),
      render: (_, r) => {
        const place = r.address || formatCoordinates(r.latitude, r.longitude, i18n.language);
        // Within the marker distance of one of the device's markers: "parked at Home" first.
        return r.marker ? `${t('addresses.parkedAt', { alias: r.marker.alias })} · ${place}` : place;
      },
    },
    {
      key: 'show',
      title: '',
      width: 120,
      render: (_, r) => (
        <Button size="small" type="link" onClick={() => onShow(r)}>
          {t('history.parking.show')}
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="history-parking">
      <div className="history-parking__toolbar">
        <Typography.Text>{t('history.parking.overtime')}</Typography.Text>
        <InputNumber<number>
          aria-label={t('history.parking.overtime')}
          data-testid="history-overtime"
          min={0}
          max={MAX_OVERTIME_SECONDS}
          step={60}
          precision={0}
          value={overtimeSeconds}
          onChange={(value) => {
            if (value !== null) onOvertimeChange(value);
          }}
          suffix={t('history.parking.seconds')}
        />
      </div>
      <Table<ParkingRecord>
        size="small"
        rowKey="startTime"
        loading={loading}
        columns={columns}
        dataSource={records as ParkingRecord[]}
        pagination={false}
        scroll={{ x: 640 }}
        onRow={(r) => ({ onClick: () => onShow(r) })}
      />
    </div>
  );
}
