import { Button, DatePicker } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFunction } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { ManualAdjustServiceLogsDocument, type ManualAdjustServiceLogsQuery } from '../../../gql/graphql';
import { formatMicros, orDash } from '../../../shared/format';
import { ListPage } from '../../../shared/back-office/ListPage';
import { useListQuery } from '../../../shared/back-office/useListQuery';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { ManualAdjustDialog } from './ManualAdjustDialog';

type Row = ManualAdjustServiceLogsQuery['manualAdjustServiceLogs']['rows'][number];
const MICROS_PER_MS = 1000;

/**
 * The manual service adjustments (docs/decisions/service-lifecycle.md): who moved which device's
 * expiry, from when to when and why, narrowed by period and keyword; 100 a page. Finance editors
 * adjust from here.
 */
export function ManualAdjustmentsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<[number, number] | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const { canEdit: mayEdit } = useAdminRights(AdminFunction.FINANCE);
  const list = useListQuery(ManualAdjustServiceLogsDocument, {
    pageSize: PAGE_SIZES.finance,
    variables: ({ keyword, ...paging }) => ({
      ...paging,
      filter: {
        keyword,
        ...(period ? { startTime: period[0] * MICROS_PER_MS, endTime: period[1] * MICROS_PER_MS } : {}),
      },
    }),
    rows: (data) => data.manualAdjustServiceLogs,
  });

  return (
    <ListPage<Row>
      testId="manual-adjustments-page"
      title={t('admin.manualModifyRecord')}
      description={t('manualAdjust.description')}
      search={{
        placeholder: t('manualAdjust.searchPlaceholder'),
        onSearch: list.search,
        hint: (
          <DatePicker.RangePicker
            allowEmpty={[false, false]}
            placeholder={[t('manualAdjust.from'), t('manualAdjust.to')]}
            value={period ? [dayjs(period[0]), dayjs(period[1])] : null}
            onChange={(range) =>
              setPeriod(
                range?.[0] && range[1]
                  ? [range[0].startOf('day').valueOf(), range[1].endOf('day').valueOf()]
                  : null,
              )
            }
            data-testid="manual-adjust-period"
          />
        ),
        actions: mayEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdjusting(true)}>
            {t('manualAdjust.adjust')}
          </Button>
        ) : undefined,
      }}
      table={{
        rowKey: 'id',
        size: 'small',
        scroll: { x: 1100 },
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        columns: [
          {
            title: t('manualAdjust.fields.timestamp'),
            dataIndex: 'timestamp',
            width: 150,
            render: (v: number) => formatMicros(v),
          },
          { title: t('manualAdjust.fields.device'), dataIndex: 'deviceSerialNumber', width: 160 },
          { title: t('manualAdjust.fields.carName'), dataIndex: 'carName', width: 120, render: orDash },
          { title: t('manualAdjust.fields.fleet'), dataIndex: 'fleetAlias', width: 140, render: orDash },
          {
            title: t('manualAdjust.fields.from'),
            dataIndex: 'fromServiceExpiredDate',
            width: 150,
            render: (v: number) => formatMicros(v),
          },
          {
            title: t('manualAdjust.fields.to'),
            dataIndex: 'toServiceExpiredDate',
            width: 150,
            render: (v: number) => formatMicros(v),
          },
          { title: t('manualAdjust.fields.reason'), dataIndex: 'reason' },
          { title: t('manualAdjust.fields.admin'), dataIndex: 'adminName', width: 130, render: orDash },
        ],
      }}
    >
      <ManualAdjustDialog open={adjusting} onClose={() => setAdjusting(false)} onDone={list.refetch} />
    </ListPage>
  );
}
