import { App, Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

type Props<Saved> = Omit<ModalProps, 'onOk' | 'onCancel' | 'okText' | 'okButtonProps' | 'forceRender'> & {
  /** Validates and sends; resolves to what was saved, or to nothing when nothing was. */
  onSave: () => Promise<Saved | undefined>;
  /** True while the save is under way (the Save button spins). */
  saving: boolean;
  /** The Save button is disabled (a viewer, or a caller without the right). */
  readOnly?: boolean;
  onSaved: (saved: Saved) => void;
  onClose: () => void;
};

/**
 * An add / edit dialog with Save and Cancel. Always rendered (its form is connected before it first
 * opens); once `onSave` has saved: a "saved" notice, `onSaved`, and the dialog closes.
 */
export function SaveDialog<Saved>({ onSave, saving, readOnly, onSaved, onClose, ...modal }: Props<Saved>) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const save = async () => {
    let saved: Saved | undefined;
    try {
      saved = await onSave();
    } catch (error) {
      // An invalid form rejects validateFields(); the form already marks the fields, nothing to add.
      if (isValidationFailure(error)) return;
      throw error;
    }
    if (saved) {
      message.success(t('common.saved'));
      onSaved(saved);
      onClose();
    }
  };

  return (
    <Modal
      cancelText={t('common.cancel')}
      {...modal}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      okButtonProps={{ disabled: readOnly, loading: saving }}
      forceRender
    />
  );
}

function isValidationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}
