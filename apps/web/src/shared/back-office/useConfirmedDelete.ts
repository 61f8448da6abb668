import type { TypedDocumentNode } from '@apollo/client';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../api/useSafeMutation';
import { useConfirm } from '../ui/useConfirm';

/**
 * Deleting a row by its id after a danger confirm ("Delete" on the button); when the mutation
 * succeeds, a "deleted" notice and `onDeleted` (typically the list's refetch).
 */
export function useConfirmedDelete<Row extends { id: string }, TData>(
  mutation: TypedDocumentNode<TData, { id: string }>,
  describe: (row: Row) => { title: string; content: string },
  onDeleted: () => void,
): (row: Row) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [deleteRow] = useSafeMutation(mutation);

  return async (row: Row) => {
    const ok = await confirm({ ...describe(row), okText: t('common.delete'), danger: true });
    if (ok && (await deleteRow({ id: row.id }))) {
      message.success(t('common.deleted'));
      onDeleted();
    }
  };
}
