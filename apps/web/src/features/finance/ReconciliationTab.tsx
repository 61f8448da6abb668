import { CheckCircleTwoTone, WarningTwoTone } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, DatePicker, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinanceReconciliationDocument } from '../../gql/graphql';
import { ntd, periodMicros } from './finance';

/** The reconciliation's default period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

function Mark({ ok }: { ok: boolean }) {
  return ok ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <WarningTwoTone twoToneColor="#ff4d4f" />;
}

/** Per Taipei day with money: captured, refunded, net, the orders' own net, and the reconciled mark. */
export function ReconciliationTab() {
  const { t, i18n } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  const [period, setPeriod] = useState<[string, string]>([
    dayjs()
      .subtract(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
    today,
  ]);
  const { startTime = 0, endTime = 0 } = periodMicros(period);
  const { data, loading } = useQuery(FinanceReconciliationDocument, { variables: { startTime, endTime } });
  const r = data?.financeReconciliation;
  const money = (v: number) => ntd(v, i18n.language);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="finance-reconciliation">
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(period[0]), dayjs(period[1])]}
        onChange={(v) => v?.[0] && v[1] && setPeriod([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')])}
      />
      {r && (
        <Alert
          type={r.reconciled ? 'success' : 'error'}
          showIcon
          message={r.reconciled ? t('finance.reconciled') : t('finance.notReconciled')}
          description={t('finance.reconciliationSummary', {
            captured: money(r.captured),
            refunded: money(r.refunded),
            net: money(r.net),
          })}
        />
      )}
      <Table
        rowKey="day"
        size="small"
        loading={loading}
        dataSource={r?.days ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('finance.day'), dataIndex: 'day' },
          {
            title: t('finance.captured'),
            align: 'right',
            render: (_, d) => `${money(d.captured)} (${d.capturedCount})`,
          },
          {
            title: t('finance.refunded'),
            align: 'right',
            render: (_, d) => `${money(d.refunded)} (${d.refundedCount})`,
          },
          { title: t('finance.net'), align: 'right', render: (_, d) => money(d.net) },
          { title: t('finance.ordersNet'), align: 'right', render: (_, d) => money(d.ordersNet) },
          {
            title: t('finance.reconciledMark'),
            align: 'center',
            render: (_, d) => <Mark ok={d.reconciled} />,
          },
        ]}
      />
    </Space>
  );
}
