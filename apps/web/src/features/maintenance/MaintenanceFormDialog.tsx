import { DatePicker, Form, Input, InputNumber, Modal, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isComplete, type CompleteFormValues, type MaintenanceFormValues } from './maintenanceItems';

/** The domain's bounds (libs/domain maintenance limits), for the inputs' own limits and counters. */
const NAME_MAX = 50;
const REMARK_MAX = 280;
const INTERVAL_KM_MAX = 1_000_000;
const INTERVAL_DAYS_MAX = 3650;
const ODOMETER_KM_MAX = 99_999_999;

interface Props {
  title: string;
  initialValues: MaintenanceFormValues;
  saving: boolean;
  /** Saves the form; the caller shows a -2's field errors on `form` (useSafeMutation's form). */
  onSave: (values: CompleteFormValues) => void;
  onClose: () => void;
  form: FormInstance<MaintenanceFormValues>;
}

/**
 * Adding or editing a maintenance item: what, how often (km and/or days), and the last service
 * (the platform odometer's reading and the date). The server checks every rule again and names a
 * failing field, shown under it.
 */
export function MaintenanceFormDialog({ title, initialValues, saving, onSave, onClose, form }: Props) {
  const { t } = useTranslation();
  // The page's one form serves every opening (its server errors land on it): a Form keeps the
  // initial values of its first mount, so each opening puts its own values in explicitly.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initialValues);
  }, [form, initialValues]);
  const required = { required: true, message: t('validation.required') };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && isComplete(values)) onSave(values);
  };

  return (
    <Modal
      open
      title={title}
      centered
      maskClosable={false}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} requiredMark={false}>
        <Form.Item name="name" label={t('maintenance.fields.name')} rules={[required]}>
          <Input maxLength={NAME_MAX} showCount placeholder={t('maintenance.namePlaceholder')} />
        </Form.Item>
        <div className="maintenance-form__hint">{t('maintenance.intervalHint')}</div>
        <div className="maintenance-form__pair">
          <Form.Item name="intervalKm" label={t('maintenance.fields.intervalKm')}>
            <InputNumber min={1} max={INTERVAL_KM_MAX} precision={0} suffix="km" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="intervalDays" label={t('maintenance.fields.intervalDays')}>
            <InputNumber
              min={1}
              max={INTERVAL_DAYS_MAX}
              precision={0}
              suffix={t('maintenance.daysUnit')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </div>
        <div className="maintenance-form__pair">
          <Form.Item
            name="lastServiceOdometerKm"
            label={t('maintenance.fields.lastServiceOdometerKm')}
            rules={[required]}
          >
            <InputNumber min={0} max={ODOMETER_KM_MAX} precision={0} suffix="km" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="lastServiceDate"
            label={t('maintenance.fields.lastServiceDate')}
            rules={[required]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
              allowClear={false}
            />
          </Form.Item>
        </div>
        <Form.Item name="remark" label={t('maintenance.fields.remark')}>
          <Input maxLength={REMARK_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
