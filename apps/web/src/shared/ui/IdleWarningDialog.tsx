import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The warning before the idle logout: the seconds left, counting down, and "stay signed in", which
 * waits for `onStay` (the call that renews the server's idle window) before the dialog goes.
 */
export function IdleWarningDialog({
  open,
  remaining,
  onStay,
}: {
  open: boolean;
  remaining: number;
  onStay: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const stay = async () => {
    setPending(true);
    try {
      await onStay();
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('idle.warningTitle')}
      centered
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" loading={pending} onClick={() => void stay()} data-testid="idle-stay">
          {t('idle.stay')}
        </Button>
      }
    >
      <div data-testid="idle-warning">
        <Typography.Paragraph>
          <ClockCircleOutlined />{' '}
          <span data-testid="idle-warning-text">{t('idle.warningText', { seconds: remaining })}</span>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('idle.warningHint')}</Typography.Paragraph>
      </div>
    </Modal>
  );
}
