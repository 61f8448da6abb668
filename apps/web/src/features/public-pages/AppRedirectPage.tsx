import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { config } from '../../shared/config';

/** /redirectIOS and /redirectAndroid: send the visitor to the configured app-store page. */
export function AppRedirectPage({ platform }: { platform: 'ios' | 'android' }) {
  const { t } = useTranslation();
  const url = platform === 'ios' ? config.iosAppUrl : config.androidAppUrl;

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  return (
    <div className="center-page">
      {url ? (
        <Result icon={<Spin size="large" />} title={t('appRedirect.redirecting')} />
      ) : (
        <Result
          status="info"
          title={t('appRedirect.notConfigured')}
          extra={
            <Link to="/">
              <Button type="primary">{t('common.backToLogin')}</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}
