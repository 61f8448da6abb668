import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentPage } from '../../shared/ui/DocumentPage';

const SECTIONS = [
  'collect',
  'use',
  'location',
  'retention',
  'sharing',
  'security',
  'rights',
  'contact',
] as const;

/** Privacy policy (public, no permission needed). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <DocumentPage testId="privacy-policy">
      <Typography.Title level={2}>{t('privacy.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('privacy.updated')}</Typography.Paragraph>
      <Typography.Paragraph>{t('privacy.intro')}</Typography.Paragraph>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography.Title level={4}>{t(`privacy.sections.${section}.title`)}</Typography.Title>
          <Typography.Paragraph>{t(`privacy.sections.${section}.body`)}</Typography.Paragraph>
        </section>
      ))}
      <Link to="/">{t('common.backToLogin')}</Link>
    </DocumentPage>
  );
}
