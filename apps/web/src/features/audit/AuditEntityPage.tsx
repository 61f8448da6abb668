import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { EntityFinder } from './EntityFinder';
import { entityParams, entityQueryOf } from './entityQuery';
import { EntityView } from './EntityView';
import './audit.css';

/**
 * /admin/audit/entity (system log function 12, view): any entity's history, found by what people
 * know it by; the lookup lives in the address so it can be reloaded or shared.
 */
export function AuditEntityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = entityQueryOf(params);

  return (
    <div className="audit-page" data-testid="audit-entity-page">
      <PageHeader title={t('audit.entity.title')} description={t('audit.entity.description')} />
      <EntityFinder value={query} onFind={(next) => setParams(entityParams(next))} />
      {query ? (
        // A new lookup starts on its first page and today's state.
        <EntityView key={new URLSearchParams(entityParams(query)).toString()} query={query} />
      ) : (
        <Empty className="audit-empty" description={t('audit.entity.empty')} />
      )}
    </div>
  );
}
