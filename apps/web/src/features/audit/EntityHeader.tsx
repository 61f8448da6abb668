import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntityFieldsFragment } from '../../gql/graphql';

/** The entity found: what people know it by, its type, the stream of its history and its length. */
export function EntityHeader({ entity }: { entity: AuditEntityFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={4} className="audit-header" data-testid="audit-entity-header">
      <Descriptions.Item label={t('audit.header.label')}>
        {entity.label || t(`audit.entityTypes.${entity.entityType}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('audit.header.type')}>
        {t(`audit.entityTypes.${entity.entityType}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('audit.header.stream')}>
        <code className="audit-id">{entity.streamId}</code>
      </Descriptions.Item>
      <Descriptions.Item label={t('audit.header.events')}>{entity.events}</Descriptions.Item>
    </Descriptions>
  );
}
