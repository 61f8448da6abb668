import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminFunction, PAGE_SIZES } from '@gps/contracts/constants';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { DeviceDialog } from '../../../shared/devices/DeviceDialog';
import { DevicesDocument, type DeviceFieldsFragment } from '../../../gql/graphql';
import { deviceColumns } from '../../../shared/devices/deviceColumns';
import { useAdminList } from '../../../shared/back-office/useAdminList';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { BackButton } from './BackButton';
import { useFleetName } from './useFleetName';

/** /admin/fleet/fleetDevices/:id — the devices of a fleet and its sub-fleets. */
export function FleetDevicesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const fleetName = useFleetName(id);
  const { canEdit } = useAdminRights(AdminFunction.DEVICE);
  const list = useAdminList(PAGE_SIZES.devices);
  const [editing, setEditing] = useState<DeviceFieldsFragment | null>(null);
  const { data, loading, refetch } = useQuery(DevicesDocument, {
    variables: { ...list.paging, filter: { fleetId: id, isContainSubFleet: true } },
  });

  return (
    <div data-testid="fleet-devices-page">
      <PageHeader
        back={<BackButton to="/admin/fleet" />}
        title={t('fleets.devices')}
        description={fleetName ? t('fleets.ofFleet', { name: fleetName }) : undefined}
      />
      <Card variant="borderless" className="content-card">
        <Table<DeviceFieldsFragment>
          rowKey="deviceId"
          size="middle"
          loading={loading}
          scroll={{ x: 1200 }}
          dataSource={data?.devices.rows ?? []}
          pagination={list.pagination(data?.devices.total)}
          columns={deviceColumns(t, setEditing)}
        />
      </Card>
      <DeviceDialog
        open={editing !== null}
        mode="admin"
        device={editing}
        editable={canEdit}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
