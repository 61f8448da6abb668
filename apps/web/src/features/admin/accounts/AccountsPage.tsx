import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountStatus, AdminFunction } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { CrudListPage } from '../../../shared/back-office/CrudListPage';
import { formatMicros } from '../../../shared/format';
import { AccountsDocument, DeleteAccountDocument } from '../../../gql/graphql';
import { AccountDialog } from './AccountDialog';

/** Administrator accounts: keyword search, paging 30/100, create / edit / delete by right. */
export function AccountsPage() {
  const { t } = useTranslation();
  return (
    <CrudListPage
      testId="accounts-page"
      functionId={AdminFunction.ACCOUNT}
      title={t('admin.tabs.account')}
      description={t('accounts.description')}
      searchPlaceholder={t('accounts.searchPlaceholder')}
      addLabel={t('accounts.add')}
      query={AccountsDocument}
      pageSize={PAGE_SIZES.accounts}
      variables={(params) => params}
      rows={(data) => data.accounts}
      actions={{ width: 110 }}
      remove={{
        mutation: DeleteAccountDocument,
        confirm: (row) => ({
          title: t('accounts.deleteTitle'),
          content: t('accounts.deleteText', { account: row.account }),
        }),
      }}
      dialog={({ row, ...dialog }) => <AccountDialog {...dialog} account={row} />}
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
            <Tag color={code === AccountStatus.NORMAL ? 'green' : 'red'}>{t(`accounts.status.${code}`)}</Tag>
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
      ]}
    />
  );
}
