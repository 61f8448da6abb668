import { App, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { AdjustableDevicesDocument, ManualAdjustServiceDocument } from '../../../gql/graphql';
import { useSafeMutation } from '../../../shared/api/useSafeMutation';
import { formatMicros } from '../../../shared/format';

/** Characters of a reason (the server's rule: 1 to 280 after trimming). */
const REASON_MAX = 280;
/** Devices offered per search in the picker. */
const DEVICE_CHOICES = 20;
const MICROS_PER_MS = 1000;

interface Values {
  deviceSerialNumber: string;
  serviceExpiredDate: Dayjs;
  reason: string;
}

/** An administrator picks a device and its new service expiry, and says why. */
export function ManualAdjustDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const [adjust, saving] = useSafeMutation(ManualAdjustServiceDocument, { form });
  const devices = useQuery(AdjustableDevicesDocument, {
    skip: !open,
    variables: { keyword: keyword || undefined, pageRows: DEVICE_CHOICES },
    context: { logOnly: true },
  });
  const rows = devices.data?.devices.rows ?? [];
  const serial = Form.useWatch('deviceSerialNumber', form);
  const picked = rows.find((d) => d.deviceSerialNumber === serial);

  useEffect(() => {
    if (open) {
      form.resetFields();
      setKeyword('');
    }
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const data = await adjust({
      input: {
        deviceSerialNumber: values.deviceSerialNumber,
        serviceExpiredDate: values.serviceExpiredDate.valueOf() * MICROS_PER_MS,
        reason: values.reason,
      },
    });
    if (data) {
      message.success(t('manualAdjust.done', { serial: values.deviceSerialNumber }));
      onDone();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t('manualAdjust.dialogTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      width={520}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="manual-adjust-form">
        <Form.Item
          name="deviceSerialNumber"
          label={t('manualAdjust.fields.device')}
          rules={[{ required: true, message: t('manualAdjust.required.device') }]}
          extra={
            picked
              ? t('manualAdjust.currentExpiry', { date: formatMicros(picked.serviceExpiredDate) })
              : undefined
          }
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={devices.loading}
            placeholder={t('manualAdjust.searchDevice')}
            notFoundContent={t('common.noData')}
            onChange={(value: string) => {
              const device = rows.find((d) => d.deviceSerialNumber === value);
              if (device?.serviceExpiredDate)
                form.setFieldValue('serviceExpiredDate', dayjs(device.serviceExpiredDate / MICROS_PER_MS));
            }}
            options={rows.map((d) => ({
              value: d.deviceSerialNumber,
              label: [d.deviceSerialNumber, d.carName, d.fleetAlias].filter(Boolean).join(' · '),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="serviceExpiredDate"
          label={t('manualAdjust.fields.newExpiry')}
          rules={[{ required: true, message: t('manualAdjust.required.date') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className="full-width" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('manualAdjust.fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('manualAdjust.required.reason') }]}
        >
          <Input.TextArea maxLength={REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Typography.Text type="secondary">{t('manualAdjust.hint')}</Typography.Text>
      </Form>
    </Modal>
  );
}
