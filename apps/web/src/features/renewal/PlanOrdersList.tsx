import { useQuery } from '@apollo/client/react';
import { Empty, List, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlanOrdersDocument, type PlanOrderFieldsFragment } from '../../gql/graphql';
import { formatMicros, orDash } from '../../shared/format';
import { usePhone } from '../../shared/ui/usePhone';
import { OrderStatusTag } from './orderTags';
import { ntd } from './money';
import { orderPath } from './orderPath';

/** Orders a page, as many as the call gives (PAGE_SIZES.finance). */
const ORDERS_PAGE = 100;

/** The account's orders, newest first, with their states; each opens its order page. */
export function PlanOrdersList() {
  const { t } = useTranslation();
  const phone = usePhone();
  const [page, setPage] = useState(0);
  const { data, loading } = useQuery(PlanOrdersDocument, {
    variables: { pageIndex: page, pageRows: ORDERS_PAGE },
    fetchPolicy: 'network-only',
  });
  const rows = data?.planOrders.rows ?? [];
  const total = data?.planOrders.total ?? 0;
  const number = (r: PlanOrderFieldsFragment) => <Link to={orderPath(r.orderNumber)}>{r.orderNumber}</Link>;
  const pagination = {
    current: page + 1,
    pageSize: ORDERS_PAGE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: (next: number) => setPage(next - 1),
  };
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('renewal.noOrders')} />;
  const columns = [
    {
      title: t('renewal.orderNumber'),
      key: 'number',
      render: (_: unknown, r: PlanOrderFieldsFragment) => number(r),
    },
    {
      title: t('renewal.placedAt'),
      dataIndex: 'placedAt',
      key: 'placed',
      render: (v: number) => formatMicros(v),
    },
    { title: t('renewal.item'), dataIndex: 'itemName', key: 'item' },
    {
      title: t('renewal.devices'),
      dataIndex: 'deviceSerialNumbers',
      key: 'devices',
      render: (v: string[]) => v.join(', '),
    },
    { title: t('renewal.amount'), dataIndex: 'amount', key: 'amount', render: (v: number) => ntd(v) },
    {
      title: t('renewal.paymentType'),
      dataIndex: 'paymentType',
      key: 'type',
      render: (v: number) => t(`renewal.paymentTypes.${v}`),
    },
    {
      title: t('renewal.state'),
      dataIndex: 'orderStatus',
      key: 'state',
      render: (v: number) => <OrderStatusTag code={v} />,
    },
    { title: t('renewal.invoiceNumber'), dataIndex: 'invoiceNumber', key: 'invoice', render: orDash },
  ];
  const card = (r: PlanOrderFieldsFragment) => (
    <List.Item className="maintenance-card">
      <div className="maintenance-card__head">
        {number(r)}
        <OrderStatusTag code={r.orderStatus} />
      </div>
      <Typography.Text>
        {r.itemName} · {ntd(r.amount)}
      </Typography.Text>
      <Typography.Text type="secondary">{r.deviceSerialNumbers.join(', ')}</Typography.Text>
      <Typography.Text type="secondary">{formatMicros(r.placedAt)}</Typography.Text>
    </List.Item>
  );
  return phone ? (
    <List
      rowKey="orderNumber"
      loading={loading}
      dataSource={rows}
      renderItem={card}
      pagination={pagination}
      locale={{ emptyText: empty }}
      data-testid="plan-orders"
    />
  ) : (
    <Table
      rowKey="orderNumber"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      data-testid="plan-orders"
    />
  );
}
