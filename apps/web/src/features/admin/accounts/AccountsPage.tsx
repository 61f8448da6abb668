import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AccountStatus, AdminFunction, PAGE_SIZES } from '@gps/contracts/constants';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { AccountsDocument, DeleteAccountDocument, type AccountFieldsFragment } from '../../../gql/graphql';
import { formatMicros } from '../../../shared/format';
import { CrudToolbar } from '../../../shared/back-office/CrudToolbar';
import { useRowActionsColumn } from '../../../shared/back-office/RowActions';
import { useAdminList } from '../../../shared/back-office/useAdminList';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useConfirmedDelete } from '../../../shared/back-office/useConfirmedDelete';
import { useRowDialog } from '../../../shared/back-office/useRowDialog';
import { AccountDialog } from './AccountDialog';

/** Administrator accounts: keyword search, paging 30/100, create / edit / delete by right. */
export function AccountsPage() {
  const { t } = useTranslation();
  const rights = useAdminRights(AdminFunction.ACCOUNT);
  const list = useAdminList(PAGE_SIZES.accounts);
  const dialog = useRowDialog<AccountFieldsFragment>();
  const { data, loading, refetch } = useQuery(AccountsDocument, {
    variables: { ...list.paging, keyword: list.keyword },
  });
  const remove = useConfirmedDelete(
    DeleteAccountDocument,
    (row: AccountFieldsFragment) => ({
      title: t('accounts.deleteTitle'),
      content: t('accounts.deleteText', { account: row.account }),
    }),
    () => void refetch(),
  );
  const actions = useRowActionsColumn<AccountFieldsFragment>(rights, {
    width: 110,
    onEdit: dialog.openEdit,
    onDelete: remove,
  });

  return (
    <div data-testid="accounts-page">
      <PageHeader title={t('admin.tabs.account')} description={t('accounts.description')} />
      <Card variant="borderless" className="content-card">
        <CrudToolbar
          rights={rights}
          placeholder={t('accounts.searchPlaceholder')}
          onSearch={list.search}
          addLabel={t('accounts.add')}
          onAdd={dialog.openAdd}
        />
        <Table<AccountFieldsFragment>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.accounts.rows ?? []}
          pagination={list.pagination(data?.accounts.total)}
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
            ...actions,
          ]}
        />
      </Card>
      <AccountDialog
        open={dialog.open}
        account={dialog.row}
        onClose={dialog.close}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
