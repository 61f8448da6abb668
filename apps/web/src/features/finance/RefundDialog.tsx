import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions, Form, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefundPlanOrderDocument, RefundQuoteDocument } from '../../gql/graphql';
import { useSafeMutate } from '../../shared/api/useSafeMutation';
import { ntd } from './finance';

const REASON_MAX = 200;

/**
 * Refund one order: the rule's amount and days shown first, a reason required, then confirmed.
 * `onRefused` is told when the server refused it (the error dialog says why): a refund the provider
 * refused or did not answer is recorded on the order, so the list behind should show it.
 */
export function RefundDialog({
  orderNumber,
  onClose,
  onDone,
  onRefused,
}: {
  orderNumber: string;
  onClose: () => void;
  onDone: () => void;
  onRefused: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const quote = useQuery(RefundQuoteDocument, { variables: { orderNumber }, fetchPolicy: 'network-only' });
  const [mutate, pending] = useSafeMutate();
  const q = quote.data?.refundQuote;
  const submit = async () => {
    if (await mutate(RefundPlanOrderDocument, { orderNumber, reason: reason.trim() })) onDone();
    else onRefused();
  };
  return (
    <Modal
      open
      title={t('finance.refund.title', { orderNumber })}
      okText={t('finance.refund.confirm')}
      okButtonProps={{ danger: true, disabled: !q || reason.trim() === '', loading: pending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {!q ? (
        <Spin />
      ) : (
        <>
          <Alert
            type={q.full ? 'info' : 'warning'}
            showIcon
            message={q.full ? t('finance.refund.full') : t('finance.refund.partial')}
            style={{ marginBottom: 12 }}
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('finance.refund.amount')}>
              <strong data-testid="refund-amount">{ntd(q.amount, i18n.language)}</strong>
            </Descriptions.Item>
            {q.devices.map((d) => (
              <Descriptions.Item key={d.deviceSerialNumber} label={d.deviceSerialNumber}>
                {t('finance.refund.daysBack', { count: d.days })}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Form layout="vertical" style={{ marginTop: 12 }}>
            <Form.Item label={t('finance.reason')} required>
              <Input.TextArea
                value={reason}
                maxLength={REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
                data-testid="refund-reason"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
