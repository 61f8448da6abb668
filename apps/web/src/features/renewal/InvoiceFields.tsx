import { CHARITIES, InvoiceType } from '@gps/codes';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The e-invoice's fields of an order form (`invoice.*`), shown by the type the buyer chose. */
export function InvoiceFields() {
  const { t, i18n } = useTranslation();
  const type = Form.useWatch(['invoice', 'type']) as InvoiceType | undefined;
  const charities = CHARITIES.map((c) => ({
    value: c.loveCode,
    label: `${i18n.language === 'en-US' ? c.nameEnUs : c.nameZhTw} (${c.loveCode})`,
  }));
  return (
    <>
      <Form.Item name={['invoice', 'type']} label={t('renewal.invoice.type')} required>
        <Radio.Group optionType="button" data-testid="invoice-type">
          <Radio value={InvoiceType.PERSONAL}>{t('renewal.invoice.types.1')}</Radio>
          <Radio value={InvoiceType.COMPANY}>{t('renewal.invoice.types.2')}</Radio>
          <Radio value={InvoiceType.DONATION}>{t('renewal.invoice.types.3')}</Radio>
        </Radio.Group>
      </Form.Item>
      {type === InvoiceType.PERSONAL && (
        <Form.Item
          name={['invoice', 'carrier']}
          label={t('renewal.invoice.carrier')}
          extra={t('renewal.invoice.carrierHint')}
        >
          <Input placeholder="/ABC1234" maxLength={8} allowClear data-testid="invoice-carrier" />
        </Form.Item>
      )}
      {type === InvoiceType.COMPANY && (
        <>
          <Form.Item
            name={['invoice', 'taxId']}
            label={t('renewal.invoice.taxId')}
            rules={[{ required: true, message: t('errors.field.required') }]}
          >
            <Input inputMode="numeric" maxLength={8} data-testid="invoice-tax-id" />
          </Form.Item>
          <Form.Item
            name={['invoice', 'companyTitle']}
            label={t('renewal.invoice.companyTitle')}
            rules={[{ required: true, message: t('errors.field.required') }]}
          >
            <Input maxLength={60} data-testid="invoice-company-title" />
          </Form.Item>
        </>
      )}
      {type === InvoiceType.DONATION && (
        <Form.Item
          name={['invoice', 'loveCode']}
          label={t('renewal.invoice.charity')}
          rules={[{ required: true, message: t('renewal.invoice.chooseCharity') }]}
        >
          <Select
            options={charities}
            placeholder={t('renewal.invoice.chooseCharity')}
            data-testid="invoice-charity"
          />
        </Form.Item>
      )}
      <Form.Item name={['invoice', 'email']} label={t('renewal.invoice.email')}>
        <Input type="email" allowClear data-testid="invoice-email" />
      </Form.Item>
    </>
  );
}
