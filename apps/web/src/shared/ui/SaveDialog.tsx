import { App, Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = Omit<
  ModalProps,
  'onOk' | 'onCancel' | 'okText' | 'cancelText' | 'okButtonProps' | 'forceRender'
> & {
  /** Validates and sends; resolves to something truthy when it was saved. */
  onSave: () => Promise<unknown>;
  /** True while the save is under way (the Save button spins). */
  saving: boolean;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * An add / edit dialog with Save and Cancel. Always rendered (its form is connected before it first
 * opens); once `onSave` has saved: a "saved" notice, `onSaved`, and the dialog closes.
 */
export function SaveDialog({ onSave, saving, onSaved, onClose, ...modal }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const save = async () => {
    let saved: unknown;
    try {
      saved = await onSave();
    } catch (error) {
      // An invalid form rejects validateFields(); the form already marks the fields, nothing to add.
      if (isValidationFailure(error)) return;
      throw error;
    }
    if (saved) {
      message.success(t('common.saved'));
      onSaved();
      onClose();
    }
  };

  return (
    <Modal
      {...modal}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      forceRender
    />
  );
}

function isValidationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}
