import { useQuery } from '@apollo/client/react';
import { INVOICE_TYPES, InvoiceType, ORDER_KINDS, OrderKind, VipPlanFlag } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddManualPlanOrderDocument, PlanItemsDocument, VipPlanItemsDocument } from '../../gql/graphql';
import { useSafeMutate } from '../../shared/api/useSafeMutation';
import { ntd } from './finance';

interface Values {
  deviceSerialNumbers: string[];
  kind: OrderKind;
  itemId: string;
  invoiceType: InvoiceType;
  carrier?: string;
  taxId?: string;
  companyTitle?: string;
  loveCode?: string;
  email?: string;
  reference: string;
  note?: string;
}

const REFERENCE_MAX = 60;
const NOTE_MAX = 280;

/** A manual top-up (addManualPlanOrder): a payment made elsewhere, recorded, delivered and invoiced at once. */
export function ManualOrderDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState<OrderKind>(OrderKind.SERVICE);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>(InvoiceType.PERSONAL);
  const [mutate, pending] = useSafeMutate({ form });
  const planItems = useQuery(PlanItemsDocument, {
    variables: { filter: {}, pageIndex: 0, pageRows: PAGE_SIZES.servicePlans },
    skip: kind !== OrderKind.SERVICE,
  });
  const flag = kind === OrderKind.VIP ? VipPlanFlag.VIP_SERVICE : VipPlanFlag.ADDRESS_PLAN;
  const vipItems = useQuery(VipPlanItemsDocument, {
    variables: { flags: [flag], pageIndex: 0, pageRows: PAGE_SIZES.vipPlans },
    skip: kind === OrderKind.SERVICE,
  });
  const items =
    kind === OrderKind.SERVICE
      ? (planItems.data?.planItems.rows ?? []).map((i) => ({
          value: i.id,
          label: `${i.planName ?? ''} · ${i.name} · ${ntd(i.price, i18n.language)}`,
        }))
      : (vipItems.data?.vipPlanItems.rows ?? []).map((i) => ({
          value: i.id,
          label: `${i.name} · ${ntd(i.price, i18n.language)}`,
        }));

  const submit = async (v: Values) => {
    const invoice = {
      type: v.invoiceType,
      carrier: v.carrier || null,
      taxId: v.taxId || null,
      companyTitle: v.companyTitle || null,
      loveCode: v.loveCode || null,
      email: v.email || null,
    };
    const input = {
      deviceSerialNumbers: v.deviceSerialNumbers,
      kind: v.kind,
      itemId: v.itemId,
      invoice,
      reference: v.reference,
      note: v.note || undefined,
    };
    if (await mutate(AddManualPlanOrderDocument, { input })) onDone();
  };

  return (
    <Modal
      open
      title={t('finance.manual.title')}
      okText={t('finance.manual.confirm')}
      okButtonProps={{ loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          kind: OrderKind.SERVICE,
          invoiceType: InvoiceType.PERSONAL,
          deviceSerialNumbers: [],
        }}
        onFinish={(v) => void submit(v)}
        data-testid="manual-order-form"
      >
        <Form.Item name="deviceSerialNumbers" label={t('finance.device')} rules={[{ required: true }]}>
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
        </Form.Item>
        <Form.Item name="kind" label={t('finance.manual.kind')}>
          <Radio.Group
            onChange={(e) => {
              setKind(e.target.value as OrderKind);
              form.setFieldValue('itemId', undefined);
            }}
            options={ORDER_KINDS.map((k) => ({ value: k, label: t(`finance.manual.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="itemId" label={t('finance.item')} rules={[{ required: true }]}>
          <Select options={items} loading={planItems.loading || vipItems.loading} />
        </Form.Item>
        <Form.Item name="invoiceType" label={t('finance.manual.invoiceType')}>
          <Radio.Group
            onChange={(e) => setInvoiceType(e.target.value as InvoiceType)}
            options={INVOICE_TYPES.map((type) => ({
              value: type,
              label: t(`finance.manual.invoiceTypes.${type}`),
            }))}
          />
        </Form.Item>
        {invoiceType === InvoiceType.PERSONAL && (
          <Form.Item name="carrier" label={t('finance.manual.carrier')}>
            <Input placeholder="/ABC1234" />
          </Form.Item>
        )}
        {invoiceType === InvoiceType.COMPANY && (
          <>
            <Form.Item name="taxId" label={t('finance.manual.taxId')} rules={[{ required: true }]}>
              <Input maxLength={8} />
            </Form.Item>
            <Form.Item
              name="companyTitle"
              label={t('finance.manual.companyTitle')}
              rules={[{ required: true }]}
            >
              <Input />
            </Form.Item>
          </>
        )}
        {invoiceType === InvoiceType.DONATION && (
          <Form.Item name="loveCode" label={t('finance.manual.loveCode')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        )}
        <Form.Item name="email" label={t('finance.manual.email')}>
          <Input type="email" />
        </Form.Item>
        <Form.Item name="reference" label={t('finance.manual.reference')} rules={[{ required: true }]}>
          <Input maxLength={REFERENCE_MAX} />
        </Form.Item>
        <Form.Item name="note" label={t('finance.manual.note')}>
          <Input.TextArea maxLength={NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
