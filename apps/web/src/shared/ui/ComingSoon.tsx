import { HourglassOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The translated "this area is coming" state for capabilities that a later release delivers. */
export function ComingSoon({ areaKey, note }: { areaKey: string; note?: string }) {
  const { t } = useTranslation();
  return (
    <Card className="coming-soon" variant="borderless" data-testid="coming-soon">
      <div className="coming-soon__icon">
        <HourglassOutlined />
      </div>
      <Typography.Title level={4} className="coming-soon__title">
        {t(areaKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="coming-soon__text">
        {t('comingSoon.description')}
      </Typography.Paragraph>
      {note && (
        <Typography.Paragraph type="secondary" className="coming-soon__note">
          {note}
        </Typography.Paragraph>
      )}
      <span className="coming-soon__badge">{t('comingSoon.badge')}</span>
    </Card>
  );
}
