import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { ListPage } from '../../../shared/back-office/ListPage';
import { useListQuery } from '../../../shared/back-office/useListQuery';
import { DeviceDialog } from '../../../shared/devices/DeviceDialog';
import { deviceColumns } from '../../../shared/devices/deviceColumns';
import { DevicesDocument, type DeviceFieldsFragment } from '../../../gql/graphql';
import { BackButton } from './BackButton';
import { useFleetName } from './useFleetName';

/** /admin/fleet/fleetDevices/:id — the devices of a fleet and its sub-fleets. */
export function FleetDevicesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const fleetName = useFleetName(id);
  const [editing, setEditing] = useState<DeviceFieldsFragment | null>(null);
  const list = useListQuery(DevicesDocument, {
    pageSize: PAGE_SIZES.devices,
    variables: ({ pageIndex, pageRows }) => ({
      pageIndex,
      pageRows,
      filter: { fleetId: id, isContainSubFleet: true },
    }),
    rows: (data) => data.devices,
  });

  return (
    <ListPage<DeviceFieldsFragment>
      testId="fleet-devices-page"
      back={<BackButton to="/admin/fleet" />}
      title={t('fleets.devices')}
      description={fleetName ? t('fleets.ofFleet', { name: fleetName }) : undefined}
      table={{
        rowKey: 'deviceId',
        loading: list.loading,
        scroll: { x: 1200 },
        dataSource: list.rows,
        pagination: list.pagination,
        columns: deviceColumns(t, setEditing),
      }}
    >
      <DeviceDialog
        open={editing !== null}
        mode="admin"
        device={editing}
        onClose={() => setEditing(null)}
        onSaved={list.refetch}
      />
    </ListPage>
  );
}
