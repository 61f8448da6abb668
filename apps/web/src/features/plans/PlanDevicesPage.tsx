import { TagsOutlined } from '@ant-design/icons';
import { Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFunction } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { PlanDevicesDocument, type PlanDevicesQuery } from '../../gql/graphql';
import { ListPage } from '../../shared/back-office/ListPage';
import { useListQuery } from '../../shared/back-office/useListQuery';
import { useAdminRights } from '../../shared/back-office/useAdminRights';
import { formatMicros, orDash } from '../../shared/format';
import { AssignPlanDialog } from './AssignPlanDialog';
import { planOptions } from './planOptions';

type PlanDevice = PlanDevicesQuery['devices']['rows'][number];

/**
 * Plans (function 6): which plan each device is on, narrowed by plan and keyword, 200 a page as the
 * devices page; the selected devices are put on a plan (or on none) together.
 */
export function PlanDevicesPage() {
  const { t } = useTranslation();
  const { canEdit } = useAdminRights(AdminFunction.PLAN);
  const [planId, setPlanId] = useState<number>();
  const list = useListQuery(PlanDevicesDocument, {
    pageSize: PAGE_SIZES.devices,
    variables: ({ keyword, ...paging }) => ({
      ...paging,
      filter: keyword || planId !== undefined ? { keyword: keyword || undefined, planId } : undefined,
    }),
    rows: (data) => data.devices,
  });
  const [selected, setSelected] = useState<PlanDevice[]>([]);
  const [assigning, setAssigning] = useState(false);

  const refresh = () => {
    setSelected([]);
    list.refetch();
  };

  return (
    <ListPage<PlanDevice>
      testId="plan-devices-page"
      title={t('admin.tabs.plan')}
      description={t('plans.devicesDescription')}
      search={{
        placeholder: t('devices.searchPlaceholder'),
        onSearch: list.search,
        hint: (
          <>
            <Select
              data-testid="plan-filter"
              allowClear
              style={{ width: 160 }}
              value={planId}
              onChange={(value?: number) => {
                setSelected([]);
                setPlanId(value);
              }}
              placeholder={t('plans.allPlans')}
              options={planOptions(t, true)}
            />
            {selected.length > 0 && (
              <span className="toolbar__hint">{t('devices.selectedCount', { count: selected.length })}</span>
            )}
          </>
        ),
        actions: canEdit && (
          <Button
            type="primary"
            icon={<TagsOutlined />}
            disabled={selected.length === 0}
            onClick={() => setAssigning(true)}
          >
            {t('plans.assign')}
          </Button>
        ),
      }}
      table={{
        rowKey: 'deviceId',
        loading: list.loading,
        dataSource: list.rows,
        rowSelection: canEdit
          ? { selectedRowKeys: selected.map((d) => d.deviceId), onChange: (_, rows) => setSelected(rows) }
          : undefined,
        pagination: list.pagination,
        locale: { emptyText: list.keyword ? t('common.noDataSearchAgain') : undefined },
        columns: [
          { title: t('device.fields.deviceSerialNumber'), dataIndex: 'deviceSerialNumber', width: 180 },
          { title: t('device.fields.carName'), dataIndex: 'carName', render: orDash },
          { title: t('device.fields.fleetAlias'), dataIndex: 'fleetAlias', render: orDash },
          {
            title: t('plans.plan'),
            dataIndex: 'planName',
            width: 140,
            render: (letter: string | null) =>
              letter ? (
                <Tag color="blue">{t('plans.planLetter', { letter })}</Tag>
              ) : (
                <Tag>{t('plans.noPlan')}</Tag>
              ),
          },
          {
            title: t('device.fields.serviceExpiredDate'),
            dataIndex: 'serviceExpiredDate',
            width: 140,
            render: (v: number | null) => formatMicros(v, false),
          },
        ],
      }}
    >
      <AssignPlanDialog
        open={assigning}
        serials={selected.map((d) => d.deviceSerialNumber)}
        onClose={() => setAssigning(false)}
        onDone={refresh}
      />
    </ListPage>
  );
}
