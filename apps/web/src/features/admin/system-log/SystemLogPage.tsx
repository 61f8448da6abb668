import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SearchToolbar } from '../../../shared/ui/SearchToolbar';
import { SystemLogsDocument, type SystemLogsQuery } from '../../../gql/graphql';
import { formatMicros, orDash } from '../../../shared/format';
import { useAdminList } from '../../../shared/back-office/useAdminList';

type Row = SystemLogsQuery['systemLogs']['rows'][number];

/** System log outcome: success, insufficient permission, failure (anything else is shown as is). */
export function outcomeKind(outcome: string): 'success' | 'denied' | 'failure' | null {
  const o = outcome.toLowerCase();
  if (['success', 'ok', 'succeeded'].includes(o)) return 'success';
  if (
    ['denied', 'forbidden', 'insufficient_permission', 'insufficientpermission', 'access_denied'].includes(o)
  ) {
    return 'denied';
  }
  if (['failure', 'failed', 'error'].includes(o)) return 'failure';
  return null;
}

const OUTCOME_COLORS = { success: 'green', denied: 'orange', failure: 'red' } as const;

/** System log: keyword search, 5000 entries a page (virtual scrolling), each with its outcome. */
export function SystemLogPage() {
  const { t } = useTranslation();
  const list = useAdminList(PAGE_SIZES.systemLog);
  const { data, loading } = useQuery(SystemLogsDocument, {
    variables: { ...list.paging, keyword: list.keyword },
  });

  return (
    <div data-testid="system-log-page">
      <PageHeader title={t('admin.tabs.systemLog')} description={t('systemLog.description')} />
      <Card variant="borderless" className="content-card">
        <SearchToolbar placeholder={t('systemLog.searchPlaceholder')} onSearch={list.search} />
        <Table<Row>
          rowKey="id"
          size="small"
          virtual
          scroll={{ x: 1200, y: 560 }}
          loading={loading}
          dataSource={data?.systemLogs.rows ?? []}
          pagination={list.pagination(data?.systemLogs.total)}
          columns={[
            {
              title: t('systemLog.fields.timestamp'),
              dataIndex: 'timestamp',
              width: 160,
              render: (v: number) => formatMicros(v),
            },
            { title: t('systemLog.fields.account'), dataIndex: 'account', width: 140, render: orDash },
            {
              title: t('systemLog.fields.action'),
              dataIndex: 'action',
              width: 280,
              // The call's name stays visible: it is what the keyword search matches.
              render: (action: string) => {
                const label = t(`systemLog.actions.${action}`, { defaultValue: '' });
                return label ? (
                  <span className="log-action">
                    {label}
                    <Typography.Text type="secondary" className="log-action__call">
                      {action}
                    </Typography.Text>
                  </span>
                ) : (
                  action
                );
              },
            },
            {
              title: t('systemLog.fields.function'),
              dataIndex: 'functionId',
              width: 140,
              render: (id: number | null) => (id ? t(`functions.${id}`) : '—'),
            },
            {
              title: t('systemLog.fields.outcome'),
              dataIndex: 'outcome',
              width: 180,
              render: (outcome: string) => {
                const kind = outcomeKind(outcome);
                return kind ? (
                  <Tag color={OUTCOME_COLORS[kind]}>{t(`systemLog.outcome.${kind}`)}</Tag>
                ) : (
                  <Tag>{outcome}</Tag>
                );
              },
            },
            { title: t('systemLog.fields.detail'), dataIndex: 'detail', render: orDash },
            { title: t('systemLog.fields.ip'), dataIndex: 'ip', width: 130, render: orDash },
          ]}
        />
      </Card>
    </div>
  );
}
