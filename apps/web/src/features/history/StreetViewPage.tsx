import { Button, Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { config } from '../../shared/config';
import { formatCoordinates } from '../../shared/numbers';
import { PageHeader } from '../../shared/ui/PageHeader';
import { streetPointOf, streetViewEmbedUrl, streetViewPageUrl } from './streetView';
import './history.css';

/**
 * /streetView?lat=&lng=: a point of a track at street level. With a Google Maps key in the build
 * it is embedded; without one the page offers Google Maps' own street view in a new tab.
 */
export function StreetViewPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const point = streetPointOf(params);
  return (
    <div className="street-view-page" data-testid="street-view-page">
      <PageHeader
        title={t('history.streetViewTitle')}
        description={point ? formatCoordinates(point.latitude, point.longitude, i18n.language) : undefined}
      />
      <Card variant="borderless" className="content-card">
        {!point ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.streetViewNoPoint')} />
        ) : config.googleMapsKey ? (
          <iframe
            className="street-view-frame"
            title={t('history.streetViewTitle')}
            src={streetViewEmbedUrl(point, config.googleMapsKey)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <div data-testid="street-view-link">
            <Typography.Paragraph type="secondary">{t('history.streetViewNoKey')}</Typography.Paragraph>
            <Button type="primary" href={streetViewPageUrl(point)} target="_blank" rel="noreferrer">
              {t('history.streetViewOpen')}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
