import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminFunction } from '@gps/codes';
import { ListPage } from '../../../shared/back-office/ListPage';
import { RowActions } from '../../../shared/back-office/RowActions';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useConfirmedDelete } from '../../../shared/back-office/useConfirmedDelete';
import { useRowDialog } from '../../../shared/back-office/useRowDialog';
import { formatMicros } from '../../../shared/format';
import { SubFleetDialog } from '../../../shared/sub-fleets/SubFleetDialog';
import { DeleteSubFleetDocument, SubFleetsDocument, type FleetFieldsFragment } from '../../../gql/graphql';
import { BackButton } from './BackButton';
import { PermissionTags } from './PermissionTags';
import { useFleetName } from './useFleetName';

/** /admin/fleet/subFleet/:id — a main fleet's sub-fleets; the list refreshes after each create and edit. */
export function SubFleetsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const fleetName = useFleetName(id);
  const rights = useAdminRights(AdminFunction.FLEET);
  const dialog = useRowDialog<FleetFieldsFragment>();
  const { data, loading, refetch } = useQuery(SubFleetsDocument, { variables: { parentFleetId: id } });
  const remove = useConfirmedDelete<FleetFieldsFragment>(
    {
      mutation: DeleteSubFleetDocument,
      confirm: (row) => ({
        title: t('subFleet.deleteTitle'),
        content: t('fleets.deleteText', { name: row.alias || row.account }),
      }),
    },
    () => void refetch(),
  );

  return (
    <ListPage<FleetFieldsFragment>
      testId="sub-fleets-page"
      back={<BackButton to="/admin/fleet" />}
      title={t('fleets.subFleets')}
      description={fleetName ? t('fleets.ofFleet', { name: fleetName }) : undefined}
      headerExtra={
        rights.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={dialog.openAdd}>
            {t('subFleet.addTitle')}
          </Button>
        )
      }
      table={{
        rowKey: 'id',
        loading,
        dataSource: data?.subFleets.rows ?? [],
        pagination: false,
        columns: [
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
                onEdit={() => dialog.openEdit(row)}
                onDelete={() => void remove?.(row)}
              />
            ),
          },
        ],
      }}
    >
      <SubFleetDialog
        open={dialog.open}
        mode={dialog.row ? 'edit' : 'add'}
        parentFleetId={id}
        subFleet={dialog.row}
        onClose={dialog.close}
        onSaved={() => void refetch()}
      />
    </ListPage>
  );
}
