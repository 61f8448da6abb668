import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WarningFieldsFragment } from '../../gql/graphql';
import { formatMicros } from '../../shared/format';
import { HandledCell } from './HandledCell';
import type { WarningList } from './useWarningList';
import { WARNINGS_PAGE_ROWS } from './warningFilters';
import { historyLink, placeOf, vehicleOf, warningKindLabel } from './warningWords';

type Row = WarningFieldsFragment;

/** The warnings as a table of 50 a page: time, vehicle, kind, place, handling. */
export function WarningsTable({ list, onHandle }: { list: WarningList; onHandle: (row: Row) => void }) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={list.loading}
      dataSource={list.rows as Row[]}
      scroll={{ x: 860 }}
      locale={{ emptyText: t('warnings.empty') }}
      pagination={{
        current: list.pageIndex + 1,
        pageSize: WARNINGS_PAGE_ROWS,
        total: list.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: (page) => list.setPageIndex(page - 1),
      }}
      onRow={() => ({ 'data-testid': 'warning-row' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t('warnings.column.time'),
          dataIndex: 'timestamp',
          width: 170,
          render: (micros: number) => formatMicros(micros, true, true),
        },
        {
          title: t('warnings.column.vehicle'),
          key: 'vehicle',
          width: 220,
          render: (_, row) => vehicleOf(row),
        },
        {
          title: t('warnings.column.kind'),
          dataIndex: 'kind',
          width: 170,
          render: (_, row) => (
            <Tag color="red" data-testid="warning-kind">
              {warningKindLabel(t, row)}
            </Tag>
          ),
        },
        {
          title: t('warnings.column.place'),
          key: 'place',
          width: 190,
          render: (_, row) => {
            const place = placeOf(row);
            return place ? (
              <Link to={historyLink(row.deviceSerialNumber)} title={t('warnings.placeLink')}>
                {place}
              </Link>
            ) : (
              <Typography.Text type="secondary">{t('warnings.noPlace')}</Typography.Text>
            );
          },
        },
        {
          title: t('warnings.column.handled'),
          key: 'handled',
          render: (_, row) => <HandledCell row={row} onHandle={onHandle} />,
        },
      ]}
    />
  );
}
