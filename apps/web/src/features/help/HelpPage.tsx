import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../../shared/ui/DocumentPage';
import { API_REFERENCE_PATH } from './helpPath';

/** The licence the Ministry of the Interior's boundary data is published under (attribution required). */
const OPEN_GOVERNMENT_DATA_LICENSE = 'https://data.gov.tw/license';

/** The help page's sections, in reading order; each has a title and a body in `help.sections`. */
const SECTIONS = ['monitor', 'statuses', 'remote', 'replies', 'contact'] as const;

/**
 * The platform's own help (public, so it can be read before signing in): how to read the monitor,
 * what the statuses mean, how remote commands and their replies work, and whom to ask. The default
 * target of the user menu's Help unless the server is configured with another (HELP_URL).
 */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <DocumentPage testId="help-page">
      <Typography.Title level={2}>{t('help.title')}</Typography.Title>
      <Typography.Paragraph>{t('help.intro')}</Typography.Paragraph>
      {SECTIONS.map((section) => (
        <section key={section} data-testid={`help-${section}`}>
          <Typography.Title level={4}>{t(`help.sections.${section}.title`)}</Typography.Title>
          <Typography.Paragraph>{t(`help.sections.${section}.body`)}</Typography.Paragraph>
        </section>
      ))}
      <section data-testid="help-api">
        <Typography.Title level={4}>{t('help.api.title')}</Typography.Title>
        <Typography.Paragraph>
          {t('help.api.body')}{' '}
          <a href={API_REFERENCE_PATH} target="_blank" rel="noopener noreferrer">
            {t('help.api.link')}
          </a>
        </Typography.Paragraph>
      </section>
      <section data-testid="help-credits">
        <Typography.Title level={4}>{t('addresses.credits.title')}</Typography.Title>
        <Typography.Paragraph>
          {t('addresses.credits.body')}{' '}
          <a href={OPEN_GOVERNMENT_DATA_LICENSE} target="_blank" rel="noopener noreferrer">
            {t('addresses.credits.link')}
          </a>
        </Typography.Paragraph>
      </section>
    </DocumentPage>
  );
}
