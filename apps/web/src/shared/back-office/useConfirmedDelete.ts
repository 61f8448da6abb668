import type { TypedDocumentNode } from '@apollo/client';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSafeMutate } from '../api/useSafeMutation';
import { useConfirm } from '../ui/useConfirm';

/** How a list deletes a row: its mutation (by id) and the confirm's title and text. */
export interface RowDelete<Row> {
  mutation: TypedDocumentNode<unknown, { id: string }>;
  confirm: (row: Row) => { title: string; content: string };
}

/**
 * Deleting a row by its id after a danger confirm ("Delete" on the button); when the mutation
 * succeeds, a "deleted" notice and `onDeleted` (typically the list's refetch). Undefined when the
 * list deletes nothing.
 */
export function useConfirmedDelete<Row extends { id: string }>(
  remove: RowDelete<Row> | undefined,
  onDeleted: () => void,
): ((row: Row) => Promise<void>) | undefined {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [mutate] = useSafeMutate();
  if (!remove) return undefined;

  return async (row: Row) => {
    const ok = await confirm({ ...remove.confirm(row), okText: t('common.delete'), danger: true });
    if (ok && (await mutate(remove.mutation, { id: row.id }))) {
      message.success(t('common.deleted'));
      onDeleted();
    }
  };
}
