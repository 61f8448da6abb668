import { useQuery } from '@apollo/client/react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { InboxAnnouncementsDocument, InboxMessagesDocument } from '../../gql/graphql';
import { useAdminList } from '../../shared/back-office/useAdminList';
import { formatMicros } from '../../shared/format';
import type { InboxItem, InboxKind } from '../../shared/inbox/inboxQueue';

/** How much of a text the list shows before the detail view has the rest. */
const PREVIEW_LINES = 2;

/** The account's announcements or messages, newest first, 20 a page; a row opens its detail. */
export function InboxListTable({ kind, onOpen }: { kind: InboxKind; onOpen: (entry: InboxItem) => void }) {
  const { t } = useTranslation();
  const list = useAdminList(kind === 'message' ? PAGE_SIZES.messages : PAGE_SIZES.announcements);
  // Asked again each time the list is opened: a message may have come since.
  const options = { variables: list.paging, fetchPolicy: 'network-only' } as const;
  const messages = useQuery(InboxMessagesDocument, { ...options, skip: kind !== 'message' });
  const announcements = useQuery(InboxAnnouncementsDocument, { ...options, skip: kind !== 'announcement' });

  const page: { rows: InboxItem[]; total: number } | undefined =
    kind === 'message'
      ? messages.data && {
          rows: messages.data.messages.rows.map((item) => ({ kind, item })),
          total: messages.data.messages.total,
        }
      : announcements.data && {
          rows: announcements.data.announcements.rows.map((item) => ({ kind, item })),
          total: announcements.data.announcements.total,
        };

  const columns: ColumnsType<InboxItem> = [
    {
      key: 'time',
      title: kind === 'message' ? t('inbox.sentAt') : t('inbox.publishedAt'),
      width: 150,
      render: (_, entry) => formatMicros(entry.item.activeDate),
    },
    ...(kind === 'message'
      ? [
          {
            key: 'sender',
            title: t('inbox.sender'),
            width: 120,
            render: (_: unknown, entry: InboxItem) => (entry.kind === 'message' ? entry.item.sender : ''),
          },
        ]
      : []),
    {
      key: 'content',
      title: t('inbox.content'),
      render: (_, entry) => (
        <Typography.Paragraph ellipsis={{ rows: PREVIEW_LINES }} className="inbox-list__preview">
          {entry.item.content}
        </Typography.Paragraph>
      ),
    },
  ];

  return (
    <Table<InboxItem>
      size="small"
      rowKey={(entry) => entry.item.id}
      columns={columns}
      dataSource={page?.rows ?? []}
      loading={kind === 'message' ? messages.loading : announcements.loading}
      pagination={list.pagination(page?.total)}
      scroll={{ x: 'max-content' }}
      rowClassName="inbox-list__row"
      onRow={(entry) => ({ onClick: () => onOpen(entry), 'data-testid': `inbox-list-row-${entry.kind}` })}
      data-testid={`inbox-list-${kind}`}
    />
  );
}
