import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { SystemLogsDocument, type SystemLogsQuery } from '../../../gql/graphql';
import { formatMicros, orDash } from '../../../shared/format';
import { ListPage } from '../../../shared/back-office/ListPage';
import { useListQuery } from '../../../shared/back-office/useListQuery';
import { logDetailText } from './logDetail';

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
  const list = useListQuery(SystemLogsDocument, {
    pageSize: PAGE_SIZES.systemLog,
    variables: (params) => params,
    rows: (data) => data.systemLogs,
  });

  return (
    <ListPage<Row>
      testId="system-log-page"
      title={t('admin.tabs.systemLog')}
      description={t('systemLog.description')}
      search={{ placeholder: t('systemLog.searchPlaceholder'), onSearch: list.search }}
      table={{
        rowKey: 'id',
        size: 'small',
        virtual: true,
        scroll: { x: 1200, y: 560 },
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        columns: [
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
          {
            title: t('systemLog.fields.detail'),
            dataIndex: 'detail',
            render: (detail: string | null) => logDetailText(t, detail),
          },
          { title: t('systemLog.fields.ip'), dataIndex: 'ip', width: 130, render: orDash },
        ],
      }}
    />
  );
}
