import {
  ApartmentOutlined,
  CarOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AccountStatus, AdminFunction, PAGE_SIZES } from '@gps/contracts/constants';
import { useSafeMutation } from '../../../api/useSafeMutation';
import { PageHeader } from '../../../components/PageHeader';
import { SearchToolbar } from '../../../components/SearchToolbar';
import { useConfirm } from '../../../dialogs/useConfirm';
import { DeleteFleetDocument, FleetsDocument, type FleetsQuery } from '../../../gql/graphql';
import { formatMicros, orDash } from '../../../utils/format';
import { useAdminRights } from '../useAdminRights';
import { FleetDialog } from './FleetDialog';
import { PermissionTags } from './PermissionTags';

type Row = FleetsQuery['fleets']['rows'][number];
const SIZES = PAGE_SIZES.fleets;

/** Fleets: list with search and paging 30/100; create / edit / delete; sub-fleets and devices pages. */
export function FleetsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { canAdd, canEdit, canDelete } = useAdminRights(AdminFunction.FLEET);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SIZES[0]);
  const [dialog, setDialog] = useState<{ open: boolean; fleet: Row | null }>({ open: false, fleet: null });
  const { data, loading, refetch } = useQuery(FleetsDocument, {
    variables: {
      filter: { keyword: keyword || undefined, containSubFleets: false },
      pageIndex: page,
      pageRows: pageSize,
    },
  });
  const [deleteFleet] = useSafeMutation(DeleteFleetDocument);

  const remove = async (row: Row) => {
    const ok = await confirm({
      title: t('fleets.deleteTitle'),
      content: t('fleets.deleteText', { name: row.alias || row.account }),
      okText: t('common.delete'),
      danger: true,
    });
    if (ok && (await deleteFleet({ id: row.id }))) {
      message.success(t('common.deleted'));
      void refetch();
    }
  };

  return (
    <div data-testid="fleets-page">
      <PageHeader title={t('admin.tabs.fleet')} description={t('fleets.description')} />
      <Card variant="borderless" className="content-card">
        <SearchToolbar
          placeholder={t('fleets.searchPlaceholder')}
          onSearch={(k) => {
            setKeyword(k);
            setPage(0);
          }}
          actions={
            canAdd && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ open: true, fleet: null })}
              >
                {t('fleets.add')}
              </Button>
            )
          }
        />
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          scroll={{ x: 1200 }}
          dataSource={data?.fleets.rows ?? []}
          pagination={{
            current: page + 1,
            pageSize,
            total: data?.fleets.total ?? 0,
            pageSizeOptions: SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (p, size) => {
              setPage(size !== pageSize ? 0 : p - 1);
              setPageSize(size);
            },
          }}
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
            {
              title: t('common.actions'),
              key: 'actions',
              width: 170,
              fixed: 'right',
              render: (_: unknown, row: Row) => (
                <Space size={2}>
                  <Tooltip title={t('fleets.subFleets')}>
                    <Button
                      type="text"
                      icon={<ApartmentOutlined />}
                      onClick={() => navigate(`/admin/fleet/subFleet/${row.id}`)}
                    />
                  </Tooltip>
                  <Tooltip title={t('fleets.devices')}>
                    <Button
                      type="text"
                      icon={<CarOutlined />}
                      onClick={() => navigate(`/admin/fleet/fleetDevices/${row.id}`)}
                    />
                  </Tooltip>
                  {canEdit && (
                    <Tooltip title={t('common.edit')}>
                      <Button
                        type="text"
                        icon={<EditOutlined />}
                        onClick={() => setDialog({ open: true, fleet: row })}
                      />
                    </Tooltip>
                  )}
                  {canDelete && (
                    <Tooltip title={t('common.delete')}>
                      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => void remove(row)} />
                    </Tooltip>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <FleetDialog
        open={dialog.open}
        fleet={dialog.fleet}
        onClose={() => setDialog({ open: false, fleet: null })}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
