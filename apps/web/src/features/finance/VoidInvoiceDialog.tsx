import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AbolitionInvoiceDocument } from '../../gql/graphql';
import { useSafeMutate } from '../../shared/api/useSafeMutation';

const REASON_MAX = 200;

/** Void one order's invoice, a reason required (refused with its reason once the period closed). */
export function VoidInvoiceDialog({
  orderNumber,
  invoiceNumber,
  onClose,
  onDone,
}: {
  orderNumber: string;
  invoiceNumber: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [mutate, pending] = useSafeMutate();
  const submit = async () => {
    if (await mutate(AbolitionInvoiceDocument, { orderNumber, reason: reason.trim() })) onDone();
  };
  return (
    <Modal
      open
      title={t('finance.void.title', { invoiceNumber })}
      okText={t('finance.void.confirm')}
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: pending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('finance.reason')} required>
          <Input.TextArea value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
