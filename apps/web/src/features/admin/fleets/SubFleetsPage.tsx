import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminFunction } from '@gps/contracts/constants';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SubFleetDialog } from '../../../shared/sub-fleets/SubFleetDialog';
import { DeleteSubFleetDocument, SubFleetsDocument, type FleetFieldsFragment } from '../../../gql/graphql';
import { formatMicros } from '../../../shared/format';
import { RowActions } from '../../../shared/back-office/RowActions';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useConfirmedDelete } from '../../../shared/back-office/useConfirmedDelete';
import { BackButton } from './BackButton';
import { PermissionTags } from './PermissionTags';
import { useFleetName } from './useFleetName';

/** /admin/fleet/subFleet/:id — a main fleet's sub-fleets; the list refreshes after each create and edit. */
export function SubFleetsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const fleetName = useFleetName(id);
  const rights = useAdminRights(AdminFunction.FLEET);
  const [dialog, setDialog] = useState<{
    open: boolean;
    mode: 'add' | 'edit';
    subFleet: FleetFieldsFragment | null;
  }>({
    open: false,
    mode: 'add',
    subFleet: null,
  });
  const { data, loading, refetch } = useQuery(SubFleetsDocument, { variables: { parentFleetId: id } });
  const remove = useConfirmedDelete(
    DeleteSubFleetDocument,
    (row: FleetFieldsFragment) => ({
      title: t('subFleet.deleteTitle'),
      content: t('fleets.deleteText', { name: row.alias || row.account }),
    }),
    () => void refetch(),
  );

  return (
    <div data-testid="sub-fleets-page">
      <PageHeader
        back={<BackButton to="/admin/fleet" />}
        title={t('fleets.subFleets')}
        description={fleetName ? t('fleets.ofFleet', { name: fleetName }) : undefined}
        extra={
          rights.canAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ open: true, mode: 'add', subFleet: null })}
            >
              {t('subFleet.addTitle')}
            </Button>
          )
        }
      />
      <Card variant="borderless" className="content-card">
        <Table<FleetFieldsFragment>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.subFleets.rows ?? []}
          pagination={false}
          columns={[
            { title: t('fleet.fields.account'), dataIndex: 'account' },
            { title: t('fleet.fields.alias'), dataIndex: 'alias' },
            {
              title: t('fleet.fields.numberOfDevices'),
              dataIndex: 'numberOfDevices',
              align: 'right',
              width: 110,
            },
            {
              title: t('fleet.fields.permissions'),
              dataIndex: 'permissions',
              render: (p: string) => <PermissionTags permissions={p} subFleet />,
            },
            {
              title: t('fleet.fields.loginTimestamp'),
              dataIndex: 'loginTimestamp',
              render: (v: number | null) => formatMicros(v),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 110,
              render: (_: unknown, row: FleetFieldsFragment) => (
                <RowActions
                  rights={rights}
                  gap={2}
                  onEdit={() => setDialog({ open: true, mode: 'edit', subFleet: row })}
                  onDelete={() => void remove(row)}
                />
              ),
            },
          ]}
        />
      </Card>
      <SubFleetDialog
        open={dialog.open}
        mode={dialog.mode}
        parentFleetId={id}
        subFleet={dialog.subFleet}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
