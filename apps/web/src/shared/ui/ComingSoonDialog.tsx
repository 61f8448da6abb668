import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from './ComingSoon';

/** A dialog whose capability arrives later (feedback, message list): the translated coming state. */
export function ComingSoonDialog({
  open,
  titleKey,
  onClose,
}: {
  open: boolean;
  titleKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t(titleKey)} onCancel={onClose} footer={null} width={520} centered>
      <ComingSoon areaKey={titleKey} />
    </Modal>
  );
}
