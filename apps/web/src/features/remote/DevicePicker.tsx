import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeviceStatusBadge } from '../../shared/ui/StatusTags';
import { deviceLabel } from '../../shared/vehicles/buildTree';
import type { RemoteDeviceChoice } from './useRemoteDevice';

/** The page's device: a choice among the ticked vehicles when there are several, and its live status. */
export function DevicePicker({ choice }: { choice: RemoteDeviceChoice }) {
  const { t } = useTranslation();
  const { device, candidates, choose } = choice;
  if (!device) return null;
  return (
    <div className="device-picker" data-testid="remote-device">
      <Typography.Text type="secondary">{t('remote.device')}</Typography.Text>
      {candidates.length > 1 ? (
        <Select
          className="device-picker__select"
          value={device.deviceSerialNumber}
          onChange={choose}
          aria-label={t('remote.device')}
          options={candidates.map((d) => ({ value: d.deviceSerialNumber, label: deviceLabel(d) }))}
        />
      ) : (
        <Typography.Text strong>{deviceLabel(device)}</Typography.Text>
      )}
      <DeviceStatusBadge code={device.deviceStatusCode} />
    </div>
  );
}
