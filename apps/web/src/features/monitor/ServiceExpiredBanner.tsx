import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePhone } from '../../shared/ui/usePhone';
import { bannerNames, serviceExpiredVehicles, type ServiceOfVehicle } from './serviceExpiredVehicles';

/** Where an expired service is renewed: the customer area's service expiry page. */
export const RENEW_PATH = '/main/serviceExpire';

/**
 * The spec's expired-service banner over the monitor's map, while a watched vehicle's service has
 * expired: it is still shown and still recording, but not served until renewed.
 */
export function ServiceExpiredBanner({
  vehicles,
  nowMs,
}: {
  vehicles: readonly ServiceOfVehicle[];
  nowMs: number;
}) {
  const { t } = useTranslation();
  // A phone's map is small: the title alone, the vehicle list below names them.
  const phone = usePhone();
  const expired = serviceExpiredVehicles(vehicles, nowMs);
  if (expired.length === 0) return null;
  const { names, more } = bannerNames(expired);
  return (
    <Alert
      className="monitor-service-expired"
      data-testid="monitor-service-expired"
      type="warning"
      showIcon
      banner
      action={
        <Link to={RENEW_PATH} data-testid="monitor-service-expired-renew">
          <Button size="small" type="primary">
            {t('monitor.serviceExpired.renew')}
          </Button>
        </Link>
      }
      title={t('monitor.serviceExpired.title', { count: expired.length })}
      description={
        phone
          ? undefined
          : more > 0
            ? t('monitor.serviceExpired.namesAndMore', { names, count: more })
            : t('monitor.serviceExpired.names', { names })
      }
    />
  );
}
