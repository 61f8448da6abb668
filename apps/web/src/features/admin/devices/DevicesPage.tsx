import { ApartmentOutlined, ApiOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { App, Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFunction } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { DeviceDialog } from '../../../shared/devices/DeviceDialog';
import { useConfirm } from '../../../shared/ui/useConfirm';
import { hasRight } from '../../../shared/session/rights';
import { useSession } from '../../../shared/session/store';
import { DevicesDocument, StopDeviceServiceDocument, type DeviceFieldsFragment } from '../../../gql/graphql';
import { ListPage } from '../../../shared/back-office/ListPage';
import { useListQuery } from '../../../shared/back-office/useListQuery';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { AddDevicesDialog } from './AddDevicesDialog';
import { AllocateDialog } from './AllocateDialog';
import { deviceColumns } from '../../../shared/devices/deviceColumns';
import { GatewayDrawer } from './GatewayDrawer';
import { useGatewayStatus } from './useGatewayStatus';

/**
 * Devices: keyword search (only non-empty keywords filter), add a batch of serial numbers, allocate
 * the selected devices to a fleet, edit in the device dialog, stop service after a confirm. 200 a page.
 * The gateway drawer shows the device gateways' counters and the unknown serials they refused; its
 * button counts the refused serials that are still not devices.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { canAdd, canEdit } = useAdminRights(AdminFunction.DEVICE);
  const list = useListQuery(DevicesDocument, {
    pageSize: PAGE_SIZES.devices,
    // Only a non-empty keyword filters.
    variables: ({ keyword, ...paging }) => ({ ...paging, filter: keyword ? { keyword } : undefined }),
    rows: (data) => data.devices,
  });
  const [selected, setSelected] = useState<DeviceFieldsFragment[]>([]);
  const [dialog, setDialog] = useState<'add' | 'allocate' | null>(null);
  const [editing, setEditing] = useState<DeviceFieldsFragment | null>(null);
  const [gatewayOpen, setGatewayOpen] = useState(false);
  const session = useSession();
  const canViewGateway = hasRight(session?.rights, AdminFunction.DEVICE, 'view');
  const gateway = useGatewayStatus(canViewGateway, gatewayOpen);
  // Stop-service status updates only log on failure (spec); the page shows a short notice instead.
  const [stopService, stopping] = useSafeMutation(StopDeviceServiceDocument, { logOnly: true });

  const refresh = () => {
    setSelected([]);
    list.refetch();
  };

  const stop = async () => {
    const ok = await confirm({
      title: t('devices.stopTitle'),
      content: t('devices.stopText', { count: selected.length }),
      okText: t('devices.stopService'),
      danger: true,
    });
    if (!ok) return;
    const result = await stopService({ deviceSerialNumbers: selected.map((d) => d.deviceSerialNumber) });
    if (result) message.success(t('devices.stopped', { count: result.stopDeviceService.length }));
    else message.warning(t('devices.stopFailed'));
    refresh();
  };

  return (
    <ListPage<DeviceFieldsFragment>
      testId="devices-page"
      title={t('admin.tabs.device')}
      description={t('devices.description')}
      headerExtra={
        canViewGateway && (
          <Badge
            count={gateway.waiting.length}
            overflowCount={99}
            title={t('gateway.waiting', { count: gateway.waiting.length })}
          >
            <Button icon={<ApiOutlined />} onClick={() => setGatewayOpen(true)}>
              {t('gateway.open')}
            </Button>
          </Badge>
        )
      }
      search={{
        placeholder: t('devices.searchPlaceholder'),
        onSearch: list.search,
        hint: selected.length > 0 && (
          <span className="toolbar__hint">{t('devices.selectedCount', { count: selected.length })}</span>
        ),
        actions: (
          <>
            {canEdit && (
              <>
                <Button
                  icon={<ApartmentOutlined />}
                  disabled={selected.length === 0}
                  onClick={() => setDialog('allocate')}
                >
                  {t('devices.allocate')}
                </Button>
                <Button
                  danger
                  icon={<StopOutlined />}
                  disabled={selected.length === 0}
                  loading={stopping}
                  onClick={stop}
                >
                  {t('devices.stopService')}
                </Button>
              </>
            )}
            {canAdd && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('add')}>
                {t('devices.add')}
              </Button>
            )}
          </>
        ),
      }}
      table={{
        rowKey: 'deviceId',
        loading: list.loading,
        scroll: { x: 1200 },
        dataSource: list.rows,
        rowSelection: canEdit
          ? { selectedRowKeys: selected.map((d) => d.deviceId), onChange: (_, rows) => setSelected(rows) }
          : undefined,
        pagination: list.pagination,
        locale: { emptyText: list.keyword ? t('common.noDataSearchAgain') : undefined },
        columns: deviceColumns(t, setEditing),
      }}
    >
      <AddDevicesDialog open={dialog === 'add'} onClose={() => setDialog(null)} onAdded={refresh} />
      <AllocateDialog
        open={dialog === 'allocate'}
        serials={selected.map((d) => d.deviceSerialNumber)}
        onClose={() => setDialog(null)}
        onDone={refresh}
      />
      {canViewGateway && (
        <GatewayDrawer
          open={gatewayOpen}
          status={gateway}
          canAdd={canAdd}
          onClose={() => setGatewayOpen(false)}
          onAdded={list.refetch}
        />
      )}
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
