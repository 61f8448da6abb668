import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WarningFieldsFragment } from '../../gql/graphql';
import { formatMicros } from '../../shared/format';
import { HandledCell } from './HandledCell';
import type { WarningList } from './useWarningList';
import { WARNINGS_PAGE_ROWS } from './warningFilters';
import { historyLink, placeOf, vehicleOf, warningKindLabel } from './warningWords';

type Row = WarningFieldsFragment;

/** On a phone the table's five columns do not fit: each warning is a small card, 50 a page. */
export function WarningCards({ list, onHandle }: { list: WarningList; onHandle: (row: Row) => void }) {
  const { t } = useTranslation();
  return (
    <List<Row>
      className="warning-cards"
      loading={list.loading}
      dataSource={list.rows as Row[]}
      locale={{ emptyText: t('warnings.empty') }}
      pagination={
        list.total > WARNINGS_PAGE_ROWS && {
          current: list.pageIndex + 1,
          pageSize: WARNINGS_PAGE_ROWS,
          total: list.total,
          showSizeChanger: false,
          simple: true,
          onChange: (page) => list.setPageIndex(page - 1),
        }
      }
      renderItem={(row) => {
        const place = placeOf(row);
        return (
          <List.Item className="warning-card" data-testid="warning-row">
            <div className="warning-card__head">
              <Tag color="red">{warningKindLabel(t, row)}</Tag>
              <Typography.Text type="secondary">{formatMicros(row.timestamp, true, true)}</Typography.Text>
            </div>
            <div>{vehicleOf(row)}</div>
            {place ? (
              <Link to={historyLink(row.deviceSerialNumber)}>{place}</Link>
            ) : (
              <Typography.Text type="secondary">{t('warnings.noPlace')}</Typography.Text>
            )}
            <HandledCell row={row} onHandle={onHandle} />
          </List.Item>
        );
      }}
    />
  );
}
