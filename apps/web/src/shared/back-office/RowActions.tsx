import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRights } from './useAdminRights';

/** One icon button of a table row, named by its tooltip. */
export function RowButton({
  title,
  icon,
  danger,
  onClick,
}: {
  title: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <Button type="text" danger={danger} icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

/** A row's icon buttons: any extra ones first, then edit and delete where the function allows them. */
export function RowActions({
  rights,
  onEdit,
  onDelete,
  gap = 4,
  children,
}: {
  rights: AdminRights;
  onEdit?: () => void;
  onDelete?: () => void;
  gap?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space size={gap}>
      {children}
      {rights.canEdit && onEdit && (
        <RowButton title={t('common.edit')} icon={<EditOutlined />} onClick={onEdit} />
      )}
      {rights.canDelete && onDelete && (
        <RowButton title={t('common.delete')} icon={<DeleteOutlined />} danger onClick={onDelete} />
      )}
    </Space>
  );
}

/** The buttons of a list's "Actions" column and the column's width and side. */
export type RowActionsOptions<Row> = {
  onEdit?: (row: Row) => void;
  canEditRow?: (row: Row) => boolean;
  onDelete?: (row: Row) => unknown;
  extra?: (row: Row) => ReactNode;
  gap?: number;
} & Pick<TableColumnType<Row>, 'width' | 'fixed'>;

/**
 * The "Actions" column of a list page with {@link RowActions}; left out (an empty list to spread
 * into the columns) when a row would have no button: no extras and neither edit nor delete allowed.
 * `canEditRow` hides the edit button of single rows the server would refuse to change.
 */
export function useRowActionsColumn<Row>(
  rights: AdminRights,
  { onEdit, canEditRow, onDelete, extra, gap, ...column }: RowActionsOptions<Row>,
): TableColumnType<Row>[] {
  const { t } = useTranslation();
  const editable = rights.canEdit && onEdit;
  const deletable = rights.canDelete && onDelete;
  if (!extra && !editable && !deletable) return [];
  return [
    {
      title: t('common.actions'),
      key: 'actions',
      ...column,
      render: (_: unknown, row: Row) => (
        <RowActions
          rights={rights}
          gap={gap}
          onEdit={onEdit && (canEditRow?.(row) ?? true) ? () => onEdit(row) : undefined}
          onDelete={onDelete && (() => void onDelete(row))}
        >
          {extra?.(row)}
        </RowActions>
      ),
    },
  ];
}
