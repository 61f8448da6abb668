import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFunction } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { CrudListPage } from '../../../shared/back-office/CrudListPage';
import { holdsAll } from '../../../shared/session/rights';
import { useSession } from '../../../shared/session/store';
import {
  DeletePermissionDocument,
  PermissionsDocument,
  type PermissionFieldsFragment,
} from '../../../gql/graphql';
import { PermissionDialog } from './PermissionDialog';

/**
 * Permission groups: list with paging 30/100; create and edit with the rights grid; delete a group
 * no account is in (the server refuses a group in use with its reason).
 */
export function PermissionsPage() {
  const { t } = useTranslation();
  const held = useSession()?.rights;
  return (
    <CrudListPage
      testId="permissions-page"
      functionId={AdminFunction.PERMISSION}
      title={t('admin.tabs.permission')}
      description={t('permissions.description')}
      searchPlaceholder={t('permissions.searchPlaceholder')}
      addLabel={t('permissions.add')}
      query={PermissionsDocument}
      pageSize={PAGE_SIZES.permissions}
      variables={(params) => params}
      rows={(data) => data.permissions}
      actions={{
        width: 110,
        // A group holding a right the administrator lacks is not theirs to change (the server refuses).
        canEditRow: (row) => holdsAll(held, row.rights),
      }}
      remove={{
        mutation: DeletePermissionDocument,
        confirm: (row) => ({
          title: t('permissions.deleteTitle'),
          content: t('permissions.deleteText', { name: row.name }),
        }),
      }}
      dialog={({ row, ...dialog }) => <PermissionDialog {...dialog} permission={row} />}
      columns={[
        { title: t('permissions.fields.name'), dataIndex: 'name', width: 200 },
        { title: t('permissions.fields.sort'), dataIndex: 'sort', width: 80 },
        {
          title: t('permissions.viewable'),
          key: 'viewable',
          render: (_: unknown, row: PermissionFieldsFragment) => {
            const visible = row.rights.filter((r) => r.flags.charAt(3) === '1');
            return visible.length === 0 ? (
              <Tag>{t('permissions.none')}</Tag>
            ) : (
              visible.map((r) => (
                <Tag key={r.functionId} className="rights-tag">
                  {t(`functions.${r.functionId}`)}
                </Tag>
              ))
            );
          },
        },
      ]}
    />
  );
}
