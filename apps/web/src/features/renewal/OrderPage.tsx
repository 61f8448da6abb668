import { useQuery } from '@apollo/client/react';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Table } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  OrderDevicesDocument,
  PlanOrdersDocument,
  type RenewalDeviceFieldsFragment,
} from '../../gql/graphql';
import { formatMicros, orDash } from '../../shared/format';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ntd } from './money';
import { ORDER_POLL_MS, expiryOf, orderIsPending } from './orderProgress';
import { OrderStatusTag } from './orderTags';
import { renewalPageOf } from './renewalPages';

/**
 * /main/order/:orderNumber, where the payment provider sends the browser back: the order's state,
 * asked again until it is no longer waiting, then the devices' new expiries and the invoice number.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderNumber = '' } = useParams();
  const { data, loading, startPolling, stopPolling } = useQuery(PlanOrdersDocument, {
    variables: { filter: { orderNumber }, pageIndex: 0, pageRows: 1 },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const order = data?.planOrders.rows.find((o) => o.orderNumber === orderNumber);
  const pending = order !== undefined && orderIsPending(order);
  useEffect(() => {
    if (pending) startPolling(ORDER_POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [pending, startPolling, stopPolling]);
  const devices = useQuery(OrderDevicesDocument, {
    variables: { filter: { deviceSerialNumbers: order?.deviceSerialNumbers ?? [] } },
    skip: order === undefined || pending,
    fetchPolicy: 'network-only',
  });
  const back = renewalPageOf(order?.kind ?? 'service');

  return (
    <div data-testid="order-page">
      <PageHeader
        title={t('renewal.orderTitle', { orderNumber })}
        extra={
          <Space wrap>
            <Link to={back.path}>
              <Button>{t(back.labelKey)}</Button>
            </Link>
            <Link to="/main/monitor">
              <Button>{t('client.tabs.monitor')}</Button>
            </Link>
          </Space>
        }
      />
      <Card variant="borderless" className="content-card">
        {order === undefined ? (
          loading ? (
            <Spin />
          ) : (
            <Empty description={t('renewal.orderNotFound')} />
          )
        ) : (
          <>
            {pending && (
              <Result
                icon={<Spin size="large" />}
                title={t('renewal.waiting')}
                subTitle={t('renewal.waitingHint')}
                data-testid="order-waiting"
              />
            )}
            <Descriptions column={1} bordered size="small" data-testid="order-details">
              <Descriptions.Item label={t('renewal.state')}>
                <OrderStatusTag code={order.orderStatus} />
              </Descriptions.Item>
              <Descriptions.Item label={t('renewal.item')}>{order.itemName}</Descriptions.Item>
              <Descriptions.Item label={t('renewal.amount')}>
                {ntd(order.amount)}
                {order.discount > 0 && ` (${t('renewal.discounted', { discount: ntd(order.discount) })})`}
              </Descriptions.Item>
              <Descriptions.Item label={t('renewal.paymentType')}>
                {t(`renewal.paymentTypes.${order.paymentType}`)}
              </Descriptions.Item>
              {order.paymentCode && (
                <Descriptions.Item label={t('renewal.paymentCode')}>
                  {order.paymentCode} ·{' '}
                  {t('renewal.payBefore', { date: formatMicros(order.paymentCodeExpiresAt) })}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('renewal.invoiceNumber')}>
                <span data-testid="order-invoice">{orDash(order.invoiceNumber)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('renewal.placedAt')}>
                {formatMicros(order.placedAt)}
              </Descriptions.Item>
            </Descriptions>
            {!pending && (
              <Table
                className="renewal-lines"
                rowKey="deviceSerialNumber"
                size="small"
                pagination={false}
                loading={devices.loading}
                dataSource={devices.data?.devices.rows ?? []}
                data-testid="order-devices"
                columns={[
                  {
                    title: t('renewal.devices'),
                    key: 'name',
                    render: (_: unknown, d: RenewalDeviceFieldsFragment) => d.carName ?? d.deviceSerialNumber,
                  },
                  { title: t('device.fields.deviceSerialNumber'), dataIndex: 'deviceSerialNumber', key: 's' },
                  {
                    title: t(`renewal.expiryOf.${order.kind}`),
                    key: 'expiry',
                    render: (_: unknown, d: RenewalDeviceFieldsFragment) =>
                      formatMicros(expiryOf(order.kind, d), false),
                  },
                ]}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
