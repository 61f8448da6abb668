import { VipPlanFlag } from '@gps/codes';
import { App, Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddVipPlanItemDocument,
  EditVipPlanItemDocument,
  type VipPlanItemFieldsFragment,
} from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import {
  VIP_PLAN_INPUT_LIMITS as L,
  formValuesOf,
  itemInput,
  newItemValues,
  type VipPlanFormValues,
} from './vipPlanItems';

interface Props {
  open: boolean;
  /** The item to edit; null adds one of `flag`. */
  row: VipPlanItemFieldsFragment | null;
  flag: VipPlanFlag;
  onClose: () => void;
  onSaved: () => void;
}

/** Adding or editing a VIP plan item; the server checks every rule again and names a failing field. */
export function VipPlanItemDialog({ open, row, flag, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<VipPlanFormValues>();
  const [add, adding] = useSafeMutation(AddVipPlanItemDocument, { form });
  const [edit, editing] = useSafeMutation(EditVipPlanItemDocument, { form });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(row ? formValuesOf(row) : newItemValues(flag));
  }, [open, row, flag, form]);
  const required = { required: true, message: t('validation.required') };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const input = itemInput(values);
    const done = row ? await edit({ input: { ...input, id: row.id } }) : await add({ input });
    if (!done) return;
    void message.success(t('common.saved'));
    onSaved();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={row ? t('vipPlans.edit') : t('vipPlans.add')}
      centered
      maskClosable={false}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={adding || editing}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="vip-plan-dialog">
        <Form.Item name="flag" label={t('vipPlans.fields.flag')}>
          <Radio.Group
            options={[
              { value: VipPlanFlag.VIP_SERVICE, label: t('vipPlans.flags.1') },
              { value: VipPlanFlag.ADDRESS_PLAN, label: t('vipPlans.flags.2') },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t('vipPlans.fields.name')} rules={[required]}>
          <Input maxLength={L.nameMax} showCount />
        </Form.Item>
        <div className="maintenance-form__pair">
          <Form.Item name="price" label={t('vipPlans.fields.price')} rules={[required]}>
            <InputNumber min={0} max={L.priceMax} precision={0} prefix="NT$" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="extendDays" label={t('vipPlans.fields.extendDays')} rules={[required]}>
            <InputNumber
              min={1}
              max={L.extendDaysMax}
              precision={0}
              suffix={t('vipPlans.daysUnit')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </div>
        <Form.Item name="shown" label={t('vipPlans.fields.statusCode')} valuePropName="checked">
          <Switch checkedChildren={t('vipPlans.status.1')} unCheckedChildren={t('vipPlans.status.0')} />
        </Form.Item>
        <Form.Item
          name="invoiceName"
          label={t('vipPlans.fields.invoiceName')}
          extra={t('vipPlans.invoiceNameHint')}
        >
          <Input maxLength={L.invoiceNameMax} showCount />
        </Form.Item>
        <Form.Item name="description" label={t('vipPlans.fields.description')}>
          <Input.TextArea maxLength={L.descriptionMax} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
