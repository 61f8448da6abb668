import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditValue } from './auditValues';

/** One value of the log as the reader sees it (auditValue's rules). */
export function AuditValueText({ field, json }: { field: string; json: string | null }) {
  const { t } = useTranslation();
  const value = auditValue(field, json);
  switch (value.kind) {
    case 'absent':
      return <Typography.Text type="secondary">{t('audit.values.absent')}</Typography.Text>;
    case 'erased':
      return <Tag color="default">{t('audit.values.erased')}</Tag>;
    case 'secret':
      return <Tag color="default">{t('audit.values.secret')}</Tag>;
    case 'time':
      return <span className="audit-time">{value.text}</span>;
    case 'json':
      return <code className="audit-json">{value.text}</code>;
  }
}
