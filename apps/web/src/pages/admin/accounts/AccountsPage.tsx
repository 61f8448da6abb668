import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AccountStatus, AdminFunction, PAGE_SIZES } from '@gps/contracts/constants';
import { useSafeMutation } from '../../../api/useSafeMutation';
import { PageHeader } from '../../../components/PageHeader';
import { SearchToolbar } from '../../../components/SearchToolbar';
import { useConfirm } from '../../../dialogs/useConfirm';
import { AccountsDocument, DeleteAccountDocument, type AccountFieldsFragment } from '../../../gql/graphql';
import { formatMicros } from '../../../utils/format';
import { useAdminRights } from '../useAdminRights';
import { AccountDialog } from './AccountDialog';

const SIZES = PAGE_SIZES.accounts;

/** Administrator accounts: keyword search, paging 30/100, create / edit / delete by right. */
export function AccountsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { canAdd, canEdit, canDelete } = useAdminRights(AdminFunction.ACCOUNT);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SIZES[0]);
  const [dialog, setDialog] = useState<{ open: boolean; account: AccountFieldsFragment | null }>({
    open: false,
    account: null,
  });
  const { data, loading, refetch } = useQuery(AccountsDocument, {
    variables: { pageIndex: page, pageRows: pageSize, keyword: keyword || undefined },
  });
  const [deleteAccount] = useSafeMutation(DeleteAccountDocument);

  const remove = async (row: AccountFieldsFragment) => {
    const ok = await confirm({
      title: t('accounts.deleteTitle'),
      content: t('accounts.deleteText', { account: row.account }),
      okText: t('common.delete'),
      danger: true,
    });
    if (ok && (await deleteAccount({ id: row.id }))) {
      message.success(t('common.deleted'));
      void refetch();
    }
  };

  return (
    <div data-testid="accounts-page">
      <PageHeader title={t('admin.tabs.account')} description={t('accounts.description')} />
      <Card variant="borderless" className="content-card">
        <SearchToolbar
          placeholder={t('accounts.searchPlaceholder')}
          onSearch={(k) => {
            setKeyword(k);
            setPage(0);
          }}
          actions={
            canAdd && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ open: true, account: null })}
              >
                {t('accounts.add')}
              </Button>
            )
          }
        />
        <Table<AccountFieldsFragment>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.accounts.rows ?? []}
          pagination={{
            current: page + 1,
            pageSize,
            total: data?.accounts.total ?? 0,
            pageSizeOptions: SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (p, size) => {
              setPage(size !== pageSize ? 0 : p - 1);
              setPageSize(size);
            },
          }}
          columns={[
            { title: t('accounts.fields.account'), dataIndex: 'account' },
            { title: t('accounts.fields.alias'), dataIndex: 'alias' },
            {
              title: t('accounts.fields.permission'),
              dataIndex: 'permissionName',
              render: (v: string | null) => v ?? '—',
            },
            {
              title: t('accounts.fields.status'),
              dataIndex: 'statusCode',
              render: (code: number) => (
                <Tag color={code === AccountStatus.NORMAL ? 'green' : 'red'}>
                  {t(`accounts.status.${code}`)}
                </Tag>
              ),
            },
            {
              title: t('accounts.fields.lastLogin'),
              dataIndex: 'lastLoginTimestamp',
              render: (v: number | null) => formatMicros(v),
            },
            {
              title: t('accounts.fields.createDate'),
              dataIndex: 'createDate',
              render: (v: number) => formatMicros(v),
            },
            ...(canEdit || canDelete
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    width: 110,
                    render: (_: unknown, row: AccountFieldsFragment) => (
                      <Space size={4}>
                        {canEdit && (
                          <Tooltip title={t('common.edit')}>
                            <Button
                              type="text"
                              icon={<EditOutlined />}
                              onClick={() => setDialog({ open: true, account: row })}
                            />
                          </Tooltip>
                        )}
                        {canDelete && (
                          <Tooltip title={t('common.delete')}>
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              onClick={() => void remove(row)}
                            />
                          </Tooltip>
                        )}
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <AccountDialog
        open={dialog.open}
        account={dialog.account}
        onClose={() => setDialog({ open: false, account: null })}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
