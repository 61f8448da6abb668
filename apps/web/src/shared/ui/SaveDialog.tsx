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
    // An invalid form resolves to nothing (validFormValues): the form already marks the fields.
    const saved = await onSave();
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
