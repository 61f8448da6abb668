import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@gps/codes';
import { config } from '../config';
import { changeLanguage } from '../i18n';

/** Interface language (zh-TW default, en-US); antd's locale follows. */
export function LanguageSelect({ variant = 'borderless' }: { variant?: 'borderless' | 'outlined' }) {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('language.label')}
      value={i18n.language as Language}
      onChange={changeLanguage}
      variant={variant}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={config.languages.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
    />
  );
}
