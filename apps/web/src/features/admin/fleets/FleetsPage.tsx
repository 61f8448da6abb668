import { ApartmentOutlined, CarOutlined } from '@ant-design/icons';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AccountStatus, AdminFunction, PAGE_SIZES } from '@gps/contracts/constants';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { DeleteFleetDocument, FleetsDocument, type FleetsQuery } from '../../../gql/graphql';
import { formatMicros, orDash } from '../../../shared/format';
import { CrudToolbar } from '../../../shared/back-office/CrudToolbar';
import { RowButton, useRowActionsColumn } from '../../../shared/back-office/RowActions';
import { useAdminList } from '../../../shared/back-office/useAdminList';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useConfirmedDelete } from '../../../shared/back-office/useConfirmedDelete';
import { useRowDialog } from '../../../shared/back-office/useRowDialog';
import { FleetDialog } from './FleetDialog';
import { PermissionTags } from './PermissionTags';

type Row = FleetsQuery['fleets']['rows'][number];

/** Fleets: list with search and paging 30/100; create / edit / delete; sub-fleets and devices pages. */
export function FleetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useAdminRights(AdminFunction.FLEET);
  const list = useAdminList(PAGE_SIZES.fleets);
  const dialog = useRowDialog<Row>();
  const { data, loading, refetch } = useQuery(FleetsDocument, {
    variables: { ...list.paging, filter: { keyword: list.keyword, containSubFleets: false } },
  });
  const remove = useConfirmedDelete(
    DeleteFleetDocument,
    (row: Row) => ({
      title: t('fleets.deleteTitle'),
      content: t('fleets.deleteText', { name: row.alias || row.account }),
    }),
    () => void refetch(),
  );
  const actions = useRowActionsColumn<Row>(rights, {
    width: 170,
    fixed: 'right',
    gap: 2,
    onEdit: dialog.openEdit,
    onDelete: remove,
    extra: (row) => (
      <>
        <RowButton
          title={t('fleets.subFleets')}
          icon={<ApartmentOutlined />}
          onClick={() => navigate(`/admin/fleet/subFleet/${row.id}`)}
        />
        <RowButton
          title={t('fleets.devices')}
          icon={<CarOutlined />}
          onClick={() => navigate(`/admin/fleet/fleetDevices/${row.id}`)}
        />
      </>
    ),
  });

  return (
    <div data-testid="fleets-page">
      <PageHeader title={t('admin.tabs.fleet')} description={t('fleets.description')} />
      <Card variant="borderless" className="content-card">
        <CrudToolbar
          rights={rights}
          placeholder={t('fleets.searchPlaceholder')}
          onSearch={list.search}
          addLabel={t('fleets.add')}
          onAdd={dialog.openAdd}
        />
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          scroll={{ x: 1200 }}
          dataSource={data?.fleets.rows ?? []}
          pagination={list.pagination(data?.fleets.total)}
          columns={[
            { title: t('fleet.fields.account'), dataIndex: 'account', width: 140, fixed: 'left' },
            { title: t('fleet.fields.alias'), dataIndex: 'alias' },
            { title: t('fleet.fields.contact'), dataIndex: 'contact', render: orDash },
            { title: t('fleet.fields.phoneNumber'), dataIndex: 'phoneNumber', render: orDash },
            {
              title: t('fleet.fields.numberOfDevices'),
              dataIndex: 'numberOfDevices',
              width: 90,
              align: 'right',
            },
            {
              title: t('fleet.fields.subFleets'),
              key: 'subFleets',
              width: 90,
              align: 'right',
              render: (_: unknown, row: Row) => row.subFleets.length,
            },
            {
              title: t('fleet.fields.permissions'),
              dataIndex: 'permissions',
              width: 260,
              render: (p: string) => <PermissionTags permissions={p} />,
            },
            {
              title: t('accounts.fields.status'),
              dataIndex: 'statusCode',
              width: 90,
              render: (code: number) => (
                <Tag color={code === AccountStatus.NORMAL ? 'green' : 'red'}>
                  {t(`accounts.status.${code}`)}
                </Tag>
              ),
            },
            {
              title: t('fleet.fields.loginTimestamp'),
              dataIndex: 'loginTimestamp',
              width: 150,
              render: (v: number | null) => formatMicros(v),
            },
            ...actions,
          ]}
        />
      </Card>
      <FleetDialog
        open={dialog.open}
        fleet={dialog.row}
        onClose={dialog.close}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
