import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeviceStatusBadge } from '../ui/StatusTags';
import { deviceLabel } from './buildTree';
import type { DeviceChoice } from './useDeviceChoice';

/** The page's device: a choice among the ticked vehicles when there are several, and its live status. */
export function DevicePicker({
  choice,
  testId = 'remote-device',
}: {
  choice: DeviceChoice;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { device, candidates, choose } = choice;
  if (!device) return null;
  return (
    <div className="device-picker" data-testid={testId}>
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
