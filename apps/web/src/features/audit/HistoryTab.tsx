import { AUDIT_HISTORY_PAGE_ROWS } from '@gps/codes';
import { Table, Tag, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditHistoryQuery } from '../../gql/graphql';
import { orDash } from '../../shared/format';
import { actorKindLabel, callLabel, eventTypeLabel } from './auditLabels';
import { ChangesList } from './ChangesList';
import { LabelledId } from './LabelledId';
import { formatTaipei } from './taipeiTime';

type History = AuditHistoryQuery['auditHistory'];
type Row = History['rows'][number];

/**
 * The entity's events, oldest first, a page at a time: when (Taipei), what, who and through which
 * call and address, and what it changed field by field.
 */
export function HistoryTab({
  history,
  loading,
  pageIndex,
  onPage,
}: {
  history: History | undefined;
  loading: boolean;
  pageIndex: number;
  onPage: (pageIndex: number) => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnType<Row>[] = [
    {
      title: t('audit.history.time'),
      key: 'time',
      width: 150,
      render: (_, r) => (
        <>
          <div className="audit-time">{formatTaipei(r.recordedAt)}</div>
          <Typography.Text type="secondary" className="audit-id">
            #{r.revision}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('audit.history.event'),
      key: 'event',
      width: 160,
      render: (_, r) => <LabelledId value={eventTypeLabel(t, r.type)} />,
    },
    {
      title: t('audit.history.actor'),
      key: 'actor',
      width: 130,
      render: (_, r) => (
        <span className="audit-labelled">
          {r.actor || r.actorId}
          <Tag className="audit-actor-kind">{actorKindLabel(t, r.actorKind)}</Tag>
        </span>
      ),
    },
    {
      title: t('audit.history.call'),
      key: 'call',
      width: 150,
      render: (_, r) => (r.call ? <LabelledId value={callLabel(t, r.call)} /> : '—'),
    },
    { title: t('audit.history.ip'), key: 'ip', width: 110, render: (_, r) => orDash(r.ip) },
    {
      title: t('audit.history.changes'),
      key: 'changes',
      render: (_, r) => <ChangesList changes={r.changes} />,
    },
  ];

  return (
    <Table<Row>
      rowKey="position"
      size="small"
      loading={loading}
      dataSource={history?.rows ?? []}
      columns={columns}
      className="audit-history"
      pagination={{
        current: pageIndex + 1,
        pageSize: AUDIT_HISTORY_PAGE_ROWS,
        total: history?.total ?? 0,
        showSizeChanger: false,
        onChange: (page) => onPage(page - 1),
      }}
      data-testid="audit-history"
    />
  );
}
