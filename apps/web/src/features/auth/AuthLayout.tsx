import { AimOutlined, BellOutlined, CarOutlined, HistoryOutlined, SafetyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shared/ui/BrandMark';
import { LanguageSelect } from '../../shared/ui/LanguageSelect';

/** Sign-in style pages: brand panel on the left, the form centred on the right. */
export function AuthLayout({
  variant = 'client',
  children,
}: {
  variant?: 'client' | 'admin';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const features =
    variant === 'admin'
      ? [
          { icon: <SafetyOutlined />, key: 'auth.features.accounts' },
          { icon: <CarOutlined />, key: 'auth.features.permissions' },
          { icon: <HistoryOutlined />, key: 'auth.features.audit' },
        ]
      : [
          { icon: <AimOutlined />, key: 'auth.features.live' },
          { icon: <HistoryOutlined />, key: 'auth.features.history' },
          { icon: <BellOutlined />, key: 'auth.features.alerts' },
        ];
  return (
    <div className={`auth-page auth-page--${variant}`}>
      <aside className="auth-page__brand">
        <BrandMark inverted subtitleKey={variant === 'admin' ? 'admin.subtitle' : undefined} />
        <div>
          <h1 className="auth-page__headline">
            {t(variant === 'admin' ? 'auth.adminHeadline' : 'auth.headline')}
          </h1>
          <p className="auth-page__lead">{t(variant === 'admin' ? 'auth.adminLead' : 'auth.lead')}</p>
          <ul className="auth-page__features">
            {features.map((f) => (
              <li key={f.key}>
                {f.icon}
                <span>{t(f.key)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="auth-page__foot">{t('auth.copyright', { year: new Date().getFullYear() })}</div>
      </aside>
      <main className="auth-page__main">
        <div className="auth-page__top">
          <LanguageSelect variant="outlined" />
        </div>
        <div className="auth-page__center">{children}</div>
      </main>
    </div>
  );
}
