import { PlusOutlined } from '@ant-design/icons';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { Button, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ListPage } from './ListPage';
import { useRowActionsColumn, type RowActionsOptions } from './RowActions';
import { useAdminRights } from './useAdminRights';
import { useConfirmedDelete, type RowDelete } from './useConfirmedDelete';
import { useListQuery, type ListParams, type Paged } from './useListQuery';
import { useRowDialog } from './useRowDialog';

/** What a list page's add / edit dialog is given: the row to edit (null: a new one). */
export interface RowDialogProps<Row> {
  open: boolean;
  row: Row | null;
  onClose: () => void;
  /** The list reads its page again. */
  onSaved: () => void;
}

/**
 * A back-office list of one function's entries, declared rather than written: title, keyword search,
 * the add button when the administrator may add, the table with its pager, the row actions their
 * rights allow (edit opens `dialog`, delete asks first), and the list read again after each change.
 */
export function CrudListPage<Row extends { id: string }, TData, TVars extends OperationVariables>({
  testId,
  functionId,
  title,
  description,
  searchPlaceholder,
  addLabel,
  query,
  pageSize,
  variables,
  rows,
  columns,
  table,
  actions,
  remove,
  dialog,
}: {
  testId: string;
  /** The admin function whose add / edit / delete flags gate the buttons. */
  functionId: number;
  title: string;
  description: string;
  searchPlaceholder: string;
  addLabel: string;
  query: TypedDocumentNode<TData, TVars>;
  pageSize: number | readonly number[];
  variables: (params: ListParams) => TVars;
  rows: (data: TData) => Paged<Row>;
  columns: TableColumnType<Row>[];
  /** Further table settings (e.g. the horizontal scroll of wide lists). */
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'loading' | 'pagination'>;
  actions: Omit<RowActionsOptions<Row>, 'onEdit' | 'onDelete'>;
  /** Deleting a row: its mutation and the confirm's title and text (no delete button without). */
  remove?: RowDelete<Row>;
  dialog: (props: RowDialogProps<Row>) => ReactNode;
}) {
  const rights = useAdminRights(functionId);
  const list = useListQuery(query, { pageSize, variables, rows });
  const edit = useRowDialog<Row>();
  const deleteRow = useConfirmedDelete(remove, list.refetch);
  const actionsColumn = useRowActionsColumn<Row>(rights, {
    ...actions,
    onEdit: edit.openEdit,
    onDelete: deleteRow,
  });

  return (
    <ListPage<Row>
      testId={testId}
      title={title}
      description={description}
      search={{
        placeholder: searchPlaceholder,
        onSearch: list.search,
        actions: rights.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={edit.openAdd}>
            {addLabel}
          </Button>
        ),
      }}
      table={{
        rowKey: 'id',
        ...table,
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        columns: [...columns, ...actionsColumn],
      }}
    >
      {dialog({ open: edit.open, row: edit.row, onClose: edit.close, onSaved: list.refetch })}
    </ListPage>
  );
}
