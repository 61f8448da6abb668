import { useQuery } from '@apollo/client/react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { InboxAnnouncementsDocument, InboxMessagesDocument } from '../../gql/graphql';
import { useAdminList } from '../../shared/back-office/useAdminList';
import { formatMicros } from '../../shared/format';
import { usePhone } from '../../shared/ui/usePhone';
import type { InboxItem, InboxKind } from '../../shared/inbox/inboxQueue';

/** How much of a text the list shows before the detail view has the rest. */
const PREVIEW_LINES = 2;
/** Column widths that fit a date with its time, and an administrator's account name. */
const TIME_WIDTH = 150;
const SENDER_WIDTH = 120;

/** The account's announcements or messages, newest first, 20 a page; a row opens its detail. */
export function InboxListTable({ kind, onOpen }: { kind: InboxKind; onOpen: (entry: InboxItem) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
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

  const timeTitle = kind === 'message' ? t('inbox.sentAt') : t('inbox.publishedAt');
  const preview = (entry: InboxItem) => (
    <Typography.Paragraph ellipsis={{ rows: PREVIEW_LINES }} className="inbox-list__preview">
      {entry.item.content}
    </Typography.Paragraph>
  );
  const senderOf = (entry: InboxItem) => (entry.kind === 'message' ? entry.item.sender : '');

  // A phone has no room for three columns: the time and sender over the text, in one.
  const columns: ColumnsType<InboxItem> = phone
    ? [
        {
          key: 'item',
          title: t('inbox.content'),
          render: (_, entry) => (
            <>
              <Typography.Text type="secondary" className="inbox-list__meta">
                {[formatMicros(entry.item.activeDate), senderOf(entry)].filter(Boolean).join(' · ')}
              </Typography.Text>
              {preview(entry)}
            </>
          ),
        },
      ]
    : [
        {
          key: 'time',
          title: timeTitle,
          width: TIME_WIDTH,
          render: (_, entry) => formatMicros(entry.item.activeDate),
        },
        ...(kind === 'message'
          ? [
              {
                key: 'sender',
                title: t('inbox.sender'),
                width: SENDER_WIDTH,
                render: (_: unknown, e: InboxItem) => senderOf(e),
              },
            ]
          : []),
        { key: 'content', title: t('inbox.content'), render: (_, entry) => preview(entry) },
      ];

  return (
    <Table<InboxItem>
      size="small"
      rowKey={(entry) => entry.item.id}
      columns={columns}
      dataSource={page?.rows ?? []}
      loading={kind === 'message' ? messages.loading : announcements.loading}
      pagination={list.pagination(page?.total)}
      rowClassName="inbox-list__row"
      onRow={(entry) => ({ onClick: () => onOpen(entry), 'data-testid': `inbox-list-row-${entry.kind}` })}
      data-testid={`inbox-list-${kind}`}
    />
  );
}
