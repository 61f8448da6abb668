import type { OrderKind } from '@gps/codes';
import { Alert, App, Form, Modal, Radio, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddPlanOrderDocument } from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { formatMicros } from '../../shared/format';
import { submitCheckout } from './checkout';
import { InvoiceFields } from './InvoiceFields';
import { ntd } from './money';
import {
  CONFIRMATION_REQUIRED,
  COUPON_REFUSALS,
  initialOrderValues,
  linePriceOf,
  orderInputOf,
  type OrderFormValues,
  type PricedItem,
} from './orderForm';
import { PaymentFields } from './PaymentFields';
import { orderPath } from './orderPath';

/** A device of the order, with the expiry the order moves. */
export interface OrderDevice {
  deviceSerialNumber: string;
  name: string;
  expiry: number | null | undefined;
}

/** An item the buyer can choose. */
export interface OrderItem extends PricedItem {
  id: string;
  name: string;
  extendDays: number;
  description?: string | null;
}

/**
 * The order dialog of every purchase (renewal, VIP service, address plan): the item, each device's
 * price, the coupon, the e-invoice and the payment type; placing it asks the confirmation the spec
 * wants when the server says so, then leaves for the provider's payment page.
 */
export function OrderDialog({
  title,
  kind,
  devices,
  items,
  loadingItems,
  notice,
  onClose,
}: {
  title: ReactNode;
  kind: OrderKind;
  devices: readonly OrderDevice[];
  items: readonly OrderItem[];
  loadingItems: boolean;
  /** Why these devices cannot be one order (the dialog then offers no item). */
  notice?: ReactNode;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const refusal = useRef<string | null>(null);
  // Once the buyer confirmed the far expiry, a retry (a coupon corrected) is not asked again.
  const confirmedOnce = useRef(false);
  const handleRefusal = useCallback(
    (reason: string) => {
      if (COUPON_REFUSALS.has(reason)) {
        form.setFields([{ name: 'couponNumber', errors: [t(`errors.reason.${reason}`)] }]);
        return true;
      }
      if (reason === CONFIRMATION_REQUIRED) {
        refusal.current = reason;
        return true;
      }
      return false;
    },
    [form, t],
  );
  const [place, placing] = useSafeMutation(AddPlanOrderDocument, { form, handleRefusal });
  const itemId = Form.useWatch('itemId', form);
  const item = items.find((i) => i.id === itemId);
  const nowMs = useMemo(() => Date.now(), []);
  const lines = devices.map((d) => ({ ...d, ...(item ? linePriceOf(item, d.expiry, nowMs) : null) }));
  const subtotal = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);

  const submit = async (confirm: boolean) => {
    const values = await form.validateFields();
    if (!values.itemId) return;
    refusal.current = null;
    confirmedOnce.current ||= confirm;
    const confirmed = confirmedOnce.current;
    const input = orderInputOf(
      { ...values, itemId: values.itemId },
      devices.map((d) => d.deviceSerialNumber),
      kind,
      {
        confirmed,
        lang: i18n.language,
      },
    );
    const placed = await place({ input });
    if (!placed) {
      if (refusal.current === CONFIRMATION_REQUIRED) {
        modal.confirm({
          title: t('renewal.confirmTitle'),
          content: t('renewal.confirmText'),
          okText: t('renewal.confirmOk'),
          cancelText: t('common.cancel'),
          onOk: () => submit(true),
        });
      }
      return;
    }
    const { orderNumber, checkout } = placed.addPlanOrder;
    if (checkout) submitCheckout(document, checkout);
    else navigate(orderPath(orderNumber));
  };

  return (
    <Modal
      open
      title={title}
      width={640}
      okText={t('renewal.placeOrder')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: notice !== undefined || !item, id: 'place-order' }}
      confirmLoading={placing}
      onOk={() => void submit(false)}
      onCancel={onClose}
      destroyOnHidden
    >
      {notice ? (
        <Alert type="warning" showIcon title={notice} data-testid="order-notice" />
      ) : (
        <Form form={form} layout="vertical" initialValues={initialOrderValues()} data-testid="order-form">
          <Form.Item
            name="itemId"
            label={t('renewal.item')}
            rules={[{ required: true, message: t('renewal.chooseItem') }]}
          >
            <Radio.Group data-testid="order-items">
              <Space orientation="vertical">
                {items.map((i) => (
                  <Radio key={i.id} value={i.id}>
                    <Typography.Text strong>{i.name}</Typography.Text>{' '}
                    <Typography.Text>
                      {t('renewal.itemLine', { price: ntd(i.price), days: i.extendDays })}
                    </Typography.Text>
                    {i.description && (
                      <Typography.Paragraph type="secondary" className="renewal-item__description">
                        {i.description}
                      </Typography.Paragraph>
                    )}
                  </Radio>
                ))}
                {!loadingItems && items.length === 0 && (
                  <Typography.Text type="secondary">{t('renewal.noItems')}</Typography.Text>
                )}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Table
            rowKey="deviceSerialNumber"
            size="small"
            pagination={false}
            dataSource={lines}
            className="renewal-lines"
            columns={[
              { title: t('renewal.devices'), dataIndex: 'name', key: 'name' },
              {
                title: t('device.fields.serviceExpiredDate'),
                dataIndex: 'expiry',
                key: 'expiry',
                render: (v: number | null) => formatMicros(v, false),
              },
              {
                title: t('renewal.price'),
                key: 'price',
                align: 'right' as const,
                render: (_: unknown, line: (typeof lines)[number]) =>
                  line.price === undefined ? (
                    '—'
                  ) : (
                    <Space size={4}>
                      {line.overtime && <Tag color="orange">{t('renewal.overtime')}</Tag>}
                      {ntd(line.price)}
                    </Space>
                  ),
              },
            ]}
            summary={() =>
              item ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    {t('renewal.subtotal')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <span data-testid="order-subtotal">{ntd(subtotal)}</span>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
          {lines.some((l) => l.overtime) && (
            <Typography.Paragraph type="secondary">{t('renewal.overtimeHint')}</Typography.Paragraph>
          )}
          <PaymentFields />
          <InvoiceFields />
        </Form>
      )}
    </Modal>
  );
}
