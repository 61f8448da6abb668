import { Form, Input, InputNumber, Modal, Switch, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_ITEM_BOUNDS as B, type PlanItemFormValues } from './planItemForm';

interface Props {
  title: string;
  initialValues: PlanItemFormValues;
  saving: boolean;
  /** Saves the form; the caller shows a -2's field errors on `form` (useSafeMutation's form). */
  onSave: (values: PlanItemFormValues) => void;
  onClose: () => void;
  form: FormInstance<PlanItemFormValues>;
}

/**
 * Adding or editing a plan item: its name, price and days, whether it is sold, its overtime rule
 * (a service lapsed longer than overtimeDays renews at overtimePrice) and a description. The server
 * checks every rule again and names a failing field, shown under it.
 */
export function PlanItemDialog({ title, initialValues, saving, onSave, onClose, form }: Props) {
  const { t } = useTranslation();
  // The page's one form serves every opening: each puts its own values in explicitly.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initialValues);
  }, [form, initialValues]);
  const required = { required: true, message: t('validation.required') };
  const money = <InputNumber min={0} max={B.priceMax} precision={0} prefix="NT$" style={{ width: '100%' }} />;

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSave(values);
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
        <Form.Item name="name" label={t('plans.fields.name')} rules={[required]}>
          <Input maxLength={B.nameMax} showCount />
        </Form.Item>
        <div className="maintenance-form__pair">
          <Form.Item name="price" label={t('plans.fields.price')} rules={[required]}>
            {money}
          </Form.Item>
          <Form.Item name="extendDays" label={t('plans.fields.extendDays')} rules={[required]}>
            <InputNumber
              min={1}
              max={B.daysMax}
              precision={0}
              suffix={t('plans.daysUnit')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </div>
        <div className="maintenance-form__hint">{t('plans.overtimeHint')}</div>
        <div className="maintenance-form__pair">
          <Form.Item name="overtimeDays" label={t('plans.fields.overtimeDays')} rules={[required]}>
            <InputNumber
              min={0}
              max={B.daysMax}
              precision={0}
              suffix={t('plans.daysUnit')}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="overtimePrice" label={t('plans.fields.overtimePrice')} rules={[required]}>
            {money}
          </Form.Item>
        </div>
        <Form.Item
          name="activeStatus"
          label={t('plans.fields.activeStatus')}
          valuePropName="checked"
          getValueProps={(value: number) => ({ checked: value === 1 })}
          getValueFromEvent={(checked: boolean) => (checked ? 1 : 0)}
        >
          <Switch checkedChildren={t('plans.active.1')} unCheckedChildren={t('plans.active.0')} />
        </Form.Item>
        <Form.Item name="description" label={t('plans.fields.description')}>
          <Input.TextArea maxLength={B.descriptionMax} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
