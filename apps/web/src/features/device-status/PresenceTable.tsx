import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DevicePresenceFieldsFragment } from '../../gql/graphql';
import { presenceColumns } from './presenceColumns';

/** The devices' table both pages show: one page of rows, the server's total, paged by the caller. */
export function PresenceTable({
  rows,
  total,
  loading,
  pageIndex,
  pageSize,
  onPage,
}: {
  rows: readonly DevicePresenceFieldsFragment[];
  total: number;
  loading: boolean;
  /** 0-based, as the calls take it. */
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table
      size="middle"
      rowKey="deviceSerialNumber"
      loading={loading}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      columns={presenceColumns(t)}
      locale={{ emptyText: t('common.noDataSearchAgain') }}
      pagination={{
        current: pageIndex + 1,
        pageSize,
        total,
        showSizeChanger: false,
        onChange: (page) => onPage(page - 1),
      }}
    />
  );
}
