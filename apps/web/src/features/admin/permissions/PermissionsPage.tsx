import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AdminFunction, PAGE_SIZES } from '@gps/contracts/constants';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionsDocument, type PermissionFieldsFragment } from '../../../gql/graphql';
import { holdsAll } from '../../../shared/session/rights';
import { useSession } from '../../../shared/session/store';
import { CrudToolbar } from '../../../shared/back-office/CrudToolbar';
import { useRowActionsColumn } from '../../../shared/back-office/RowActions';
import { useAdminList } from '../../../shared/back-office/useAdminList';
import { useAdminRights } from '../../../shared/back-office/useAdminRights';
import { useRowDialog } from '../../../shared/back-office/useRowDialog';
import { PermissionDialog } from './PermissionDialog';

/** Permission groups: list with paging 30/100; create and edit with the rights grid. */
export function PermissionsPage() {
  const { t } = useTranslation();
  const rights = useAdminRights(AdminFunction.PERMISSION);
  const held = useSession()?.rights;
  const list = useAdminList(PAGE_SIZES.permissions);
  const dialog = useRowDialog<PermissionFieldsFragment>();
  const { data, loading, refetch } = useQuery(PermissionsDocument, {
    variables: { ...list.paging, keyword: list.keyword },
  });
  const actions = useRowActionsColumn<PermissionFieldsFragment>(rights, {
    width: 80,
    onEdit: dialog.openEdit,
    // A group holding a right the administrator lacks is not theirs to change (the server refuses).
    canEditRow: (row) => holdsAll(held, row.rights),
  });

  return (
    <div data-testid="permissions-page">
      <PageHeader title={t('admin.tabs.permission')} description={t('permissions.description')} />
      <Card variant="borderless" className="content-card">
        <CrudToolbar
          rights={rights}
          placeholder={t('permissions.searchPlaceholder')}
          onSearch={list.search}
          addLabel={t('permissions.add')}
          onAdd={dialog.openAdd}
        />
        <Table<PermissionFieldsFragment>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.permissions.rows ?? []}
          pagination={list.pagination(data?.permissions.total)}
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
            ...actions,
          ]}
        />
      </Card>
      <PermissionDialog
        open={dialog.open}
        permission={dialog.row}
        onClose={dialog.close}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
