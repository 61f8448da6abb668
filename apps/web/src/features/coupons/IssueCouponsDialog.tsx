import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddCouponDocument } from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { COUPON_INPUT_LIMITS as L, couponNumbersText } from './coupons';

interface IssueValues {
  numberOfCoupons: number | null;
  discountFee: number | null;
}

/**
 * Issuing a batch of coupons, then the numbers issued, to copy and hand out. The call's key stays
 * the same while the dialog is open, so pressing "Issue" again after a lost answer issues nothing twice.
 */
export function IssueCouponsDialog({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<IssueValues>();
  const [issue, issuing] = useSafeMutation(AddCouponDocument, { form });
  const [numbers, setNumbers] = useState<string[] | null>(null);
  const required = { required: true, message: t('validation.required') };

  const close = () => {
    setNumbers(null);
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || values.numberOfCoupons === null || values.discountFee === null) return;
    const done = await issue({ numberOfCoupons: values.numberOfCoupons, discountFee: values.discountFee });
    if (!done) return;
    setNumbers(done.addCoupon.couponNumbers);
    onIssued();
  };
  const copy = async () => {
    if (!numbers) return;
    await navigator.clipboard.writeText(couponNumbersText(numbers));
    void message.success(t('coupons.copied', { count: numbers.length }));
  };

  return (
    <Modal
      open={open}
      title={numbers ? t('coupons.issued', { count: numbers.length }) : t('coupons.issue')}
      centered
      maskClosable={false}
      onCancel={close}
      destroyOnHidden
      footer={
        numbers
          ? [
              <Button
                key="copy"
                icon={<CopyOutlined />}
                onClick={() => void copy()}
                data-testid="coupons-copy"
              >
                {t('coupons.copy')}
              </Button>,
              <Button key="close" type="primary" onClick={close}>
                {t('common.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('common.cancel')}
              </Button>,
              <Button key="issue" type="primary" loading={issuing} onClick={() => void submit()}>
                {t('coupons.issueSubmit')}
              </Button>,
            ]
      }
    >
      {numbers ? (
        <div data-testid="coupons-issued">
          <Typography.Paragraph type="secondary">{t('coupons.issuedHint')}</Typography.Paragraph>
          <Input.TextArea
            readOnly
            value={couponNumbersText(numbers)}
            autoSize={{ minRows: 3, maxRows: 12 }}
            className="coupon-numbers"
          />
        </div>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ numberOfCoupons: 10, discountFee: null }}
        >
          <Form.Item name="numberOfCoupons" label={t('coupons.fields.numberOfCoupons')} rules={[required]}>
            <InputNumber min={1} max={L.batchMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="discountFee" label={t('coupons.fields.discountFee')} rules={[required]}>
            <InputNumber
              min={1}
              max={L.discountFeeMax}
              precision={0}
              prefix="NT$"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
