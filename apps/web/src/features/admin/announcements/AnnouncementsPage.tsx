import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AdminFunction } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { App, Button, Space, Tag, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminAnnouncementsDocument,
  AdminDeleteAnnouncementsDocument,
  type AdminAnnouncementFieldsFragment,
} from '../../../gql/graphql';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { ListPage } from '../../../shared/back-office/ListPage';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useListQuery } from '../../../shared/back-office/useListQuery';
import { formatMicros } from '../../../shared/format';
import { useConfirm } from '../../../shared/ui/useConfirm';
import { ANNOUNCEMENT_STATUS_COLOURS } from './announcementForm';
import { MessageText } from '../../../shared/ui/MessageText';
import { PublishAnnouncementDialog } from './PublishAnnouncementDialog';

type Row = AdminAnnouncementFieldsFragment;

/**
 * /admin/announcement/announcement (function 11): announcements 20 a page, newest publish time
 * first, scheduled ones among them; publish one (now or later), delete several at once.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const rights = useAdminRights(AdminFunction.ANNOUNCEMENT);
  const [publishing, setPublishing] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [remove, removing] = useSafeMutation(AdminDeleteAnnouncementsDocument);
  const list = useListQuery(AdminAnnouncementsDocument, {
    pageSize: PAGE_SIZES.announcements,
    variables: (params) => params,
    rows: (data) => data.announcements,
  });

  const removeSelected = async () => {
    const ok = await confirm({
      title: t('announcements.deleteConfirm', { count: selected.length }),
      content: t('announcements.deleteHint'),
      okText: t('common.delete'),
      danger: true,
    });
    if (ok && (await remove({ ids: selected }))) {
      void message.success(t('common.deleted'));
      setSelected([]);
      list.refetch();
    }
  };

  const columns: TableColumnType<Row>[] = [
    {
      title: t('announcements.fields.activeDate'),
      key: 'activeDate',
      width: 150,
      render: (_, r) => formatMicros(r.activeDate),
    },
    {
      title: t('announcements.fields.status'),
      key: 'status',
      width: 100,
      render: (_, r) => (
        <Tag color={ANNOUNCEMENT_STATUS_COLOURS[r.status]}>{t(`announcements.status.${r.status}`)}</Tag>
      ),
    },
    {
      title: t('announcements.fields.content'),
      key: 'content',
      render: (_, r) => <MessageText text={r.content} />,
    },
    {
      title: t('announcements.fields.createdAt'),
      key: 'createdAt',
      width: 150,
      render: (_, r) => formatMicros(r.createdAt),
    },
  ];

  return (
    <ListPage<Row>
      testId="announcements-page"
      title={t('announcement.announcement')}
      description={t('announcements.description')}
      search={{
        placeholder: t('announcements.searchPlaceholder'),
        onSearch: list.search,
        actions: (
          <Space>
            {rights.canDelete && (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selected.length === 0}
                loading={removing}
                onClick={() => void removeSelected()}
                data-testid="announcements-delete"
              >
                {t('announcements.deleteSelected', { count: selected.length })}
              </Button>
            )}
            {rights.canAdd && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setPublishing(true)}>
                {t('announcements.publish')}
              </Button>
            )}
          </Space>
        ),
      }}
      table={{
        rowKey: 'id',
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        scroll: { x: 'max-content' },
        rowSelection: rights.canDelete
          ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
          : undefined,
        columns,
      }}
    >
      <PublishAnnouncementDialog
        open={publishing}
        onClose={() => setPublishing(false)}
        onPublished={list.refetch}
      />
    </ListPage>
  );
}
