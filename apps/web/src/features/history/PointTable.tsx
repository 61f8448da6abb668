import { Table, type TableProps } from 'antd';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMicros, orDash } from '../../shared/format';
import { formatCoordinates, formatCourse, formatSpeed } from '../../shared/numbers';
import { accKey, locateTypeKey } from './pointLabels';
import type { TrackPoint } from './useHistoryTrack';

/** The table's own height: it scrolls inside it. */
const TABLE_HEIGHT = 320;
/**
 * Paged, not virtualised: a day is 8,640 rows or more, and antd's virtual list, asked to scroll at
 * every playback step, re-measures itself in a loop of state updates that React stops ("maximum
 * update depth") at x16. A page of 100 rows (about 17 minutes at a fix every 10 s) is cheap to draw
 * and to scroll by hand.
 */
const PAGE_ROWS = 100;
const CURRENT_ROW = 'history-points__current';

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
  const frame = useRef<HTMLDivElement>(null);
  const rows = useMemo<Row[]>(() => points.map((p, index) => ({ ...p, index })), [points]);
  const [page, setPage] = useState(1);

  // The page follows the playback; the user may leaf through others until the point moves on.
  useEffect(() => {
    if (current >= 0) setPage(Math.floor(current / PAGE_ROWS) + 1);
  }, [current]);

  // The current row marked and in the middle of the table's own scroll (never scrolling the
  // window), by hand: re-rendering a page of rows at every playback step costs a frame or more.
  useEffect(() => {
    const body = frame.current?.querySelector<HTMLElement>('.ant-table-body');
    body?.querySelector(`.${CURRENT_ROW}`)?.classList.remove(CURRENT_ROW);
    const row = body?.querySelector<HTMLElement>(`tr[data-row-key="${current}"]`);
    if (!body || !row) return;
    row.classList.add(CURRENT_ROW);
    body.scrollTop = row.offsetTop - (body.clientHeight - row.offsetHeight) / 2;
  }, [current, page]);

  return (
    <div ref={frame}>
      <PointPage rows={rows} page={page} onPage={setPage} onPick={onPick} />
    </div>
  );
});

/** The table of one page of points: drawn again only when the rows, the page or the language change. */
const PointPage = memo(function PointPage({
  rows,
  page,
  onPage,
  onPick,
}: {
  rows: Row[];
  page: number;
  onPage: (page: number) => void;
  onPick: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
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
      className="history-points"
      data-testid="history-points"
      size="small"
      scroll={{ x: 800, y: TABLE_HEIGHT }}
      rowKey="index"
      columns={columns}
      dataSource={rows}
      pagination={{
        current: page,
        pageSize: PAGE_ROWS,
        showSizeChanger: false,
        size: 'small',
        onChange: onPage,
      }}
      onRow={(row) => ({ onClick: () => onPick(row.index) })}
    />
  );
});
