import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  danger?: boolean;
}

/** The confirm dialog (antd Modal.confirm with translated buttons); resolves true when confirmed. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    ({ title, content, okText, danger }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          centered: true,
          okText: okText ?? t('common.confirm'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
