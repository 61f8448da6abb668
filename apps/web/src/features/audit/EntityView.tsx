import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminFunction, AUDIT_HISTORY_PAGE_ROWS } from '@gps/codes';
import { Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistoryDocument } from '../../gql/graphql';
import { useAdminRights } from '../../shared/back-office/useAdminRights';
import { EntityHeader } from './EntityHeader';
import { erasableAccountType, type EntityQuery } from './entityQuery';
import { EraseButton } from './EraseButton';
import { ExportTab } from './ExportTab';
import { HistoryTab } from './HistoryTab';
import { StateTab } from './StateTab';

/**
 * One entity found: its header, then its history, its state as of a moment and its export; a
 * fleet's or device's customer data can be erased by whoever may delete customers (function 5).
 */
export function EntityView({ query }: { query: EntityQuery }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [pageIndex, setPageIndex] = useState(0);
  const canErase = useAdminRights(AdminFunction.CUSTOMER).canDelete;
  const { data, loading } = useQuery(AuditHistoryDocument, {
    variables: { ...query, pageIndex, pageRows: AUDIT_HISTORY_PAGE_ROWS },
  });
  const entity = data?.auditHistory.entity;
  const accountType = erasableAccountType(query.entityType);

  return (
    <div className="audit-entity" data-testid="audit-entity">
      {entity && (
        <Space className="audit-entity__top" align="start">
          <EntityHeader entity={entity} />
          {canErase && accountType !== null && (
            <EraseButton
              accountType={accountType}
              account={entity.label}
              onErased={() => void client.refetchQueries({ include: 'active' })}
            />
          )}
        </Space>
      )}
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'history',
            label: t('audit.tabs.history'),
            children: (
              <HistoryTab
                history={data?.auditHistory}
                loading={loading}
                pageIndex={pageIndex}
                onPage={setPageIndex}
              />
            ),
          },
          { key: 'state', label: t('audit.tabs.state'), children: <StateTab query={query} /> },
          { key: 'export', label: t('audit.tabs.export'), children: <ExportTab query={query} /> },
        ]}
      />
    </div>
  );
}
