import { CloseOutlined, StopOutlined } from '@ant-design/icons';
import { AdminFunction } from '@gps/codes';
import { App, Button, Checkbox, Empty, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StopDeviceServiceDocument } from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { useAdminRights } from '../../shared/back-office/useAdminRights';
import { OutOfServiceTag } from '../../shared/ui/StatusTags';
import { useConfirm } from '../../shared/ui/useConfirm';
import { deviceKey } from '../../shared/vehicles/buildTree';
import { DeviceName } from './DeviceName';
import type { VehiclesState } from '../../shared/vehicles/VehiclesProvider';

/**
 * The watch list (spec): the watched devices with checkboxes (the ticked ones are what the tabs
 * show) and Stop Service for the ticked ones, disabled when none is, after a confirm: their
 * service status becomes 3 (stopped).
 */
export function WatchList({
  vehicles,
  onUnwatch,
}: {
  vehicles: VehiclesState;
  onUnwatch: (deviceSerialNumber: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { canEdit } = useAdminRights(AdminFunction.CUSTOMER);
  // Stop-service status updates only log on failure (spec); the console says so in a notice.
  const [stopService, stopping] = useSafeMutation(StopDeviceServiceDocument, { logOnly: true });
  const { devices, selectedDevices, checkedKeys, setCheckedKeys, upsertDevice } = vehicles;
  const allTicked = devices.length > 0 && selectedDevices.length === devices.length;

  const stop = async () => {
    const ok = await confirm({
      title: t('devices.stopTitle'),
      content: t('devices.stopText', { count: selectedDevices.length }),
      okText: t('devices.stopService'),
      danger: true,
    });
    if (!ok) return;
    const result = await stopService({
      deviceSerialNumbers: selectedDevices.map((d) => d.deviceSerialNumber),
    });
    if (!result) {
      void message.warning(t('devices.stopFailed'));
      return;
    }
    result.stopDeviceService.forEach(upsertDevice);
    void message.success(t('devices.stopped', { count: result.stopDeviceService.length }));
  };

  return (
    <div className="watch-list" data-testid="watch-list">
      <div className="console-panel__head">
        <Checkbox
          checked={allTicked}
          indeterminate={selectedDevices.length > 0 && !allTicked}
          disabled={devices.length === 0}
          onChange={(event) =>
            setCheckedKeys(event.target.checked ? devices.map((d) => deviceKey(d.deviceId)) : [])
          }
        >
          <Typography.Text strong>
            {t('customerConsole.watchList')} ({devices.length})
          </Typography.Text>
        </Checkbox>
        {canEdit && (
          <Button
            danger
            size="small"
            icon={<StopOutlined />}
            disabled={selectedDevices.length === 0}
            loading={stopping}
            onClick={() => void stop()}
            data-testid="stop-service"
          >
            {t('devices.stopService')}
          </Button>
        )}
      </div>
      {devices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customerConsole.noneWatched')} />
      ) : (
        <ul className="watch-list__items">
          {devices.map((d) => {
            const key = deviceKey(d.deviceId);
            return (
              <li
                key={d.deviceId}
                className="watch-list__item"
                data-testid={`watched-${d.deviceSerialNumber}`}
              >
                <Checkbox
                  checked={checkedKeys.includes(key)}
                  onChange={(event) =>
                    setCheckedKeys(
                      event.target.checked ? [...checkedKeys, key] : checkedKeys.filter((k) => k !== key),
                    )
                  }
                >
                  <DeviceName device={d} className="watch-list__name" />
                </Checkbox>
                <OutOfServiceTag code={d.serviceStatusCode} />
                <Tooltip title={t('customerConsole.unwatch')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    aria-label={t('customerConsole.unwatch')}
                    onClick={() => onUnwatch(d.deviceSerialNumber)}
                  />
                </Tooltip>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
