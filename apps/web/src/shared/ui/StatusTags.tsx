import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOutOfService, isRunningStatus, ServiceStatus } from '@gps/codes';

/** deviceStatusCode: 2 and 3 show the running state; 1 and anything else show offline. */
export function isRunning(deviceStatusCode: number | null | undefined): boolean {
  return isRunningStatus(deviceStatusCode);
}

export function DeviceStatusBadge({ code }: { code: number | null | undefined }) {
  const { t } = useTranslation();
  return isRunning(code) ? (
    <Badge status="success" text={t('device.status.running')} />
  ) : (
    <Badge status="default" text={t('device.status.offline')} />
  );
}

const SERVICE_COLORS: Record<number, string> = {
  [ServiceStatus.NORMAL]: 'green',
  [ServiceStatus.EXPIRED]: 'orange',
  [ServiceStatus.STOPPED]: 'red',
  [ServiceStatus.PAID_STOP]: 'volcano',
};

export function ServiceStatusTag({ code }: { code: number | null | undefined }) {
  const { t } = useTranslation();
  if (code === null || code === undefined || !SERVICE_COLORS[code])
    return <Tag>{t('device.serviceStatus.none')}</Tag>;
  return <Tag color={SERVICE_COLORS[code]}>{t(`device.serviceStatus.${code}`)}</Tag>;
}

/**
 * Beside a vehicle in the tree and the monitor's list: its service state when it is out of service
 * (expired, stopped, paid stop), so its customer sees why it takes no command; nothing otherwise.
 */
export function OutOfServiceTag({ code }: { code: number | null | undefined }) {
  const { t } = useTranslation();
  if (!isOutOfService(code)) return null;
  return (
    <Tag color={SERVICE_COLORS[code as number]} className="out-of-service-tag" data-testid="out-of-service">
      {t(`device.serviceStatus.${code}`)}
    </Tag>
  );
}
