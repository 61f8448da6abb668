import { DownloadOutlined, PlusOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { AdminFunction, ORDER_STATUSES, OrderStatus, PAYMENT_TYPES, PaymentStatus } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import type { Language } from '@gps/codes';
import { App, Button, Col, DatePicker, Input, Row, Select, Space, Statistic, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FinanceOrdersDocument,
  FinanceTotalsDocument,
  type FinanceOrderFieldsFragment,
} from '../../gql/graphql';
import { reportError } from '../../shared/api/errorBus';
import { postForFile, saveFile } from '../../shared/api/fileCall';
import { RowButton } from '../../shared/back-office/RowActions';
import { useAdminRights } from '../../shared/back-office/useAdminRights';
import { formatMicros, orDash } from '../../shared/format';
import { useSession } from '../../shared/session/store';
import { filterInput, ntd, type FinanceFilter } from './finance';
import { ManualOrderDialog } from './ManualOrderDialog';
import { RefundDialog } from './RefundDialog';
import { VoidInvoiceDialog } from './VoidInvoiceDialog';

type Order = FinanceOrderFieldsFragment;
const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The orders 100 a page under the filters, their totals, the refund and void actions, the exports. */
export function FinanceOrders() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const rights = useAdminRights(AdminFunction.FINANCE);
  const [filter, setFilter] = useState<FinanceFilter>({ period: null });
  const [pageIndex, setPageIndex] = useState(0);
  const [refunding, setRefunding] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<Order | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const input = filterInput(filter);
  const pageRows = PAGE_SIZES.finance;
  const orders = useQuery(FinanceOrdersDocument, { variables: { filter: input, pageIndex, pageRows } });
  const totals = useQuery(FinanceTotalsDocument, { variables: { filter: input } });
  const money = (v: number) => ntd(v, i18n.language);
  const change = (next: Partial<FinanceFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPageIndex(0);
  };
  const refresh = () => {
    void orders.refetch();
    void totals.refetch();
  };
  const done = (key: string) => {
    void message.success(t(key));
    setRefunding(null);
    setVoiding(null);
    setAdding(false);
    refresh();
  };

  const download = async (format: (typeof EXPORT_FORMATS)[number]) => {
    if (!session) return;
    setExporting(format);
    const body = JSON.stringify({
      userToken: session.token,
      ...input,
      format,
      language: i18n.language as Language,
    });
    const result = await postForFile('exportPlanOrders', body, `orders.${format}`);
    setExporting(null);
    if ('error' in result) reportError(result.error);
    else saveFile(result.file, result.fileName);
  };

  const sum = totals.data?.planOrderTotals;
  const rows = orders.data?.planOrders.rows ?? [];
  const refundable = (o: Order) => o.paymentStatus === PaymentStatus.CAPTURED;
  const voidable = (o: Order) => o.invoiceNumber !== null && !o.invoiceVoided && o.allowanceAmount === 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="finance-orders">
      <Space wrap>
        <DatePicker.RangePicker
          value={filter.period ? [dayjs(filter.period[0]), dayjs(filter.period[1])] : null}
          onChange={(v) =>
            change({ period: v?.[0] && v[1] ? [v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')] : null })
          }
        />
        <Select
          allowClear
          placeholder={t('finance.orderStatus')}
          style={{ minWidth: 160 }}
          value={filter.orderStatus}
          onChange={(orderStatus?: number) => change({ orderStatus })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`finance.orderStatuses.${s}`) }))}
        />
        <Select
          allowClear
          placeholder={t('finance.paymentType')}
          style={{ minWidth: 140 }}
          value={filter.paymentType}
          onChange={(paymentType?: number) => change({ paymentType })}
          options={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`finance.paymentTypes.${p}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('finance.fleetId')}
          onSearch={(fleetId) => change({ fleetId })}
        />
        <Input.Search
          allowClear
          placeholder={t('finance.device')}
          onSearch={(deviceSerialNumber) => change({ deviceSerialNumber })}
        />
        <Input.Search
          allowClear
          placeholder={t('finance.orderNumber')}
          onSearch={(orderNumber) => change({ orderNumber })}
        />
        {rights.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('finance.manual.action')}
          </Button>
        )}
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            loading={exporting === format}
            onClick={() => void download(format)}
            data-testid={`finance-export-${format}`}
          >
            {t('finance.export', { format: format.toUpperCase() })}
          </Button>
        ))}
      </Space>
      <Row gutter={[16, 8]} data-testid="finance-totals">
        <Col xs={12} md={4}>
          <Statistic title={t('finance.count')} value={sum?.count ?? 0} />
        </Col>
        {(['amount', 'discount', 'captured', 'refunded', 'net'] as const).map((k) => (
          <Col xs={12} md={4} key={k}>
            <Statistic title={t(`finance.${k}`)} value={money(sum?.[k] ?? 0)} />
          </Col>
        ))}
      </Row>
      <Table<Order>
        rowKey="orderNumber"
        size="small"
        loading={orders.loading}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageIndex + 1,
          pageSize: pageRows,
          total: orders.data?.planOrders.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setPageIndex(page - 1),
        }}
        columns={[
          { title: t('finance.orderNumber'), dataIndex: 'orderNumber' },
          { title: t('finance.placedAt'), render: (_, o) => formatMicros(o.placedAt) },
          { title: t('finance.device'), render: (_, o) => o.deviceSerialNumbers.join(', ') },
          { title: t('finance.item'), dataIndex: 'itemName' },
          { title: t('finance.paymentType'), render: (_, o) => t(`finance.paymentTypes.${o.paymentType}`) },
          {
            title: t('finance.orderStatus'),
            render: (_, o) => (
              <Tag color={o.orderStatus === OrderStatus.REFUND_COMPLETE ? 'orange' : undefined}>
                {t(`finance.orderStatuses.${o.orderStatus}`)}
              </Tag>
            ),
          },
          { title: t('finance.amount'), align: 'right', render: (_, o) => money(o.amount) },
          { title: t('finance.refunded'), align: 'right', render: (_, o) => money(o.refundedAmount) },
          {
            title: t('finance.invoice'),
            render: (_, o) =>
              o.invoiceVoided ? `${o.invoiceNumber} (${t('finance.voided')})` : orDash(o.invoiceNumber),
          },
          {
            // The code in the reader's words; the provider's own are in the order's audit history.
            title: t('finance.failureReason'),
            render: (_, o) => (o.failure ? t(`finance.failure.${o.failure}`) : orDash(null)),
          },
          ...(rights.canEdit
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_: unknown, o: Order) => (
                    <Space size={4}>
                      {refundable(o) && (
                        <RowButton
                          title={t('finance.refund.action')}
                          icon={<RollbackOutlined />}
                          danger
                          onClick={() => setRefunding(o.orderNumber)}
                        />
                      )}
                      {voidable(o) && (
                        <RowButton
                          title={t('finance.void.action')}
                          icon={<StopOutlined />}
                          onClick={() => setVoiding(o)}
                        />
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {adding && (
        <ManualOrderDialog onClose={() => setAdding(false)} onDone={() => done('finance.manual.done')} />
      )}
      {refunding && (
        <RefundDialog
          orderNumber={refunding}
          onClose={() => setRefunding(null)}
          onDone={() => done('finance.refund.done')}
          onRefused={refresh}
        />
      )}
      {voiding?.invoiceNumber && (
        <VoidInvoiceDialog
          orderNumber={voiding.orderNumber}
          invoiceNumber={voiding.invoiceNumber}
          onClose={() => setVoiding(null)}
          onDone={() => done('finance.void.done')}
        />
      )}
    </Space>
  );
}
