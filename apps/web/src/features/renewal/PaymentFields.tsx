import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { CUSTOMER_PAYMENT_TYPES } from './orderForm';

/** The coupon (only while the coupon setting is on, as the spec says) and how the order is paid. */
export function PaymentFields() {
  const { t } = useTranslation();
  const { flags } = useSystemSettings();
  return (
    <>
      {flags.showCoupon && (
        <Form.Item name="couponNumber" label={t('renewal.coupon')} extra={t('renewal.couponHint')}>
          <Input allowClear maxLength={32} data-testid="coupon-number" />
        </Form.Item>
      )}
      <Form.Item name="paymentType" label={t('renewal.paymentType')} required>
        <Radio.Group data-testid="payment-type">
          {CUSTOMER_PAYMENT_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {t(`renewal.paymentTypes.${type}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
    </>
  );
}
