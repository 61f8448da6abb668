import { EnvironmentFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Logo and the platform title of the top banner. */
export function BrandMark({ subtitleKey, inverted = false }: { subtitleKey?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`brand-mark${inverted ? ' brand-mark--inverted' : ''}`}>
      <span className="brand-mark__logo">
        <EnvironmentFilled />
      </span>
      <span className="brand-mark__text">
        <span className="brand-mark__title">{t('app.banner')}</span>
        {subtitleKey && <span className="brand-mark__subtitle">{t(subtitleKey)}</span>}
      </span>
    </div>
  );
}
