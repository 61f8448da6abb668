import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AdminFunction, PAGE_SIZES } from '@gps/contracts/constants';
import { PageHeader } from '../../../components/PageHeader';
import { SearchToolbar } from '../../../components/SearchToolbar';
import { PermissionsDocument, type PermissionFieldsFragment } from '../../../gql/graphql';
import { useAdminRights } from '../useAdminRights';
import { PermissionDialog } from './PermissionDialog';

const SIZES = PAGE_SIZES.permissions;

/** Permission groups: list with paging 30/100; create and edit with the rights grid. */
export function PermissionsPage() {
  const { t } = useTranslation();
  const { canAdd, canEdit } = useAdminRights(AdminFunction.PERMISSION);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SIZES[0]);
  const [dialog, setDialog] = useState<{ open: boolean; permission: PermissionFieldsFragment | null }>({
    open: false,
    permission: null,
  });
  const { data, loading, refetch } = useQuery(PermissionsDocument, {
    variables: { pageIndex: page, pageRows: pageSize, keyword: keyword || undefined },
  });

  return (
    <div data-testid="permissions-page">
      <PageHeader title={t('admin.tabs.permission')} description={t('permissions.description')} />
      <Card variant="borderless" className="content-card">
        <SearchToolbar
          placeholder={t('permissions.searchPlaceholder')}
          onSearch={(k) => {
            setKeyword(k);
            setPage(0);
          }}
          actions={
            canAdd && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ open: true, permission: null })}
              >
                {t('permissions.add')}
              </Button>
            )
          }
        />
        <Table<PermissionFieldsFragment>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.permissions.rows ?? []}
          pagination={{
            current: page + 1,
            pageSize,
            total: data?.permissions.total ?? 0,
            pageSizeOptions: SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (p, size) => {
              setPage(size !== pageSize ? 0 : p - 1);
              setPageSize(size);
            },
          }}
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
            ...(canEdit
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    width: 80,
                    render: (_: unknown, row: PermissionFieldsFragment) => (
                      <Tooltip title={t('common.edit')}>
                        <Button
                          type="text"
                          icon={<EditOutlined />}
                          onClick={() => setDialog({ open: true, permission: row })}
                        />
                      </Tooltip>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <PermissionDialog
        open={dialog.open}
        permission={dialog.permission}
        onClose={() => setDialog({ open: false, permission: null })}
        onSaved={() => void refetch()}
      />
    </div>
  );
}
