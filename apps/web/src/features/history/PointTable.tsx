import { Table, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMicros, orDash } from '../../shared/format';
import { formatCoordinates, formatCourse, formatSpeed } from '../../shared/numbers';
import { accKey, locateTypeKey } from './pointLabels';
import type { TrackPoint } from './useHistoryTrack';

/** The table's own height: it scrolls inside it, virtualised (a day is 8,640 rows or more). */
const TABLE_HEIGHT = 320;

type Row = TrackPoint & { index: number };

/**
 * Every point of the track, the playback's highlighted and kept in view; a click on a row moves the
 * playback (and so the map) there.
 */
export const PointTable = memo(function PointTable({
  points,
  current,
  onPick,
}: {
  points: readonly TrackPoint[];
  current: number;
  onPick: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const table = useRef<TableRef>(null);
  const rows = useMemo<Row[]>(() => points.map((p, index) => ({ ...p, index })), [points]);

  useEffect(() => {
    if (current >= 0) table.current?.scrollTo({ index: current });
  }, [current]);

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'time',
      title: t('history.point.time'),
      width: 170,
      render: (_, p) => formatMicros(p.fixTime, true, true),
    },
    {
      key: 'speed',
      title: t('history.point.speed'),
      width: 100,
      render: (_, p) => formatSpeed(p.speed, i18n.language),
    },
    {
      key: 'course',
      title: t('history.point.course'),
      width: 70,
      render: (_, p) => formatCourse(p.course, i18n.language),
    },
    {
      key: 'satellites',
      title: t('history.point.satellites'),
      width: 80,
      render: (_, p) => orDash(p.satellites),
    },
    {
      key: 'locate',
      title: t('history.point.locateType'),
      width: 100,
      render: (_, p) => t(locateTypeKey(p.locateType)),
    },
    {
      key: 'acc',
      title: t('history.point.acc'),
      width: 60,
      render: (_, p) => {
        const acc = accKey(p.acc);
        return acc ? t(acc) : '—';
      },
    },
    {
      key: 'place',
      title: t('history.point.address'),
      width: 220,
      render: (_, p) => p.address || formatCoordinates(p.latitude, p.longitude, i18n.language),
    },
  ];

  return (
    <Table<Row>
      ref={table}
      className="history-points"
      data-testid="history-points"
      size="small"
      virtual
      scroll={{ x: 800, y: TABLE_HEIGHT }}
      rowKey="index"
      columns={columns}
      dataSource={rows}
      pagination={false}
      rowClassName={(row) => (row.index === current ? 'history-points__current' : '')}
      onRow={(row) => ({ onClick: () => onPick(row.index) })}
    />
  );
});
