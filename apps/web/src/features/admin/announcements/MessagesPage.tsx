import { PlusOutlined } from '@ant-design/icons';
import { AdminFunction, RECEIVER_ACCOUNT_TYPES } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { Button, Select, Tag, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminDeleteMessageDocument,
  AdminMessagesDocument,
  type AdminMessageFieldsFragment,
} from '../../../gql/graphql';
import { ListPage } from '../../../shared/back-office/ListPage';
import { useRowActionsColumn } from '../../../shared/back-office/RowActions';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useConfirmedDelete } from '../../../shared/back-office/useConfirmedDelete';
import { useListQuery } from '../../../shared/back-office/useListQuery';
import { formatMicros } from '../../../shared/format';
import { MessageText } from '../../../shared/ui/MessageText';
import { messageVariables, withReceiverType, type MessageFilters } from './messageFilters';
import { PublishMessageDialog } from './PublishMessageDialog';
import { ReceiverPicker, type Choice } from './ReceiverPicker';
import { SenderPicker } from './SenderPicker';
import './announcements.css';

type Row = AdminMessageFieldsFragment;

/**
 * /admin/announcement/message (function 11): the messages sent, 20 a page, newest first, narrowed by
 * receiver type, receiver and sender; send one to chosen fleets or devices, delete one.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const rights = useAdminRights(AdminFunction.ANNOUNCEMENT);
  const [publishing, setPublishing] = useState(false);
  const [filters, setFilters] = useState<MessageFilters>({});
  // The chosen receiver and sender with their names (the filters keep their ids).
  const [receiver, setReceiver] = useState<Choice>();
  const [sender, setSender] = useState<Choice>();
  const list = useListQuery(AdminMessagesDocument, {
    pageSize: PAGE_SIZES.messages,
    variables: (params) => messageVariables(filters, params),
    rows: (data) => data.messages,
  });
  const remove = useConfirmedDelete<Row>(
    {
      mutation: AdminDeleteMessageDocument,
      confirm: (row) => ({
        title: t('messages.deleteConfirm', { receiver: row.alias }),
        content: t('messages.deleteHint'),
      }),
    },
    list.refetch,
  );
  const actions = useRowActionsColumn<Row>(rights, { onDelete: remove, width: 80, fixed: 'right' });

  /** A new filter shows its first page. */
  const filter = (next: MessageFilters) => {
    setFilters(next);
    list.search(list.keyword ?? '');
  };

  const columns: TableColumnType<Row>[] = [
    {
      title: t('messages.fields.activeDate'),
      key: 'activeDate',
      width: 150,
      render: (_, r) => formatMicros(r.activeDate),
    },
    { title: t('messages.fields.sender'), key: 'sender', dataIndex: 'sender', width: 140 },
    {
      title: t('messages.fields.receiverType'),
      key: 'receiverAccountType',
      width: 100,
      render: (_, r) => <Tag>{t(`messages.receiverTypes.${r.receiverAccountType}`)}</Tag>,
    },
    // The receiver's name when sent (a device's is its serial number); a fleet's id tells a reader nothing.
    { title: t('messages.fields.receiver'), key: 'receiver', dataIndex: 'alias', width: 200 },
    {
      title: t('messages.fields.content'),
      key: 'content',
      render: (_, r) => <MessageText text={r.content} />,
    },
    ...actions,
  ];

  return (
    <ListPage<Row>
      testId="messages-page"
      title={t('announcement.message')}
      description={t('messages.description')}
      search={{
        placeholder: t('messages.searchPlaceholder'),
        onSearch: list.search,
        hint: (
          <div className="message-filters">
            <Select<number>
              allowClear
              placeholder={t('messages.fields.receiverType')}
              value={filters.receiverAccountType}
              onChange={(type?: number) => {
                setReceiver(undefined);
                filter(withReceiverType(filters, type));
              }}
              options={RECEIVER_ACCOUNT_TYPES.map((code) => ({
                value: code,
                label: t(`messages.receiverTypes.${code}`),
              }))}
              data-testid="message-receiver-type-filter"
            />
            <ReceiverPicker
              type={filters.receiverAccountType}
              active={filters.receiverAccountType !== undefined}
              disabled={filters.receiverAccountType === undefined}
              allowClear
              value={receiver}
              onChange={(choice) => {
                const one = Array.isArray(choice) ? choice[0] : choice;
                setReceiver(one);
                filter({ ...filters, receiverAccountId: one?.value });
              }}
              placeholder={t('messages.fields.receiver')}
              data-testid="message-receiver-filter"
            />
            <SenderPicker
              value={sender}
              onChange={(choice) => {
                setSender(choice);
                filter({ ...filters, senderAccountId: choice?.value });
              }}
            />
          </div>
        ),
        actions: rights.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPublishing(true)}>
            {t('messages.publish')}
          </Button>
        ),
      }}
      table={{
        rowKey: 'id',
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        scroll: { x: 'max-content' },
        columns,
      }}
    >
      <PublishMessageDialog
        open={publishing}
        onClose={() => setPublishing(false)}
        onPublished={list.refetch}
      />
    </ListPage>
  );
}
