import { PlusOutlined } from '@ant-design/icons';
import { AdminFunction, VipPlanFlag, VipPlanStatus } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { Button, Card, Table, Tabs, Tag, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteVipPlanItemDocument,
  VipPlanItemsDocument,
  type VipPlanItemFieldsFragment,
} from '../../gql/graphql';
import { useRowActionsColumn } from '../../shared/back-office/RowActions';
import { useAdminRights } from '../../shared/back-office/useAdminRights';
import { useConfirmedDelete } from '../../shared/back-office/useConfirmedDelete';
import { useListQuery } from '../../shared/back-office/useListQuery';
import { useRowDialog } from '../../shared/back-office/useRowDialog';
import { orDash } from '../../shared/format';
import { PageHeader } from '../../shared/ui/PageHeader';
import { VipPlanItemDialog } from './VipPlanItemDialog';

const FLAGS = [VipPlanFlag.VIP_SERVICE, VipPlanFlag.ADDRESS_PLAN] as const;

/**
 * /admin/vipPlan/vipPlan: the VIP plan items, one tab per flag (VIP service, address plan), 50 a
 * page, cheapest first; add, edit and delete as the VIP plan right allows (docs/decisions/billing.md).
 */
export function VipPlanItemsPage() {
  const { t, i18n } = useTranslation();
  const [flag, setFlag] = useState<VipPlanFlag>(VipPlanFlag.VIP_SERVICE);
  const rights = useAdminRights(AdminFunction.VIP_PLAN);
  const list = useListQuery(VipPlanItemsDocument, {
    pageSize: PAGE_SIZES.vipPlans,
    variables: ({ pageIndex, pageRows }) => ({ flags: [flag], pageIndex, pageRows }),
    rows: (data) => data.vipPlanItems,
  });
  const dialog = useRowDialog<VipPlanItemFieldsFragment>();
  const remove = useConfirmedDelete<VipPlanItemFieldsFragment>(
    {
      mutation: DeleteVipPlanItemDocument,
      confirm: (row) => ({
        title: t('vipPlans.deleteConfirm', { name: row.name }),
        content: t('vipPlans.deleteHint'),
      }),
    },
    list.refetch,
  );
  const actions = useRowActionsColumn<VipPlanItemFieldsFragment>(rights, {
    onEdit: dialog.openEdit,
    onDelete: remove,
  });
  const money = (value: number) => `NT$ ${value.toLocaleString(i18n.language)}`;

  const columns: TableColumnType<VipPlanItemFieldsFragment>[] = [
    { title: t('vipPlans.fields.name'), dataIndex: 'name', key: 'name' },
    { title: t('vipPlans.fields.price'), key: 'price', align: 'right', render: (_, r) => money(r.price) },
    {
      title: t('vipPlans.fields.extendDays'),
      key: 'extendDays',
      align: 'right',
      render: (_, r) => t('vipPlans.days', { count: r.extendDays }),
    },
    {
      title: t('vipPlans.fields.statusCode'),
      key: 'status',
      render: (_, r) =>
        r.statusCode === VipPlanStatus.SHOW ? (
          <Tag color="green">{t('vipPlans.status.1')}</Tag>
        ) : (
          <Tag>{t('vipPlans.status.0')}</Tag>
        ),
    },
    {
      title: t('vipPlans.fields.invoiceName'),
      key: 'invoiceName',
      render: (_, r) => r.invoiceName ?? r.name,
    },
    { title: t('vipPlans.fields.description'), key: 'description', render: (_, r) => orDash(r.description) },
  ];

  return (
    <div data-testid="vip-plans-page">
      <PageHeader
        title={t('service.vipplan')}
        description={t('vipPlans.description')}
        extra={
          rights.canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={dialog.openAdd}>
              {t('vipPlans.add')}
            </Button>
          )
        }
      />
      <Card variant="borderless" className="content-card">
        <Tabs
          activeKey={String(flag)}
          onChange={(key) => {
            setFlag(
              Number(key) === VipPlanFlag.ADDRESS_PLAN ? VipPlanFlag.ADDRESS_PLAN : VipPlanFlag.VIP_SERVICE,
            );
            // Back to the first page of the other flag.
            list.search('');
          }}
          items={FLAGS.map((f) => ({ key: String(f), label: t(`vipPlans.flags.${f}`) }))}
        />
        <Table<VipPlanItemFieldsFragment>
          size="middle"
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          pagination={list.pagination}
          scroll={{ x: 'max-content' }}
          columns={[...columns, ...actions]}
        />
      </Card>
      <VipPlanItemDialog
        open={dialog.open}
        row={dialog.row}
        flag={flag}
        onClose={dialog.close}
        onSaved={list.refetch}
      />
    </div>
  );
}
